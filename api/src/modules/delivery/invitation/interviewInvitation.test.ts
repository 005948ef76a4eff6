import { translate } from '@jobmarket/contracts/i18n/translate';
import { describe, expect, it } from 'vitest';
import { addressOf, interviewInvitationMail, interviewIcs, type InterviewInvitation } from './interviewInvitation';
import { propertiesOf } from '../../../testing/calendarProperties';

const MAIL_FROM = 'JobMarket <no-reply@jobmarket.test>';
const invitation: InterviewInvitation = {
  method: 'REQUEST',
  uid: 'delivery-order-42@jobmarket',
  sequence: 0,
  // 10:30 in Vientiane (UTC+7)
  interviewAt: '2026-12-01T03:30:00.000Z',
  place: 'Lane Xang Ave, Room 3',
  position: 'วิศวกรซอฟต์แวร์',
  company: 'Ann Ltd',
  candidateName: 'Somchai Phan',
  candidateEmail: 'somchai@example.com',
  locale: 'th',
};


describe('the interview invitation’s calendar object', () => {
  it('invites with METHOD:REQUEST, the order’s UID, SEQUENCE 0 and a one-hour start in UTC at the place', () => {
    const ics = interviewIcs(invitation, MAIL_FROM);
    const properties = propertiesOf(ics);
    expect(properties.get('METHOD')).toEqual(['REQUEST']);
    expect(properties.get('UID')).toEqual(['delivery-order-42@jobmarket']);
    expect(properties.get('SEQUENCE')).toEqual(['0']);
    expect(properties.get('DTSTART')).toEqual(['20261201T033000Z']);
    expect(properties.get('DURATION')).toEqual(['PT1H']);
    expect(properties.get('LOCATION')).toEqual(['Lane Xang Ave\\, Room 3']);
    expect(properties.get('STATUS')).toEqual(['CONFIRMED']);
    expect(properties.get('SUMMARY')).toEqual([translate('th', 'delivery.invitation.eventTitle', { position: invitation.position, company: 'Ann Ltd' })]);
    // organized by the company through the platform's own address; the candidate asked to answer
    expect(ics.replace(/\r\n[ \t]/g, '')).toMatch(/^ORGANIZER;CN="Ann Ltd":MAILTO:no-reply@jobmarket\.test$/m);
    expect(ics.replace(/\r\n[ \t]/g, '')).toMatch(/^ATTENDEE;RSVP=TRUE;.*CN="Somchai Phan":mailto:somchai@example\.com$/m);
    // one event, CRLF lines as calendar clients expect
    expect(properties.get('BEGIN')).toEqual(['VCALENDAR', 'VEVENT']);
    expect(ics).toContain('\r\n');
  });

  it('sends a reschedule under the same UID with the higher SEQUENCE and the new start', () => {
    const properties = propertiesOf(interviewIcs({ ...invitation, sequence: 3, interviewAt: '2026-12-02T08:00:00.000Z' }, MAIL_FROM));
    expect([properties.get('UID'), properties.get('SEQUENCE'), properties.get('DTSTART'), properties.get('METHOD')]).toEqual([
      ['delivery-order-42@jobmarket'],
      ['3'],
      ['20261202T080000Z'],
      ['REQUEST'],
    ]);
  });

  it('cancels with METHOD:CANCEL, STATUS:CANCELLED and the SEQUENCE it is given, under the same UID', () => {
    const properties = propertiesOf(interviewIcs({ ...invitation, method: 'CANCEL', sequence: 4 }, MAIL_FROM));
    expect(properties.get('METHOD')).toEqual(['CANCEL']);
    expect(properties.get('STATUS')).toEqual(['CANCELLED']);
    expect(properties.get('SEQUENCE')).toEqual(['4']);
    expect(properties.get('UID')).toEqual(['delivery-order-42@jobmarket']);
  });
});

describe('the interview invitation e-mail', () => {
  it('writes to the candidate in their language with the local time, and attaches the .ics with its method', () => {
    const mail = interviewInvitationMail(invitation, { mailFrom: MAIL_FROM, timeZone: 'Asia/Vientiane' });
    const vars = { candidate: 'Somchai Phan', position: invitation.position, company: 'Ann Ltd', place: invitation.place, time: '2026-12-01 10:30' };
    expect(mail).toMatchObject({ to: 'somchai@example.com', subject: translate('th', 'delivery.invitation.subject', vars), text: translate('th', 'delivery.invitation.body', vars) });
    expect(mail.text).toContain('2026-12-01 10:30');
    expect(mail.attachments).toEqual([{ filename: 'interview.ics', contentType: 'text/calendar; method=REQUEST; charset=UTF-8', content: expect.stringContaining('METHOD:REQUEST') }]);
  });

  it('tells a cancellation in its own words with a METHOD:CANCEL attachment', () => {
    const mail = interviewInvitationMail({ ...invitation, method: 'CANCEL', sequence: 1, locale: 'zh-CN' }, { mailFrom: MAIL_FROM, timeZone: 'Asia/Vientiane' });
    expect(mail.subject).toBe(translate('zh-cn', 'delivery.invitation.cancelledSubject', { position: invitation.position, company: 'Ann Ltd' }));
    expect(mail.attachments![0]).toMatchObject({ filename: 'interview-cancelled.ics', contentType: 'text/calendar; method=CANCEL; charset=UTF-8' });
    expect(propertiesOf(mail.attachments![0]!.content).get('SEQUENCE')).toEqual(['1']);
  });

  it('organizes from the bare address of MAIL_FROM', () => {
    expect(addressOf('JobMarket <no-reply@jobmarket.test>')).toBe('no-reply@jobmarket.test');
    expect(addressOf('ops@jobmarket.test')).toBe('ops@jobmarket.test');
  });
});
