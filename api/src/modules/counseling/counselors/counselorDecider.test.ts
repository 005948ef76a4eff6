import type { CounselorEvent, CounselorProfile } from '@jobmarket/contracts';
import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../../../eventSourcing/deciderSpecification';
import { counselorDecider, scheduleOf, type CounselorCommand } from './counselorDecider';

const given = DeciderSpecification.for(counselorDecider);

const profile: CounselorProfile = {
  userId: 7,
  name: 'Somchai Phomvihane',
  avatar: null,
  title: 'Career coach',
  specialties: ['careerPlanning', 'interviewPreparation'],
  languages: ['lo', 'th'],
  biographies: { lo: 'ຊ່ວຍວາງແຜນອາຊີບ 10 ປີ', th: 'ช่วยวางแผนอาชีพมา 10 ปี' },
  price: 0,
  sessionMinutes: 60,
  modes: ['online'],
  place: null,
  status: 'active',
  currency: 'LAK',
};
const weekly = [{ weekday: 1, from: '09:00', to: '12:00' }];

const saved: CounselorEvent = { type: 'CounselorProfileSaved', data: { ...profile, counselorId: 7, actorId: '1' } };
const availabilitySet: CounselorEvent = { type: 'AvailabilitySet', data: { timeZone: 'Asia/Vientiane', weekly, counselorId: 7 } };
const dayOff: CounselorEvent = { type: 'DayOffAdded', data: { counselorId: 7, day: '2026-12-07', reason: 'Training' } };

const save = (mode: 'create' | 'edit', changes: Partial<CounselorProfile> = {}): CounselorCommand => ({ type: 'SaveProfile', mode, counselorId: 7, profile: { ...profile, ...changes }, actorId: '1' });
const setAvailability = (timeZone = 'Asia/Vientiane', openings = weekly): CounselorCommand => ({ type: 'SetAvailability', availability: { timeZone, weekly: openings } });
const addDayOff = (day: string, reason: string | null = 'Training', today = '2026-12-01'): CounselorCommand => ({ type: 'AddDayOff', day, reason, today });

describe('counselor decider', () => {
  describe('the profile', () => {
    it('makes a user a counselor once', () => given([]).when(save('create')).then([saved]));

    it('refuses to make a counselor of one already', () => given([saved]).when(save('create')).thenThrows('A0440', 'counseling.refusals.alreadyCounselor'));

    it('edits a counselor’s profile', () =>
      given([saved]).when(save('edit', { price: 150_000 })).then([{ type: 'CounselorProfileSaved', data: { ...profile, price: 150_000, counselorId: 7, actorId: '1' } }]));

    it('changes nothing when the same profile is saved again (key order aside)', () =>
      given([saved]).when(save('edit', { biographies: { th: profile.biographies.th!, lo: profile.biographies.lo! } })).thenNothingHappened());

    it('knows no counselor to edit before one is made', () => given([]).when(save('edit')).thenThrows('A0606'));
  });

  describe('the status', () => {
    const deactivate: CounselorCommand = { type: 'SetStatus', status: 'inactive', actorId: '1' };
    const deactivated: CounselorEvent = { type: 'CounselorStatusChanged', data: { counselorId: 7, status: 'inactive', actorId: '1' } };

    it('deactivates an active counselor', () => given([saved]).when(deactivate).then([deactivated]));
    it('is idempotent', () => given([saved, deactivated]).when(deactivate).thenNothingHappened());
    it('is the profile’s status too: an edit after a deactivation sees it', () => {
      const state = [saved, deactivated].reduce(counselorDecider.evolve, counselorDecider.initialState);
      expect(state.exists && state.profile.status).toBe('inactive');
    });
  });

  describe('the availability', () => {
    it('sets weekly openings in an IANA zone', () => given([saved]).when(setAvailability()).then([availabilitySet]));

    it('refuses a zone the runtime does not know', () =>
      given([saved]).when(setAvailability('Asia/Atlantis')).thenThrows('A0402', 'counseling.validation.unknownTimeZone', { fieldErrors: { timeZone: 'counseling.validation.unknownTimeZone' } }));

    it('keeps the openings in weekday order and changes nothing when they are set again in another order', () => {
      const two = [{ weekday: 3, from: '10:00', to: '11:00' }, ...weekly];
      given([saved]).when(setAvailability('Asia/Vientiane', two)).then([{ type: 'AvailabilitySet', data: { timeZone: 'Asia/Vientiane', weekly: [...weekly, two[0]!], counselorId: 7 } }]);
      given([saved, { type: 'AvailabilitySet', data: { timeZone: 'Asia/Vientiane', weekly: [...weekly, two[0]!], counselorId: 7 } }]).when(setAvailability('Asia/Vientiane', two)).thenNothingHappened();
    });

    it('needs a counselor', () => given([]).when(setAvailability()).thenThrows('A0606'));
  });

  describe('days off', () => {
    it('adds a day off with its reason', () => given([saved]).when(addDayOff('2026-12-07')).then([dayOff]));
    it('takes today', () => given([saved]).when(addDayOff('2026-12-01')).then([{ type: 'DayOffAdded', data: { counselorId: 7, day: '2026-12-01', reason: 'Training' } }]));
    it('refuses a day in the past', () =>
      given([saved]).when(addDayOff('2026-11-30')).thenThrows('A0402', 'counseling.validation.dayOffInPast', { fieldErrors: { day: 'counseling.validation.dayOffInPast' } }));
    it('changes nothing for the same day and reason, and records a new reason', () => {
      given([saved, dayOff]).when(addDayOff('2026-12-07')).thenNothingHappened();
      given([saved, dayOff]).when(addDayOff('2026-12-07', null)).then([{ type: 'DayOffAdded', data: { counselorId: 7, day: '2026-12-07', reason: null } }]);
    });
    it('removes a day off, and nothing when there is none', () => {
      given([saved, dayOff]).when({ type: 'RemoveDayOff', day: '2026-12-07' }).then([{ type: 'DayOffRemoved', data: { counselorId: 7, day: '2026-12-07' } }]);
      given([saved]).when({ type: 'RemoveDayOff', day: '2026-12-07' }).thenNothingHappened();
    });
  });

  it('gives the schedule the slots are cut from once the availability is set', () => {
    const fold = (events: CounselorEvent[]) => events.reduce(counselorDecider.evolve, counselorDecider.initialState);
    expect(scheduleOf(fold([saved]))).toBeNull();
    const removed: CounselorEvent = { type: 'DayOffRemoved', data: { counselorId: 7, day: '2026-12-07' } };
    expect(scheduleOf(fold([saved, availabilitySet, dayOff]))).toEqual({ timeZone: 'Asia/Vientiane', weekly, daysOff: ['2026-12-07'], sessionMinutes: 60 });
    expect(scheduleOf(fold([saved, availabilitySet, dayOff, removed]))!.daysOff).toEqual([]);
  });
});
