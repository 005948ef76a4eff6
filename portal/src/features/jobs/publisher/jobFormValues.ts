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

/** A job being corrected, as it was saved: the dictionary fields by their values (the view carries them labelled). */
export function jobValuesOf(job: JobDetail): JobFormValues {
  const saved = (field: JobFormField): string => {
    const value = job[field];
    if (typeof value === 'object' && value !== null) return value.value;
    return value === null || value === undefined ? '' : String(value);
  };
  return Object.fromEntries(jobFormFields.map((field) => [field, saved(field)])) as JobFormValues;
}
