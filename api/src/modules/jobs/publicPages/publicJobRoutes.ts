import type { CompanyPageView, PublicJobView } from '@jobmarket/contracts';
import { AppError } from '../../../http/appError';
import { idParams } from '../../../http/params';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { fileStore } from '../../files/fileStore';
import type { ModuleContext } from '../../moduleContext';
import { jobLabels } from '../regions/jobLabels';
import { publicViews } from './publicViews';
import { jobViewCounter } from './viewCounting';

/**
 * The public views of a job and of a company (the portal fetches them when it navigates to those pages; the api's
 * server rendering embeds the same views), and the one document of a publisher the public may see: the office photo
 * they chose to show. Unknown, never-published and unapproved answer A0606 alike.
 */
export function publicJobRoutes(context: ModuleContext): RouteDefinition[] {
  const views = publicViews(context.db, jobLabels(context.db));
  const countView = jobViewCounter(context.db, context.config, context.logger);
  const files = fileStore(context.db);

  return [
    defineRoute({
      method: 'get',
      path: '/jobs/:id/public',
      permission: 'public',
      tag: 'jobs',
      summary: 'A job as the public sees it (PublicJobView): open, or closed/expired with isOpen false; A0606 when never published. Counts a view.',
      params: idParams,
      handler: async ({ params, locale, req }): Promise<PublicJobView> => {
        const job = await views.job(params.id, locale);
        if (!job) throw new AppError('A0606');
        await countView(job.id, req);
        return job;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/companies/:id/public',
      permission: 'public',
      tag: 'jobs',
      summary: "An approved publisher's company page (CompanyPageView) with its open jobs; A0606 otherwise",
      params: idParams,
      handler: async ({ params, locale }): Promise<CompanyPageView> => {
        const company = await views.company(params.id, locale);
        if (!company) throw new AppError('A0606');
        return company;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/companies/:id/office-photo',
      permission: 'public',
      tag: 'jobs',
      summary: "The office photo a company shows on its page (JPG/PNG), only while its publisher allows it; A0606 otherwise — never any other document",
      params: idParams,
      raw: true,
      handler: async ({ params, res }) => {
        const fileId = await views.shownOfficePhotoId(params.id);
        const file = fileId ? await files.byId(fileId) : undefined;
        if (!file) throw new AppError('A0606');
        res.status(200);
        res.setHeader('Content-Type', file.contentType);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        // the publisher may withdraw it: caches keep it briefly
        res.setHeader('Cache-Control', 'public, max-age=300');
        res.setHeader('Content-Length', String(file.bytes.length));
        res.end(file.bytes);
      },
    }),
  ];
}
