import { resumePdfForm, resumeTemplateIds, type Locale, type ResumeTemplateId, type ResumeTemplateView } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { z } from 'zod';
import { loadState } from '../../../eventSourcing/commandHandler';
import type { CommandContext } from '../../../eventSourcing/decider';
import type { Actor } from '../../../http/actor';
import { AppError } from '../../../http/appError';
import { sendDownload } from '../../../http/download';
import { idParams } from '../../../http/params';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import type { Written } from '../../../http/writeAnswer';
import { commandContextOf, settle, type ModuleContext } from '../../moduleContext';
import { fileStore } from '../../files/fileStore';
import { jobLabels } from '../../jobs/regions/jobLabels';
import { decidedResumeDetail } from '../decidedResume';
import { resumeActorOf, resumeHandlers, resumeReadModels, type ResumeHandlers } from '../handlers';
import { resumePdfUrl } from '../queries';
import { ownedBy, resumeDecider, resumeStream, type ResumeState } from '../resumeDecider';
import { RESUME_FILE_READERS } from '../resumeFiles';
import { renderResumePdf } from './renderResumePdf';

const PDF = 'application/pdf';

/** The templates in the reader's language (catalog `resumes.templates.<id>`). */
export const resumeTemplateViews = (locale: Locale): ResumeTemplateView[] =>
  resumeTemplateIds.map((id) => ({
    id,
    name: translate(locale, `resumes.templates.${id}.name`),
    description: translate(locale, `resumes.templates.${id}.description`),
  }));

const templateView = z.object({ id: z.enum(resumeTemplateIds), name: z.string(), description: z.string() });

/** The file name a generated PDF is stored and downloaded under: the resume's name and the template's. */
const pdfNameOf = (name: string, templateId: ResumeTemplateId) => `${name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim() || 'resume'}-${templateId}.pdf`;

/**
 * Renders one of the seeker's resumes with a template, as the write side has it now (an edit just made is in it even
 * before the read model catches up), stores the PDF as the seeker's file (kept, readable by staff who read resumes)
 * and records it as the resume's latest PDF. Only the resume's seeker: staff A0301, anyone else A0606, before anything
 * is rendered.
 */
export function resumePdfGenerator(context: ModuleContext, handlers: ResumeHandlers = resumeHandlers(context)) {
  const files = fileStore(context.db);
  const labels = jobLabels(context.db);
  const zone = context.config.TIME_ZONE;

  return async function generate(actor: Actor, resumeId: number, templateId: ResumeTemplateId, locale: Locale, command: CommandContext): Promise<Written<ResumeState>> {
    const state = await loadState(context.store, resumeStream(resumeId), resumeDecider);
    const resume = ownedBy(state, resumeActorOf(actor));
    const [detail, avatar] = await Promise.all([
      labels.forLocale(locale).then((labelled) => decidedResumeDetail(state, labelled, '', command.now, zone)!),
      resume.fields.avatar ? files.byId(resume.fields.avatar.fileId) : undefined,
    ]);
    const bytes = await renderResumePdf({ ...detail, avatar: avatar?.bytes ?? null }, templateId, locale, { now: command.now, timeZone: zone });
    const name = pdfNameOf(resume.fields.name, templateId);
    const [fileId] = await files.save([{ ownerId: String(resume.seekerId), name, contentType: PDF, bytes, readerPerms: RESUME_FILE_READERS, attached: true }]);
    return handlers.recordPdf(actor, resumeId, { templateId, pdf: { fileId: fileId!, name }, locale }, command);
  };
}

/**
 * Resume templates and PDFs: the templates a seeker may choose (public), rendering one's own resume with one, and the
 * latest rendered PDF for its seeker and staff holding biz:resume:query.
 */
export function resumePdfRoutes(context: ModuleContext): RouteDefinition[] {
  const handlers = resumeHandlers(context);
  const files = fileStore(context.db);
  const generate = resumePdfGenerator(context, handlers);

  return [
    defineRoute({
      method: 'get',
      path: '/resume-templates',
      // public: the seeker's home shows them, and so may any page that advertises them
      permission: 'public',
      tag: 'resumes',
      summary: "The resume templates a seeker can render their resume with, named and described in the caller's language → ResumeTemplateView[]",
      response: z.array(templateView),
      handler: async ({ locale, res }) => {
        res.vary('Accept-Language');
        return resumeTemplateViews(locale);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/resumes/:id/pdf',
      permission: 'authenticated',
      tag: 'resumes',
      summary:
        "Render one's own resume as a PDF with a template {templateId} (labels in the caller's language), keep it as the resume's latest PDF → {url}. Staff A0301, anyone else A0606",
      params: idParams,
      body: resumePdfForm,
      response: z.object({ url: z.string() }),
      successMessage: 'resumes.messages.pdfGenerated',
      handler: async (route) => {
        const written = await generate(route.actor!, route.params.id, route.body.templateId, route.locale, commandContextOf(route));
        await settle(context, written.position, resumeReadModels());
        return { url: resumePdfUrl(route.params.id) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/resumes/:id/pdf',
      permission: 'authenticated',
      tag: 'resumes',
      summary: "The resume's latest rendered PDF (application/pdf): its own seeker or staff holding biz:resume:query; anyone else, or no PDF yet, A0606",
      params: idParams,
      raw: true,
      handler: async ({ params, actor, res }) => {
        const record = await handlers.queries.visibleById(params.id, actor!);
        const file = record.pdf ? await files.byId(record.pdf.fileId) : undefined;
        if (!file) throw new AppError('A0606');
        sendDownload(res, file.name, PDF, file.bytes);
      },
    }),
  ];
}
