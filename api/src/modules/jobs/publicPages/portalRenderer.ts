import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ServerRender, ServerRenderRequest, ServerRenderResult } from '@jobmarket/contracts';
import type { Logger } from 'pino';
import { renderPool } from './renderPool';

/** A page the server took longer than this to render is sent without markup: the browser renders it instead. */
export const SERVER_RENDER_TIMEOUT_MS = 5000;
/**
 * Rendered pages kept (about 100 KB each with their CSS): every visitor gets the same markup for the same page, data and
 * language (it is rendered signed out), and rendering costs tens of milliseconds of the api's one thread.
 */
export const RENDERED_PAGES_KEPT = 256;
const RENDERED_PAGE_TTL_MS = 10 * 60_000;

/** What decides a page's markup: its path (the query changes nothing but the language), language and view. */
function markupKeyOf({ url, locale, data }: ServerRenderRequest): string {
  const pathname = url.split(/[?#]/)[0];
  return createHash('sha1').update(`${locale}\n${pathname}\n${JSON.stringify(data)}`).digest('base64url');
}

/**
 * The portal's server entry (`portal/src/ssr/entry-server.tsx`, built by `npm run build` into portal/dist-ssr) run
 * in this process: the same components the browser hydrates. Loaded on first use and again when a build replaces
 * it (its markup must match the client build served beside it). Missing, broken or failing: undefined, and the
 * caller sends the page without markup — the head and structured data are the api's own and never depend on it.
 */
export function portalRenderer(entryPath: string, logger: Logger, options: { threads?: number } = {}) {
  const threads = options.threads ?? 0;
  let loaded: { mtimeMs: number; render: Promise<ServerRender | undefined>; close?: () => Promise<void> } | undefined;
  let warnedMissing = false;
  // least recently used first; a new bundle starts afresh
  const rendered = new Map<string, { result: ServerRenderResult; at: number }>();

  function remembered(key: string): ServerRenderResult | undefined {
    const entry = rendered.get(key);
    if (!entry) return undefined;
    rendered.delete(key);
    if (Date.now() - entry.at > RENDERED_PAGE_TTL_MS) return undefined;
    rendered.set(key, entry);
    return entry.result;
  }

  function remember(key: string, result: ServerRenderResult): void {
    rendered.set(key, { result, at: Date.now() });
    while (rendered.size > RENDERED_PAGES_KEPT) rendered.delete(rendered.keys().next().value!);
  }

  function entry(): Promise<ServerRender | undefined> {
    if (!existsSync(entryPath)) {
      if (!warnedMissing) logger.warn({ entryPath }, 'the portal has no server bundle (run `npm run build`): public pages are sent without server-rendered markup');
      warnedMissing = true;
      return Promise.resolve(undefined);
    }
    warnedMissing = false;
    const { mtimeMs } = statSync(entryPath);
    if (loaded?.mtimeMs !== mtimeMs) {
      rendered.clear();
      // the query makes a rebuilt bundle a new module; the old one stays in memory, which only a rebuild costs
      const entryUrl = `${pathToFileURL(entryPath).href}?v=${mtimeMs}`;
      if (threads > 0) {
        // on render threads (renderPool.ts): the bundle is loaded there, never on the event loop
        void loaded?.close?.();
        const pool = renderPool(entryUrl, threads, logger);
        loaded = { mtimeMs, render: Promise.resolve(pool.render), close: pool.close };
        return loaded.render;
      }
      const module = import(entryUrl) as Promise<{ render?: unknown }>;
      loaded = {
        mtimeMs,
        render: module.then(
          (imported) => {
            if (typeof imported.render === 'function') return imported.render as ServerRender;
            logger.error({ entryPath }, 'the portal server bundle exports no render function');
            return undefined;
          },
          (error: unknown) => {
            logger.error({ err: error, entryPath }, 'the portal server bundle failed to load');
            return undefined;
          },
        ),
      };
    }
    return loaded.render;
  }

  // one render per page at a time: visitors arriving while it renders wait for it
  const rendering = new Map<string, Promise<ServerRenderResult | undefined>>();

  async function renderAfresh(render: ServerRender, key: string, request: ServerRenderRequest): Promise<ServerRenderResult | undefined> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const result = await Promise.race([
        render(request),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`server rendering took over ${SERVER_RENDER_TIMEOUT_MS} ms`)), SERVER_RENDER_TIMEOUT_MS);
        }),
      ]);
      remember(key, result);
      return result;
    } catch (error) {
      logger.error({ err: error, url: request.url }, 'server rendering failed: the page is sent for the browser to render');
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** The page's markup and styles, or undefined when the server cannot render it (the browser will). */
    async render(request: ServerRenderRequest): Promise<ServerRenderResult | undefined> {
      const render = await entry();
      if (!render) return undefined;
      const key = markupKeyOf(request);
      const known = remembered(key) ?? rendering.get(key);
      if (known) return known;
      const result = renderAfresh(render, key, request).finally(() => rendering.delete(key));
      rendering.set(key, result);
      return result;
    },
  };
}
export type PortalRenderer = ReturnType<typeof portalRenderer>;
