import { translate } from '@jobmarket/contracts/i18n/translate';
import { describe, expect, it } from 'vitest';
import { apologyMail, htmlOfText, meetingIcs, meetingNoticeText, reservationMail, type MeetingAbout, type MeetingAttendee } from './meetingInvitation';
import { propertiesOf } from '../../../testing/calendarProperties';

const MAIL_FROM = 'JobMarket <no-reply@jobmarket.test>';
const settings = { mailFrom: MAIL_FROM };
const meeting: MeetingAbout = {
  title: 'มหกรรมงาน 2027',
  school: 'Riverside College',
  // 09:00–12:00 in Vientiane (UTC+7)
  startTime: '2027-03-01T02:00:00.000Z',
  endTime: '2027-03-01T05:00:00.000Z',
  location: 'Hall A, Building 2',
  onlineUrl: 'https://meet.example.com/fair',
};
const attendee: MeetingAttendee = { name: 'Somchai Phan', email: 'somchai@example.com', locale: 'th', timeZone: 'Asia/Vientiane' };
const uid = 'meeting-7-seeker-42@jobmarket';


describe('a reservation’s calendar object', () => {
  it('invites with METHOD:REQUEST, the reservation’s UID and SEQUENCE, start and end in UTC, at the place', () => {
    const ics = meetingIcs(meeting, attendee, { method: 'REQUEST', uid, sequence: 0 }, MAIL_FROM);
    const properties = propertiesOf(ics);
    expect(properties.get('METHOD')).toEqual(['REQUEST']);
    expect(properties.get('UID')).toEqual([uid]);
    expect(properties.get('SEQUENCE')).toEqual(['0']);
    expect(properties.get('DTSTART')).toEqual(['20270301T020000Z']);
    expect(properties.get('DTEND')).toEqual(['20270301T050000Z']);
    expect(properties.get('LOCATION')).toEqual(['Hall A\\, Building 2 / https://meet.example.com/fair']);
    expect(properties.get('URL')).toEqual(['https://meet.example.com/fair']);
    expect(properties.get('STATUS')).toEqual(['CONFIRMED']);
    expect(properties.get('SUMMARY')).toEqual([translate('th', 'meetingMail.eventTitle', { title: meeting.title })]);
    expect(ics.replace(/\r\n[ \t]/g, '')).toMatch(/^ORGANIZER;CN="Riverside College":MAILTO:no-reply@jobmarket\.test$/m);
    expect(ics.replace(/\r\n[ \t]/g, '')).toMatch(/^ATTENDEE;.*PARTSTAT="ACCEPTED";.*CN="Somchai Phan":mailto:somchai@example\.com$/m);
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED under the same UID with the SEQUENCE it is given', () => {
    const properties = propertiesOf(meetingIcs(meeting, attendee, { method: 'CANCEL', uid, sequence: 3 }, MAIL_FROM));
    expect([properties.get('METHOD'), properties.get('STATUS'), properties.get('UID'), properties.get('SEQUENCE')]).toEqual([['CANCEL'], ['CANCELLED'], [uid], ['3']]);
  });

  it('has no LOCATION line for an online-only meeting beyond its link', () => {
    const properties = propertiesOf(meetingIcs({ ...meeting, location: null }, attendee, { method: 'REQUEST', uid, sequence: 1 }, MAIL_FROM));
    expect(properties.get('LOCATION')).toEqual(['https://meet.example.com/fair']);
  });
});

describe('the meetings’ e-mails', () => {
  it('confirms a seat in the seeker’s language with the local times and the REQUEST attached', () => {
    const mail = reservationMail('reserved', meeting, attendee, { method: 'REQUEST', uid, sequence: 0 }, settings);
    const vars = { name: 'Somchai Phan', title: meeting.title, school: 'Riverside College', start: '2027-03-01 09:00 (Asia/Vientiane)', end: '12:00', place: 'Hall A, Building 2 / https://meet.example.com/fair' };
    expect(mail).toMatchObject({ to: 'somchai@example.com', subject: translate('th', 'meetingMail.reserved.subject', vars), text: translate('th', 'meetingMail.reserved.body', vars) });
    // the zone named once, the end as a time alone on the same day
    expect(mail.text).toContain('2027-03-01 09:00 (Asia/Vientiane) – 12:00');
    expect(mail.attachments).toEqual([{ filename: 'meeting.ics', contentType: 'text/calendar; method=REQUEST; charset=UTF-8', content: expect.stringContaining('METHOD:REQUEST') }]);
  });

  it('tells a promotion and a cancellation in their own words, the cancellation with a CANCEL', () => {
    const promoted = reservationMail('promoted', meeting, { ...attendee, locale: 'lo' }, { method: 'REQUEST', uid, sequence: 2 }, settings);
    expect(promoted.subject).toBe(translate('lo', 'meetingMail.promoted.subject', { title: meeting.title }));
    const cancelled = reservationMail('cancelled', meeting, { ...attendee, locale: 'zh-CN' }, { method: 'CANCEL', uid, sequence: 1 }, settings);
    expect(cancelled.subject).toBe(translate('zh-cn', 'meetingMail.cancelled.subject', { title: meeting.title }));
    expect(cancelled.attachments![0]).toMatchObject({ filename: 'meeting-cancelled.ics', contentType: 'text/calendar; method=CANCEL; charset=UTF-8' });
    expect(propertiesOf(cancelled.attachments![0]!.content).get('SEQUENCE')).toEqual(['1']);
  });

  it('sends the school’s apology as written, escaped in the HTML part, with a CANCEL for a seat holder only', () => {
    const apology = { emailTitle: 'Sorry <b>all</b>', emailContent: 'We must cancel.\nSee <script>alert(1)</script> & more.' };
    const seat = apologyMail(meeting, { ...attendee, locale: 'en' }, apology, { method: 'CANCEL', uid, sequence: 4 }, settings);
    expect(seat.subject).toBe('Sorry <b>all</b>');
    expect(seat.text.startsWith(apology.emailContent)).toBe(true);
    expect(seat.text).toContain(translate('en', 'meetingMail.revoked.footer', { title: meeting.title, school: 'Riverside College', start: '2027-03-01 09:00 (Asia/Vientiane)' }));
    expect(seat.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; more.');
    expect(seat.html).not.toContain('<script>');
    expect(seat.html!.startsWith('<p>We must cancel.<br>See ')).toBe(true);
    const properties = propertiesOf(seat.attachments![0]!.content);
    expect([properties.get('METHOD'), properties.get('UID'), properties.get('SEQUENCE')]).toEqual([['CANCEL'], [uid], ['4']]);

    const waitlisted = apologyMail(meeting, attendee, apology, null, settings);
    expect(waitlisted.attachments).toBeUndefined();
    expect(waitlisted.text).not.toContain(translate('th', 'meetingMail.revoked.calendarNote'));
  });

  it('writes the notices as plain text, the revoke’s with the apology', () => {
    const notice = meetingNoticeText('revoked', meeting, { locale: 'th', timeZone: 'Asia/Vientiane' }, { emailTitle: 't', emailContent: 'ขออภัย' });
    expect(notice.title).toBe(translate('th', 'meetingMail.notices.revoked.title', { title: meeting.title }));
    expect(notice.text.endsWith('\n\nขออภัย')).toBe(true);
    expect(htmlOfText('a\n\nb & c')).toBe('<p>a</p>\n<p>b &#38; c</p>');
  });
});
