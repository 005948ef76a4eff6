import { existsSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ServerRender, ServerRenderRequest, ServerRenderResult } from '@jobmarket/contracts';
import type { Logger } from 'pino';

/** A page the server took longer than this to render is sent without markup: the browser renders it instead. */
export const SERVER_RENDER_TIMEOUT_MS = 5000;

/**
 * The portal's server entry (`portal/src/ssr/entry-server.tsx`, built by `npm run build` into portal/dist-ssr) run
 * in this process: the same components the browser hydrates. Loaded on first use and again when a build replaces
 * it (its markup must match the client build served beside it). Missing, broken or failing: undefined, and the
 * caller sends the page without markup — the head and structured data are the api's own and never depend on it.
 */
export function portalRenderer(entryPath: string, logger: Logger) {
  let loaded: { mtimeMs: number; render: Promise<ServerRender | undefined> } | undefined;
  let warnedMissing = false;

  function entry(): Promise<ServerRender | undefined> {
    if (!existsSync(entryPath)) {
      if (!warnedMissing) logger.warn({ entryPath }, 'the portal has no server bundle (run `npm run build`): public pages are sent without server-rendered markup');
      warnedMissing = true;
      return Promise.resolve(undefined);
    }
    warnedMissing = false;
    const { mtimeMs } = statSync(entryPath);
    if (loaded?.mtimeMs !== mtimeMs) {
      // the query makes a rebuilt bundle a new module; the old one stays in memory, which only a rebuild costs
      const module = import(`${pathToFileURL(entryPath).href}?v=${mtimeMs}`) as Promise<{ render?: unknown }>;
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

  return {
    /** The page's markup and styles, or undefined when the server cannot render it (the browser will). */
    async render(request: ServerRenderRequest): Promise<ServerRenderResult | undefined> {
      const render = await entry();
      if (!render) return undefined;
      let timer: NodeJS.Timeout | undefined;
      try {
        return await Promise.race([
          render(request),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`server rendering took over ${SERVER_RENDER_TIMEOUT_MS} ms`)), SERVER_RENDER_TIMEOUT_MS);
          }),
        ]);
      } catch (error) {
        logger.error({ err: error, url: request.url }, 'server rendering failed: the page is sent for the browser to render');
        return undefined;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
export type PortalRenderer = ReturnType<typeof portalRenderer>;
