import path from 'node:path';
import type { PublicPageData } from '@jobmarket/contracts';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { ApiConfig } from '../../../platform/config';
import { jobLabels } from '../regions/jobLabels';
import { compressedPages, pageEncodingOf } from './compressedPages';
import { portalDocument } from './pageDocument';
import { companyPageHead, jobPageHead, notFoundHead, pageLanguageOf, publicOriginOf, type PageHead, type PagePlace } from './pageHead';
import { portalRenderer } from './portalRenderer';
import { publicViews } from './publicViews';
import { robotsTxt } from './robots';
import { sitemapXml } from './sitemap';
import { jobViewCounter } from './viewCounting';

export interface PublicPageDependencies {
  config: ApiConfig;
  logger: Logger;
  db: Knex;
  /** The built portal (index.html); its server bundle is built beside it, in `dist-ssr/`. */
  portalDist: string;
  /** Threads that render pages beside the event loop (renderPool.ts); 0 renders on it. SSR_THREADS by default. */
  renderThreads?: number;
}

/** `SSR_THREADS`: render threads for the public pages (renderPool.ts), 1 unless set (0: on the event loop). */
export const renderThreadsOf = (env: NodeJS.ProcessEnv): number => z.coerce.number().int().min(0).max(16).default(1).parse(env.SSR_THREADS || undefined);

/** Where `npm run build` puts the portal's server entry, next to the client build. */
export const serverEntryOf = (portalDist: string) => path.join(path.dirname(portalDist), 'dist-ssr', 'entry-server.js');

// a numeric id only: /jobs (the search page) and any other address stay the portal's
const ID = /^[1-9]\d{0,9}$/;

/**
 * The public pages search engines read (ARCHITECTURE §2.8), outside /api/v1 and before the portal's SPA fallback:
 * `/jobs/:id` and `/companies/:id` rendered on the server with the portal's own components into its index.html, with
 * the head (title, description, canonical, hreflang, Open Graph, JobPosting) and the page's data for hydration; an
 * unknown id answers 404 with the portal's not-found page. `/sitemap.xml` and `/robots.txt` beside them. A failure
 * here falls through to the SPA fallback: the portal then renders the page in the browser, as any other route.
 */
export function publicPageRoutes(deps: PublicPageDependencies): Router {
  const router = Router();
  const views = publicViews(deps.db, jobLabels(deps.db));
  const document = portalDocument(path.join(deps.portalDist, 'index.html'));
  const renderer = portalRenderer(serverEntryOf(deps.portalDist), deps.logger, { threads: deps.renderThreads ?? renderThreadsOf(process.env) });
  const countView = jobViewCounter(deps.db, deps.config, deps.logger);
  const compressed = compressedPages();

  function placeOf(req: Request): PagePlace {
    return { origin: publicOriginOf(deps.config.PUBLIC_URL, req), ...pageLanguageOf(req) };
  }

  /** `alongside` (the view count) runs while the page renders and is settled before the page is sent. */
  async function sendPage(req: Request, res: Response, place: PagePlace, data: PublicPageData, head: PageHead | undefined, alongside?: Promise<void>): Promise<boolean> {
    if (!document.isBuilt()) return false;
    const rendered = await renderer.render({ url: req.originalUrl, locale: place.locale, data });
    const html = document.render({ locale: place.locale, head: head ?? notFoundHead(place.locale), styles: rendered?.styles ?? '', rootHtml: rendered?.html ?? '', data });
    if (html === undefined) {
      await alongside;
      return false;
    }
    const encoding = pageEncodingOf(req.get('accept-encoding'));
    const body = encoding ? await compressed.compressed(html, encoding) : html;
    await alongside;
    res.status(head ? 200 : 404);
    // the page changes whenever the job does: always revalidated, like index.html
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Language', place.locale);
    res.setHeader('Vary', 'Accept-Language, Cookie, Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.type('html').send(body);
    return true;
  }

  // a failure is logged and the SPA fallback answers: the browser fetches the view itself
  const page = (handle: (req: Request, res: Response) => Promise<boolean>) => async (req: Request, res: Response, next: NextFunction) => {
    if (!ID.test(String(req.params.id))) return next();
    try {
      if (!(await handle(req, res))) next();
    } catch (error) {
      deps.logger.error({ err: error, url: req.originalUrl }, 'a public page could not be rendered on the server');
      next();
    }
  };

  router.get(
    '/jobs/:id',
    page(async (req, res) => {
      const place = placeOf(req);
      const id = Number(req.params.id);
      const job = (await views.job(id, place.locale)) ?? null;
      return sendPage(req, res, place, { page: 'job', id, job }, job ? jobPageHead(job, place) : undefined, job ? countView(job.id, req) : undefined);
    }),
  );

  router.get(
    '/companies/:id',
    page(async (req, res) => {
      const place = placeOf(req);
      const id = Number(req.params.id);
      const company = (await views.company(id, place.locale)) ?? null;
      return sendPage(req, res, place, { page: 'company', id, company }, company ? companyPageHead(company, place) : undefined);
    }),
  );

  router.get('/sitemap.xml', async (req, res) => {
    const xml = await sitemapXml(views, placeOf(req).origin);
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(xml);
  });

  router.get('/robots.txt', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('text/plain').send(robotsTxt(placeOf(req).origin));
  });

  return router;
}
