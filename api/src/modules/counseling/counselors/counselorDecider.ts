import type { AvailabilityForm, CounselorEvent, CounselorProfile, CounselorStatus, MessageKey } from '@jobmarket/contracts';
import type { Decider } from '../../../eventSourcing/decider';
import { DomainError } from '../../../http/appError';
import { isKnownTimeZone } from '../../../http/time';
import type { CounselorSchedule } from './slots';

export { counselorStream } from '@jobmarket/contracts';

export interface Counselor {
  counselorId: number;
  profile: CounselorProfile;
  status: CounselorStatus;
  /** Null until the availability is first set: no slots. */
  availability: AvailabilityForm | null;
  /** Day (`YYYY-MM-DD`, the counselor's zone) → reason. */
  daysOff: Record<string, string | null>;
}

export type CounselorState = { exists: false } | ({ exists: true } & Counselor);

/**
 * `create`: staff make a user a counselor (refused when they already are one); `edit`: staff change the profile of
 * one. Who may is the handler's check (permissions, the counselor themselves); the rules of the data are here.
 * `today` is the day in the counselor's zone when the command runs (a day off in the past is refused).
 */
export type CounselorCommand =
  | { type: 'SaveProfile'; mode: 'create' | 'edit'; counselorId: number; profile: CounselorProfile; actorId: string }
  | { type: 'SetStatus'; status: CounselorStatus; actorId: string }
  | { type: 'SetAvailability'; availability: AvailabilityForm }
  | { type: 'AddDayOff'; day: string; reason: string | null; today: string }
  | { type: 'RemoveDayOff'; day: string };

type Existing = Extract<CounselorState, { exists: true }>;

function existing(state: CounselorState): Existing {
  if (!state.exists) throw new DomainError('A0606');
  return state;
}

const fieldError = (field: string, key: MessageKey) => new DomainError('A0402', key, {}, { errors: { [field]: key } });

/** Key order aside, the same value (profiles and availabilities are compared to find a repeat). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What the slots are cut from, as the write side holds it (null without availability). */
export function scheduleOf(state: CounselorState): CounselorSchedule | null {
  if (!state.exists || !state.availability) return null;
  return { timeZone: state.availability.timeZone, weekly: state.availability.weekly, daysOff: Object.keys(state.daysOff), sessionMinutes: state.profile.sessionMinutes };
}

/**
 * A counselor (stream `counselor-<userId>`, the id is their user account's): the profile staff keep (its status
 * among it), the status on its own (deactivating stops new bookings), the weekly availability in an IANA zone and the
 * days off. Saving what is already saved changes nothing.
 */
export const counselorDecider: Decider<CounselorState, CounselorCommand, CounselorEvent> = {
  initialState: { exists: false },
  evolve(state, event) {
    if (event.type === 'CounselorProfileSaved') {
      const { counselorId, actorId: _actorId, ...profile } = event.data;
      if (!state.exists) return { exists: true, counselorId, profile, status: profile.status, availability: null, daysOff: {} };
      return { ...state, profile, status: profile.status };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'CounselorStatusChanged':
        return { ...state, status: event.data.status, profile: { ...state.profile, status: event.data.status } };
      case 'AvailabilitySet': {
        const { counselorId: _counselorId, ...availability } = event.data;
        return { ...state, availability };
      }
      case 'DayOffAdded':
        return { ...state, daysOff: { ...state.daysOff, [event.data.day]: event.data.reason } };
      case 'DayOffRemoved': {
        const { [event.data.day]: _removed, ...daysOff } = state.daysOff;
        return { ...state, daysOff };
      }
    }
    return state;
  },
  decide(command, state) {
    switch (command.type) {
      case 'SaveProfile': {
        if (command.mode === 'create' && state.exists) throw new DomainError('A0440', 'counseling.refusals.alreadyCounselor');
        if (command.mode === 'edit') {
          const counselor = existing(state);
          if (canonical(counselor.profile) === canonical(command.profile)) return [];
        }
        return [{ type: 'CounselorProfileSaved', data: { ...command.profile, counselorId: command.counselorId, actorId: command.actorId } }];
      }
      case 'SetStatus': {
        const counselor = existing(state);
        if (counselor.status === command.status) return [];
        return [{ type: 'CounselorStatusChanged', data: { counselorId: counselor.counselorId, status: command.status, actorId: command.actorId } }];
      }
      case 'SetAvailability': {
        const counselor = existing(state);
        if (!isKnownTimeZone(command.availability.timeZone)) throw fieldError('timeZone', 'counseling.validation.unknownTimeZone');
        const availability = { timeZone: command.availability.timeZone, weekly: [...command.availability.weekly].sort((a, b) => a.weekday - b.weekday || a.from.localeCompare(b.from)) };
        if (counselor.availability && canonical(counselor.availability) === canonical(availability)) return [];
        return [{ type: 'AvailabilitySet', data: { ...availability, counselorId: counselor.counselorId } }];
      }
      case 'AddDayOff': {
        const counselor = existing(state);
        if (command.day < command.today) throw fieldError('day', 'counseling.validation.dayOffInPast');
        if (command.day in counselor.daysOff && counselor.daysOff[command.day] === command.reason) return [];
        return [{ type: 'DayOffAdded', data: { counselorId: counselor.counselorId, day: command.day, reason: command.reason } }];
      }
      case 'RemoveDayOff': {
        const counselor = existing(state);
        if (!(command.day in counselor.daysOff)) return [];
        return [{ type: 'DayOffRemoved', data: { counselorId: counselor.counselorId, day: command.day } }];
      }
    }
  },
};
