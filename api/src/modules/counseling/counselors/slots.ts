import type { AvailabilityForm, ConsultSlot } from '@jobmarket/contracts';

/**
 * A counselor's free slots, pure (counseling-seams.md): the weekly openings are wall-clock times in the counselor's
 * IANA zone, each cut into `sessionMinutes` slots from its start; a day off (a day of the counselor's zone) has none;
 * a slot overlapping a session that holds its time (an order in a `slotHoldingStatuses` status) is taken; and nothing
 * starts sooner than `leadMinutes` from now. Times that do not exist on a day the clocks go forward are skipped; a
 * time the clocks pass twice (they go back) is its first occurrence.
 */

/** What the slots are cut from: the counselor's availability, days off and session length. */
export interface CounselorSchedule {
  timeZone: string;
  weekly: AvailabilityForm['weekly'];
  /** Days off, `YYYY-MM-DD` in the counselor's zone. */
  daysOff: readonly string[];
  sessionMinutes: number;
}

/** The instants a slot must start within: [from, to). */
export interface SlotWindow {
  from: Date;
  to: Date;
}

/** A session holding the counselor's time (an order that holds its slot). */
export interface HeldSlot {
  startsAt: Date | string;
  endsAt: Date | string;
}

/** A slot may not start sooner than this after now (nobody books a session starting in five minutes). */
export const SLOT_LEAD_MINUTES = 60;
/** The longest range `GET /counselors/{id}/slots` answers. */
export const MAX_SLOT_DAYS = 31;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of an instant in a zone, as the UTC milliseconds of the same wall-clock reading. */
function wallClockOf(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(formatterOf(timeZone).formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** The day (`YYYY-MM-DD`) an instant falls on in a zone. */
export function localDayOf(instant: Date, timeZone: string): string {
  return new Date(wallClockOf(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/**
 * The instant a wall-clock reading (UTC milliseconds of the reading) happens in a zone, or null when the clocks skip
 * it. Of two instants reading the same (the clocks go back), the earlier.
 */
export function instantOfWallClock(wallClock: number, timeZone: string): number | null {
  // an offset is within ±14 h: try the offsets in force around the reading, earliest instant first
  const offsets = new Set([wallClock - 14 * 3_600_000, wallClock, wallClock + 14 * 3_600_000].map((probe) => wallClockOf(probe, timeZone) - probe));
  const candidates = [...offsets].map((offset) => wallClock - offset).filter((instant) => wallClockOf(instant, timeZone) === wallClock);
  return candidates.length === 0 ? null : Math.min(...candidates);
}

/** The instant a day (`YYYY-MM-DD`) begins in a zone (its first existing minute). */
export function startOfDayIn(day: string, timeZone: string): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
    const instant = instantOfWallClock(midnight + minutes * MINUTE, timeZone);
    if (instant !== null) return new Date(instant);
  }
  throw new Error(`no instant of ${day} in ${timeZone}`);
}

/** The instants [from, to) of the days `from`…`to` (both included) in a zone. */
export function windowOfDays(from: string, to: string, timeZone: string): SlotWindow {
  const next = new Date(Date.parse(`${to}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
  return { from: startOfDayIn(from, timeZone), to: startOfDayIn(next, timeZone) };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Every slot the openings give in the window (before days off, held sessions and the past), earliest first. */
export function openSlotsOf(schedule: CounselorSchedule, window: SlotWindow): ConsultSlot[] {
  const { timeZone, weekly, sessionMinutes } = schedule;
  if (weekly.length === 0 || sessionMinutes <= 0 || window.to <= window.from) return [];
  const daysOff = new Set(schedule.daysOff);
  const slots: ConsultSlot[] = [];
  // the counselor's days that can hold a slot starting in the window: a day either side covers any zone's offset
  const firstDay = Date.parse(`${localDayOf(window.from, timeZone)}T00:00:00Z`) - DAY;
  const lastDay = Date.parse(`${localDayOf(window.to, timeZone)}T00:00:00Z`) + DAY;
  for (let day = firstDay; day <= lastDay; day += DAY) {
    const date = new Date(day);
    const dayText = date.toISOString().slice(0, 10);
    if (daysOff.has(dayText)) continue;
    const openings = weekly.filter((opening) => opening.weekday === date.getUTCDay()).sort((a, b) => minutesOf(a.from) - minutesOf(b.from));
    for (const opening of openings) {
      for (let start = minutesOf(opening.from); start + sessionMinutes <= minutesOf(opening.to); start += sessionMinutes) {
        const instant = instantOfWallClock(day + start * MINUTE, timeZone);
        if (instant === null || instant < window.from.getTime() || instant >= window.to.getTime()) continue;
        slots.push({ startsAt: new Date(instant).toISOString(), endsAt: new Date(instant + sessionMinutes * MINUTE).toISOString() });
      }
    }
  }
  return slots.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/**
 * The free slots in the window: the openings' slots minus days off, minus those overlapping a held session, minus
 * those starting sooner than `leadMinutes` after `now`.
 */
export function freeSlotsOf(schedule: CounselorSchedule, window: SlotWindow, held: readonly HeldSlot[], now: Date, leadMinutes = SLOT_LEAD_MINUTES): ConsultSlot[] {
  const earliest = now.getTime() + leadMinutes * MINUTE;
  const taken = held.map((slot) => ({ from: new Date(slot.startsAt).getTime(), to: new Date(slot.endsAt).getTime() }));
  return openSlotsOf(schedule, window).filter((slot) => {
    const from = Date.parse(slot.startsAt);
    const to = Date.parse(slot.endsAt);
    return from >= earliest && !taken.some((session) => from < session.to && session.from < to);
  });
}

/** Whether a slot starting at `startsAt` is one of the free slots (the booking's check, before its claim). */
export function isFreeSlotOf(schedule: CounselorSchedule, startsAt: Date | string, held: readonly HeldSlot[], now: Date): boolean {
  const start = new Date(startsAt).getTime();
  if (Number.isNaN(start)) return false;
  const window = { from: new Date(start), to: new Date(start + 1) };
  return freeSlotsOf(schedule, window, held, now).some((slot) => Date.parse(slot.startsAt) === start);
}
