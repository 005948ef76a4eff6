import type { Locale, SlotView } from '@jobmarket/contracts';
import { timeLocaleOf } from '../meetings/school/meetingTimes';

// A session happens at an instant: its slots are grouped and written on the reader's clock (the browser's zone), as the
// job fairs' times are (meetings/school/meetingTimes.ts: the Intl locale per language and the span formats come from there).

const pad = (value: number) => String(value).padStart(2, '0');

/** A date on the reader's clock as the api's `from`/`to` take it (`YYYY-MM-DD`). */
export const dayOf = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The day `days` after `date` on the reader's calendar. */
export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** One day of free slots on the reader's clock. */
export interface SlotDay {
  day: string;
  label: string;
  slots: { slot: SlotView; time: string }[];
}

/** Free slots grouped by the reader's day, soonest first, each day named and each slot's start written in their language. */
export function slotsByDay(locale: Locale, slots: SlotView[]): SlotDay[] {
  const tag = timeLocaleOf(locale);
  const dayFormat = tag ? new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long' }) : null;
  const timeFormat = tag ? new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' }) : null;
  const days = new Map<string, SlotDay>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))) {
    const start = new Date(slot.startsAt);
    if (Number.isNaN(start.getTime())) continue;
    const day = dayOf(start);
    let group = days.get(day);
    if (!group) days.set(day, (group = { day, label: dayFormat ? dayFormat.format(start) : `${pad(start.getDate())}/${pad(start.getMonth() + 1)}/${start.getFullYear()}`, slots: [] }));
    group.slots.push({ slot, time: timeFormat ? timeFormat.format(start) : `${pad(start.getHours())}:${pad(start.getMinutes())}` });
  }
  return [...days.values()];
}
