import { z } from 'zod';
import { whenMissing } from '../http/requiredMessage';
import { locales } from '../i18n/locales';
import { counselorStatuses, sessionModes } from './consultOrderMachine';

// messages are i18n keys (validation.* shared, counseling.validation.* this context's); client and api use this one schema

const id = z.preprocess((value) => (typeof value === 'string' && value !== '' ? Number(value) : value), z.number(whenMissing('validation.required')).int().min(1, 'validation.required'));
const required = (max: number) => z.string(whenMissing('validation.required')).trim().min(1, 'validation.required').max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().nullable().transform((value) => value || null);
const instant = z.string(whenMissing('validation.required')).datetime({ offset: true, message: 'validation.invalidDate' });
const day = z.string(whenMissing('validation.required')).regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate');
/** A wall-clock time in the counselor's zone, `HH:mm`. */
const clock = z.string(whenMissing('validation.required')).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'counseling.validation.invalidTime');
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

export const COUNSELOR_BIOGRAPHY_MAX = 4_000;
export const CONSULT_NOTES_MAX = 4_000;
export const CONSULT_COMMENT_MAX = 1_000;
/** Session lengths a counselor may offer, in minutes. */
export const sessionLengths = [30, 45, 60, 90] as const;

/**
 * `POST /counselors` and `PUT /counselors/{id}`: the profile beside the counselor's user account. Specialties are
 * values of the `counseling_specialty` dictionary (checked by the api); a biography per language spoken, at least one;
 * the price in the configured currency (`currency.code`), 0 for free sessions.
 */
export const counselorForm = z.object({
  userId: id,
  name: required(100),
  avatarUrl: optionalText(300),
  title: required(120),
  specialties: z.array(required(40)).min(1, 'counseling.validation.specialtyRequired').max(10),
  languages: z.array(z.enum(locales)).min(1, 'counseling.validation.languageRequired'),
  biographies: z.partialRecord(z.enum(locales), z.string().trim().max(COUNSELOR_BIOGRAPHY_MAX)),
  price: z.coerce.number(whenMissing('validation.required')).int('counseling.validation.wholePrice').min(0, 'counseling.validation.priceRange').max(100_000_000, 'counseling.validation.priceRange'),
  sessionMinutes: z.coerce.number(whenMissing('validation.required')).refine((value) => (sessionLengths as readonly number[]).includes(value), 'counseling.validation.sessionLength'),
  modes: z.array(z.enum(sessionModes)).min(1, 'counseling.validation.modeRequired'),
  /** Where in-person sessions are held (required when in person is offered). */
  place: optionalText(200),
  status: z.enum(counselorStatuses),
}).superRefine((form, context) => {
  for (const language of form.languages) {
    if (!form.biographies[language]) context.addIssue({ code: 'custom', path: ['biographies', language], message: 'counseling.validation.biographyRequired' });
  }
  if (form.modes.includes('inPerson') && !form.place) context.addIssue({ code: 'custom', path: ['place'], message: 'counseling.validation.placeRequired' });
});
export type CounselorForm = z.output<typeof counselorForm>;
export type CounselorFormInput = z.input<typeof counselorForm>;

/** One weekly opening in the counselor's zone: weekday 0 (Sunday) … 6, from < to. */
const weeklyOpening = z
  .object({ weekday: z.coerce.number().int().min(0).max(6), from: clock, to: clock })
  // a time that is not HH:mm is its own field's error alone (NaN compares false: no second message on `to`)
  .refine((opening) => !(minutesOf(opening.to) <= minutesOf(opening.from)), { path: ['to'], message: 'counseling.validation.toAfterFrom' });

/** `PUT /counselors/{id}/availability`: the weekly openings (they may not overlap on a day) in an IANA zone. */
export const availabilityForm = z
  .object({ timeZone: required(60), weekly: z.array(weeklyOpening).max(50) })
  .superRefine((form, context) => {
    const byDay = new Map<number, { from: number; to: number }[]>();
    form.weekly.forEach((opening, index) => {
      const span = { from: minutesOf(opening.from), to: minutesOf(opening.to) };
      const sameDay = byDay.get(opening.weekday) ?? [];
      if (sameDay.some((other) => span.from < other.to && other.from < span.to)) context.addIssue({ code: 'custom', path: ['weekly', index, 'from'], message: 'counseling.validation.overlap' });
      byDay.set(opening.weekday, [...sameDay, span]);
    });
  });
export type AvailabilityForm = z.output<typeof availabilityForm>;

/** `POST /counselors/{id}/days-off`: a day without sessions (existing bookings that day stay until cancelled). */
export const dayOffForm = z.object({ day, reason: optionalText(200) });
export type DayOffForm = z.output<typeof dayOffForm>;

/** `POST /consult-orders`: a seeker books a free slot of a counselor (its start, as `GET /counselors/{id}/slots` gave it). */
export const bookForm = z.object({ counselorId: id, startsAt: instant, mode: z.enum(sessionModes), topic: optionalText(500) });
export type BookForm = z.output<typeof bookForm>;

/** `PUT /consult-orders/{id}/cancel`: why (required of the counselor and staff, optional for the seeker). */
export const consultCancelForm = z.object({ reason: optionalText(500) });
export type ConsultCancelForm = z.output<typeof consultCancelForm>;

/** `PUT /consult-orders/{id}/reschedule`: another free slot of the same counselor. */
export const rescheduleForm = z.object({ startsAt: instant });
export type RescheduleForm = z.output<typeof rescheduleForm>;

/** `PUT /consult-orders/{id}/notes`: the counselor's private notes (never shown to the seeker). */
export const consultNotesForm = z.object({ notes: z.string().trim().max(CONSULT_NOTES_MAX) });
export type ConsultNotesForm = z.output<typeof consultNotesForm>;

/** `PUT /consult-orders/{id}/rating`: the seeker rates a completed session once, 1 to 5 stars, with an optional comment. */
export const consultRatingForm = z.object({
  rating: z.coerce.number(whenMissing('validation.required')).int().min(1, 'counseling.validation.ratingRange').max(5, 'counseling.validation.ratingRange'),
  comment: optionalText(CONSULT_COMMENT_MAX),
});
export type ConsultRatingForm = z.output<typeof consultRatingForm>;
