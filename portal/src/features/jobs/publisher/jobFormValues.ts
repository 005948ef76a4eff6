import { type JobDetail, type JobFormInput, jobTextFields } from '@jobmarket/contracts';

/** Every field of contracts' jobForm, as the form's inputs hold them (strings; the schema reads the numbers). */
export const jobFormFields = [
  'position',
  'company',
  'industry',
  'education',
  'totalCommission',
  'guaranteeMonth',
  'minSalary',
  'maxSalary',
  'provinceCode',
  'districtCode',
  'detailAddress',
  ...jobTextFields,
] as const satisfies readonly (keyof JobFormInput)[];
export type JobFormField = (typeof jobFormFields)[number];
export type JobFormValues = Record<JobFormField, string>;

/** A new job: empty but for the publisher's own company. */
export function newJobValues(company: string): JobFormValues {
  const values = Object.fromEntries(jobFormFields.map((field) => [field, ''])) as JobFormValues;
  return { ...values, company };
}

/** A job being corrected, as it was saved. */
export function jobValuesOf(job: JobDetail): JobFormValues {
  return Object.fromEntries(jobFormFields.map((field) => [field, job[field] === null || job[field] === undefined ? '' : String(job[field])])) as JobFormValues;
}
