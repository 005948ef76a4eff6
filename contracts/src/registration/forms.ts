import { z } from 'zod';
import { whenMissing } from '../http/requiredMessage';
import { MOBILE_PATTERN, PASSWORD_MIN_LENGTH } from '../identity/forms';

// messages are i18n keys (spec §5 and §8 texts); the api and the portal localise them

const required = (max: number) => z.string(whenMissing('validation.required')).trim().min(1, 'validation.required').max(max);
const usernameField = required(64).regex(/^[^\s]+$/, 'validation.noSpaces');
const nicknameField = required(64);
const requiredEmail = required(100).pipe(z.email('validation.invalidEmail'));
const requiredMobile = required(20).regex(MOBILE_PATTERN, 'validation.invalidMobile');
const requiredPassword = z.string(whenMissing('validation.required')).min(1, 'validation.required').min(PASSWORD_MIN_LENGTH, 'validation.passwordTooShort').max(128);
const requiredCode = required(6).regex(/^\d{6}$/, 'validation.codeSixDigits');
/** 0 secret, 1 male, 2 female; multipart sends it as text. */
const genderField = z
  .preprocess((value) => (value === '' || value === null ? undefined : typeof value === 'number' ? String(value) : value), z.enum(['0', '1', '2'], 'validation.required'))
  .transform(Number);

/** `POST /registrations/job-seeker` text fields (the avatar file comes beside them). */
export const jobSeekerRegistrationForm = z.object({
  username: usernameField,
  nickname: nicknameField,
  email: requiredEmail,
  password: requiredPassword,
  gender: genderField,
  /** The school the seeker studies at (a registered school's id, `GET /meetings/schools`); left out or empty: none. */
  schoolId: z.preprocess((value) => (value === '' || value === null ? undefined : value), z.coerce.number().int().positive('meetings.validation.unknownSchool').optional()),
});
export type JobSeekerRegistrationForm = z.output<typeof jobSeekerRegistrationForm>;

export const COMPANY_MAX = 100;
export const SCHOOL_NAME_MAX = 64;

/** `POST /registrations/publisher` text fields (the four document fields come beside them). */
export const publisherRegistrationForm = z.object({
  username: usernameField,
  password: requiredPassword,
  company: required(COMPANY_MAX),
  email: requiredEmail,
  mobile: requiredMobile,
  code: requiredCode,
});
export type PublisherRegistrationForm = z.output<typeof publisherRegistrationForm>;

/** `POST /registrations/school-admin`: the username is the school's name (spec §5), so it may hold spaces. */
export const schoolAdminRegistrationForm = z
  .object({
    username: required(SCHOOL_NAME_MAX),
    nickname: nicknameField,
    password: requiredPassword,
    gender: genderField,
    email: requiredEmail,
    mobile: requiredMobile,
    code: requiredCode,
    schoolName: required(SCHOOL_NAME_MAX),
  })
  .superRefine((form, context) => {
    if (form.username !== form.schoolName) context.addIssue({ code: 'custom', path: ['username'], message: 'validation.usernameMustBeSchoolName' });
  });
export type SchoolAdminRegistrationForm = z.output<typeof schoolAdminRegistrationForm>;

/** `PUT /registrations/mine/documents` text fields: both optional, only what the applicant corrects. */
export const applicationCorrectionForm = z.object({
  company: required(COMPANY_MAX).optional(),
  schoolName: required(SCHOOL_NAME_MAX).optional(),
});
export type ApplicationCorrectionForm = z.output<typeof applicationCorrectionForm>;

/** `POST /auth/verification-code`: a registration code to a mobile. */
export const verificationCodeRequest = z.object({
  mobile: requiredMobile,
  purpose: z.literal('REGISTER', 'validation.invalid'),
});

export const REJECT_REASON_MAX = 500;

/** `PUT /publishers/{id}/audit` and `/school-admins/{id}/audit` (spec §5 publisher audit). */
export const auditForm = z
  .object({
    auditStatus: z.preprocess((value) => (typeof value === 'string' && value !== '' ? Number(value) : value), z.union([z.literal(1), z.literal(2)], 'validation.auditStatusRequired')),
    rejectReason: z.string().trim().max(REJECT_REASON_MAX).optional().nullable(),
  })
  .superRefine((form, context) => {
    if (form.auditStatus === 2 && !form.rejectReason) context.addIssue({ code: 'custom', path: ['rejectReason'], message: 'validation.rejectReasonRequired' });
  })
  .transform((form) => ({ auditStatus: form.auditStatus, rejectReason: form.auditStatus === 2 ? form.rejectReason! : null }));
export type AuditForm = z.output<typeof auditForm>;
