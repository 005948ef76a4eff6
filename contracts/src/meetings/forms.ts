import { z } from 'zod';
import { whenMissing } from '../http/requiredMessage';
import { studentScopes } from './meetingMachine';

// messages are i18n keys (validation.* shared, meetings.validation.* this context's); client and api use this one schema

const required = (max: number) => z.string(whenMissing('validation.required')).trim().min(1, 'validation.required').max(max);
/** An instant typed in a datetime field and sent as ISO 8601 with its offset (the reader's zone). */
const instant = z.string(whenMissing('validation.required')).datetime({ offset: true, message: 'validation.invalidDate' });

export const MEETING_TITLE_MAX = 120;
/** Rich text as HTML; the api sanitises it before it is stored. */
export const MEETING_CONTENT_MAX = 20_000;
export const MEETING_CAPACITY_MAX = 100_000;

/**
 * `POST /meetings` and `PUT /meetings/{id}` (spec §3 Meeting reservation): title, rich-text content, start and end
 * (end after start), where (a place or an online link, at least one), seats, and who may join.
 */
export const meetingForm = z
  .object({
    title: required(MEETING_TITLE_MAX),
    content: required(MEETING_CONTENT_MAX),
    startTime: instant,
    endTime: instant,
    location: z.string().trim().max(200).optional().nullable().transform((value) => value || null),
    onlineUrl: z
      .url('meetings.validation.invalidUrl')
      .max(500)
      .optional()
      .nullable()
      .or(z.literal('').transform(() => null))
      // a link left out is null, as a location left out is
      .transform((value) => value ?? null),
    capacity: z.preprocess(
      (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
      z.number(whenMissing('validation.required')).int().min(1, 'meetings.validation.capacityRange').max(MEETING_CAPACITY_MAX, 'meetings.validation.capacityRange'),
    ),
    studentScope: z.enum(studentScopes, 'validation.required'),
  })
  .superRefine((form, context) => {
    if (new Date(form.endTime).getTime() <= new Date(form.startTime).getTime()) context.addIssue({ code: 'custom', path: ['endTime'], message: 'meetings.validation.endAfterStart' });
    if (!form.location && !form.onlineUrl) context.addIssue({ code: 'custom', path: ['location'], message: 'meetings.validation.placeRequired' });
  });
export type MeetingForm = z.output<typeof meetingForm>;
export type MeetingFormInput = z.input<typeof meetingForm>;

/** `PUT /meetings/{id}/revoke` (spec §3 apology emailTitle/emailContent): required when the meeting has reservations. */
export const revokeForm = z.object({
  emailTitle: z.string().trim().max(200).optional().nullable().transform((value) => value || null),
  emailContent: z.string().trim().max(MEETING_CONTENT_MAX).optional().nullable().transform((value) => value || null),
});
export type RevokeForm = z.output<typeof revokeForm>;

/** Staff create a meeting for a school (`POST /meetings` body beside the meeting form); a school admin's is their own. */
export const meetingSchoolForm = z.object({ schoolId: z.coerce.number(whenMissing('validation.required')).int().positive('validation.required') });

/** `PUT /students/me/school` and `PUT /students/{seekerId}/school`: a registered school's id, or null to clear it. */
export const studentSchoolForm = z.object({ schoolId: z.coerce.number().int().positive().nullable() });
export type StudentSchoolForm = z.output<typeof studentSchoolForm>;
