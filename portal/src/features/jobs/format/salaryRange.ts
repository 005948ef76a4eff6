/**
 * A salary range in the reader's locale and the job's currency (ISO 4217): `฿30,000 - ฿50,000` for a Thai reader,
 * `₭3.000.000 – ₭5.000.000` for a Lao one. Whole units: nobody advertises a salary in satang.
 */
export function formatSalaryRange(locale: string, minSalary: number, maxSalary: number, currency: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
  return minSalary === maxSalary ? format.format(minSalary) : format.formatRange(minSalary, maxSalary);
}

/** The symbol or code a reader of `locale` knows the currency by (an input's adornment). */
export function currencySymbol(locale: string, currency: string): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}
