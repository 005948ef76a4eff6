import { z } from 'zod';
import { whenMissing } from '../http/requiredMessage';
import { REJECT_REASON_MAX } from '../registration/forms';

// messages are i18n keys (spec §5 and §8 texts) in the shared `validation` section, which the api's field errors
// translate (api/src/http/validation.ts); both front ends localise them from this one schema

const required = (max: number) => z.string(whenMissing('validation.required')).trim().min(1, 'validation.required').max(max);
/** A required number typed into a text field: '' and null are missing, not zero. */
const requiredNumber = (schema: z.ZodNumber) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value), schema);
const money = requiredNumber(z.number(whenMissing('validation.required')).min(0, 'validation.notNegative').max(1_000_000_000_000));

export const JOB_TITLE_MAX = 100;
export const JOB_TEXT_MAX = 5000;
export const JOB_GUARANTEE_MONTHS_MAX = 24;

/** The long text sections of a job, in the order a reader meets them. */
export const jobTextFields = [
  'responsibility',
  'requirement',
  'interviewProcess',
  'strictRequirements',
  'preferredProfile',
  'generalProfile',
  'rejectedProfile',
  'softSkills',
  'managementExperience',
] as const;
export type JobTextField = (typeof jobTextFields)[number];

const jobFieldsShape = {
  position: required(JOB_TITLE_MAX),
  company: required(100),
  /** Dictionary `industry` value. */
  industry: required(40),
  /** Dictionary `education` value. */
  education: required(40),
  totalCommission: money,
  guaranteeMonth: requiredNumber(z.number(whenMissing('validation.required')).int().min(0, 'validation.notNegative').max(JOB_GUARANTEE_MONTHS_MAX, 'validation.guaranteeMonthMax')),
  minSalary: money,
  maxSalary: money,
  /** Region codes (GET /regions/options): a province and one of its cities/districts. */
  provinceCode: required(20),
  districtCode: required(20),
  detailAddress: required(200),
  ...(Object.fromEntries(jobTextFields.map((field) => [field, required(JOB_TEXT_MAX)])) as Record<JobTextField, ReturnType<typeof required>>),
};

/**
 * `POST /jobs` and `PUT /jobs/{id}` (spec §3 Job, §5): every field required; the minimum salary cannot exceed the
 * maximum and the maximum cannot be below the minimum, each said on its own field. Whether the district belongs to
 * the province is checked by the api against the region table.
 */
export const jobForm = z.object(jobFieldsShape).superRefine((form, context) => {
  if (form.minSalary > form.maxSalary) {
    context.addIssue({ code: 'custom', path: ['minSalary'], message: 'validation.minSalaryAboveMax' });
    context.addIssue({ code: 'custom', path: ['maxSalary'], message: 'validation.maxSalaryBelowMin' });
  }
});
export type JobForm = z.output<typeof jobForm>;
export type JobFormInput = z.input<typeof jobForm>;

/** Percentages of the total commission for the company, the resume auditor and the candidate. */
export interface CommissionSplit {
  company: number;
  auditor: number;
  candidate: number;
}
export const commissionShares = ['company', 'auditor', 'candidate'] as const satisfies readonly (keyof CommissionSplit)[];
export const COMMISSION_TOTAL = 100;

const percentage = requiredNumber(z.number(whenMissing('validation.required')).min(0, 'validation.percentageRange').max(100, 'validation.percentageRange'));

/** The split's total to two decimals (so 33.33 + 33.33 + 33.34 is exactly 100). */
export const commissionTotalOf = (split: CommissionSplit): number => Math.round((split.company + split.auditor + split.candidate) * 100) / 100;

/** Each share's amount of money from the job's total commission, rounded to two decimals. */
export const commissionAmountsOf = (split: CommissionSplit, totalCommission: number): CommissionSplit => ({
  company: Math.round(totalCommission * split.company) / 100,
  auditor: Math.round(totalCommission * split.auditor) / 100,
  candidate: Math.round(totalCommission * split.candidate) / 100,
});

/**
 * `PUT /jobs/{id}/audit` (spec §5): a decision; to approve, the commission split (totalling exactly 100%), the resume
 * auditor (a staff user) and the sort; to reject, the reason.
 */
export const jobAuditForm = z
  .object({
    auditStatus: z.preprocess((value) => (typeof value === 'string' && value !== '' ? Number(value) : value), z.union([z.literal(1), z.literal(2)], 'validation.auditStatusRequired')),
    rejectReason: z.string().trim().max(REJECT_REASON_MAX).optional().nullable(),
    commission: z.object({ company: percentage, auditor: percentage, candidate: percentage }).optional().nullable(),
    resumeAuditorId: requiredNumber(z.number(whenMissing('validation.required')).int().min(1, 'validation.required')).optional().nullable(),
    sort: requiredNumber(z.number(whenMissing('validation.required')).int().min(0, 'validation.notNegative').max(100_000)).optional().nullable(),
  })
  .superRefine((form, context) => {
    if (form.auditStatus === 2) {
      if (!form.rejectReason) context.addIssue({ code: 'custom', path: ['rejectReason'], message: 'validation.rejectReasonRequired' });
      return;
    }
    if (!form.commission) context.addIssue({ code: 'custom', path: ['commission'], message: 'validation.required' });
    else if (commissionTotalOf(form.commission) !== COMMISSION_TOTAL) context.addIssue({ code: 'custom', path: ['commission'], message: 'validation.commissionMustTotal100' });
    if (form.resumeAuditorId == null) context.addIssue({ code: 'custom', path: ['resumeAuditorId'], message: 'validation.required' });
    if (form.sort == null) context.addIssue({ code: 'custom', path: ['sort'], message: 'validation.required' });
  })
  .transform((form) =>
    form.auditStatus === 2
      ? ({ auditStatus: 2, rejectReason: form.rejectReason! } as const)
      : ({ auditStatus: 1, commission: form.commission!, resumeAuditorId: form.resumeAuditorId!, sort: form.sort! } as const),
  );
export type JobAuditForm = z.output<typeof jobAuditForm>;

/** `PUT /jobs/{id}/extend`: the new last day the job is open (YYYY-MM-DD, after today; the api caps it). */
export const jobExtendForm = z.object({
  validThrough: z.string(whenMissing('validation.required')).regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate'),
});
export type JobExtendForm = z.output<typeof jobExtendForm>;

/** `PUT /companies/mine`: what the publisher shows on their public company page. */
export const companyProfileForm = z.object({
  introduction: z.string().trim().max(2000).default(''),
  /** Whether the office photo of their application may appear on the public page (never the other documents). */
  showOfficePhoto: z.boolean().default(false),
});
export type CompanyProfileForm = z.output<typeof companyProfileForm>;
