import type { ExperienceEntry, Locale, ResumeDetail, ResumeTemplateId } from '@jobmarket/contracts';
import { resumeFonts } from './fonts';
import { PdfCanvas } from './pdfCanvas';
import { pdfTexts } from './pdfTexts';
import { scriptRuns } from './scriptRuns';
import { resumeLayouts } from './templates';

/** What a templated PDF shows of a resume: the detail's fields, with the avatar's bytes (JPG or PNG) when it has one. */
export type ResumeForPdf = Pick<
  ResumeDetail,
  'name' | 'gender' | 'age' | 'university' | 'education' | 'industry' | 'phone' | 'email' | 'location' | 'specialties' | 'experience' | 'experienceYears'
> & { avatar: Buffer | null };

export interface RenderOptions {
  /** When it was generated (the footer's date), in `timeZone` (the server's). */
  now?: Date;
  timeZone?: string;
}

const pdfLanguage: Record<Locale, string> = { en: 'en', 'zh-cn': 'zh-CN', lo: 'lo', th: 'th' };

/** The title of the latest position: an open entry's, else the one that ended last. */
export function latestTitleOf(entries: readonly ExperienceEntry[]): string | null {
  const open = entries.find((entry) => entry.endMonth === null);
  if (open) return open.title;
  const ended = [...entries].sort((a, b) => (b.endMonth ?? '').localeCompare(a.endMonth ?? ''));
  return ended[0]?.title ?? null;
}

/**
 * A resume as an A4 PDF in one of the templates, labelled in `locale` and with the content as the seeker typed it, in
 * Noto fonts embedded as subsets: every script of the text (Latin, Thai, Lao, Chinese) is drawn in a font that has it.
 * Drawn on the calling thread: the api renders through `renderResumePdf`, which does this on a thread of its own.
 */
export async function drawResumePdf(resume: ResumeForPdf, templateId: ResumeTemplateId, locale: Locale, options: RenderOptions = {}): Promise<Buffer> {
  const fonts = await resumeFonts();
  const texts = pdfTexts(locale);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: options.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(options.now ?? new Date());
  const layout = resumeLayouts[templateId];
  const info = { Title: `${resume.name} — ${texts.field('pdf')}`, Author: resume.name, Subject: texts.field('pdf'), Creator: 'JobMarket' };
  const canvas = new PdfCanvas(fonts, layout.decorate, { info, lang: pdfLanguage[locale] });
  const words = [resume.name, resume.university, resume.education.label, resume.industry.label, resume.specialties, JSON.stringify(resume.experience), JSON.stringify(resume.location), texts.pdf('profile')];
  canvas.documentScripts = new Set(words.flatMap((text) => (text ? scriptRuns(text).map((run) => run.script) : [])));
  layout.draw(canvas, resume, texts, { date, latestTitle: latestTitleOf(resume.experience) });
  return canvas.finish();
}
