import { translate } from '@jobmarket/contracts/i18n/translate';
import { describe, expect, it } from 'vitest';
import { consultIcs, consultMail, consultNoticeText, type ConsultAbout, type ConsultParty } from './consultInvitation';
import { propertiesOf } from '../../../testing/calendarProperties';

const MAIL_FROM = 'JobMarket <no-reply@jobmarket.test>';
const settings = { mailFrom: MAIL_FROM, noticeHours: 24 };
const about: ConsultAbout = {
  orderNo: 'CO20270301000007',
  seekerName: 'Somchai Phan',
  counselorName: 'Lin Wei',
  // 09:00–10:00 in Vientiane (UTC+7)
  startsAt: '2027-03-01T02:00:00.000Z',
  endsAt: '2027-03-01T03:00:00.000Z',
  mode: 'inPerson',
  place: 'Vientiane Center, 3rd floor',
  topic: 'Moving into data work',
};
const seeker: ConsultParty = { role: 'seeker', name: 'Somchai Phan', email: 'somchai@example.com', locale: 'th', timeZone: 'Asia/Vientiane' };
const counselor: ConsultParty = { role: 'counselor', name: 'Lin Wei', email: 'lin@example.com', locale: 'zh-CN', timeZone: 'Asia/Shanghai' };
const parties = { seeker, counselor };
const uid = 'consult-order-7@jobmarket';


describe('a consult session’s calendar object', () => {
  it('invites both parties with METHOD:REQUEST, the order’s UID and SEQUENCE, in UTC, at the counselor’s place', () => {
    const ics = consultIcs(about, { method: 'REQUEST', uid, sequence: 0 }, parties, seeker, MAIL_FROM);
    const properties = propertiesOf(ics);
    expect([properties.get('METHOD'), properties.get('UID'), properties.get('SEQUENCE'), properties.get('STATUS')]).toEqual([['REQUEST'], [uid], ['0'], ['CONFIRMED']]);
    expect([properties.get('DTSTART'), properties.get('DTEND')]).toEqual([['20270301T020000Z'], ['20270301T030000Z']]);
    expect(properties.get('LOCATION')).toEqual(['Vientiane Center\\, 3rd floor']);
    expect(properties.get('SUMMARY')).toEqual([translate('th', 'counselingMail.eventTitle', { seeker: 'Somchai Phan', counselor: 'Lin Wei' })]);
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toMatch(/^ORGANIZER;CN="?JobMarket"?:MAILTO:no-reply@jobmarket\.test$/m);
    expect(unfolded.match(/^ATTENDEE;.*PARTSTAT="?ACCEPTED"?.*$/gm)).toHaveLength(2);
  });

  it('cancels with METHOD:CANCEL under the same UID with the higher SEQUENCE', () => {
    const properties = propertiesOf(consultIcs(about, { method: 'CANCEL', uid, sequence: 2 }, parties, counselor, MAIL_FROM));
    expect([properties.get('METHOD'), properties.get('STATUS'), properties.get('UID'), properties.get('SEQUENCE')]).toEqual([['CANCEL'], ['CANCELLED'], [uid], ['2']]);
  });
});

describe('a consult session’s mails and notices', () => {
  it('confirms to the seeker in their language and zone, with the notice window and the .ics REQUEST', () => {
    const mail = consultMail('confirmed', about, seeker, parties, { method: 'REQUEST', uid, sequence: 0 }, settings)!;
    expect(mail.to).toBe('somchai@example.com');
    expect(mail.subject).toBe(translate('th', 'counselingMail.confirmed.subject', { start: '2027-03-01 09:00 (Asia/Vientiane)' }));
    expect(mail.text).toContain('Lin Wei');
    expect(mail.text).toContain('2027-03-01 09:00 (Asia/Vientiane) – 10:00');
    expect(mail.text).toContain('24');
    expect(mail.text).toContain('Vientiane Center, 3rd floor');
    expect(mail.attachments?.[0]?.contentType).toBe('text/calendar; method=REQUEST; charset=UTF-8');
  });

  it('tells the counselor of the booking in their own zone, and a cancellation’s reason and refund only to whom it concerns', () => {
    const booked = consultMail('booked', about, counselor, parties, { method: 'REQUEST', uid, sequence: 0 }, settings)!;
    expect(booked.subject).toContain('2027-03-01 10:00 (Asia/Shanghai)');
    expect(booked.text).toContain('Somchai Phan');
    const cancelled = { ...about, reason: 'Counselor ill', refund: { amount: 150000, currency: 'LAK' } };
    const toSeeker = consultMail('cancelled', cancelled, seeker, parties, { method: 'CANCEL', uid, sequence: 1 }, settings)!;
    expect(toSeeker.text).toContain('Counselor ill');
    expect(toSeeker.text).toContain('150,000 LAK');
    expect(toSeeker.attachments?.[0]?.contentType).toBe('text/calendar; method=CANCEL; charset=UTF-8');
    expect(consultMail('cancelled', cancelled, counselor, parties, { method: 'CANCEL', uid, sequence: 1 }, settings)!.text).not.toContain('150,000');
  });

  it('reminds without a calendar object, and sends nothing to a party without an address', () => {
    expect(consultMail('reminder', about, seeker, parties, null, settings)!.attachments).toBeUndefined();
    expect(consultMail('reminder', about, { ...seeker, email: null }, parties, null, settings)).toBeUndefined();
  });

  it('writes every notice the api names in every language, no placeholder left', () => {
    for (const locale of ['en', 'lo', 'th', 'zh-CN']) {
      for (const notice of ['awaitingPayment', 'confirmed', 'booked', 'expired', 'rescheduled', 'cancelled', 'completed', 'reminder']) {
        const text = consultNoticeText(notice, { ...about, payBefore: '2027-02-28T02:30:00.000Z' }, { ...seeker, locale });
        expect(`${text.title} ${text.text}`, `${locale} ${notice}`).not.toMatch(/%\{|counselingMail\./);
      }
    }
  });
});
