import type { Locale } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';

/** The PDF's words in the reader's language: field labels `resumes.fields.*`, the PDF's own `resumes.pdf.*`. */
export function pdfTexts(locale: Locale) {
  const text = (key: string, vars?: Record<string, string | number>) => translate(locale, `resumes.${key}`, vars);
  return {
    locale,
    field: (name: string) => text(`fields.${name}`),
    pdf: (name: string, vars?: Record<string, string | number>) => text(`pdf.${name}`, vars),
    gender: (gender: number) => text(`genders.${gender}`),
    untilNow: () => text('experience.untilNow'),
    /** "1 year" / "3 years": polyglot's plural forms (English has two, the others one). */
    years: (count: number) => {
      const forms = text('experience.years', { smart_count: count }).split(' |||| ');
      return (forms.length > 1 && count !== 1 ? forms[1] : forms[0])!;
    },
  };
}

export type PdfTexts = ReturnType<typeof pdfTexts>;

/** `2019-03` as resumes print it (`2019.03`), the same in every language. */
export const printedMonth = (month: string) => month.replace('-', '.');
