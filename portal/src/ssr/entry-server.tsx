import type { ServerRenderRequest, ServerRenderResult } from '@jobmarket/contracts/jobs/publicPages';
import { loadCatalog } from '@jobmarket/contracts/i18n/loadCatalog';
import { locales } from '@jobmarket/contracts/i18n/locales';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../app/App';
import { PortalRoutes } from '../app/routes';
import { seedPublicPage } from '../features/jobs/detail/publicQueries';

// every language a page may be rendered in is ready before the first request (the browser loads one; the server all)
await Promise.all(locales.map((locale) => loadCatalog(locale)));

async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders a public page on the server (the api calls this: api/src/modules/jobs/publicPages) with the very tree the
 * browser hydrates (main.tsx): the app and its routes, here at the requested address, signed out, in the page's
 * language, with the page's view already in the query cache. Lazy pages are awaited (prerender), and the CSS the
 * markup uses is collected for `<head>`, in the tags the browser's emotion cache (key `css`) takes over.
 */
export async function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const rendered = await renderOnce(request);
  // markup that needed a script to finish (a boundary that suspended) would not run under the CSP (script-src 'self')
  const suspended = rendered.html.search(/<script\b|<template\b/);
  if (suspended >= 0) {
    const where = rendered.html.slice(Math.max(0, suspended - 300), suspended + 100);
    throw new Error(`server rendering of ${request.url} suspended: its markup needs a script (after …${where})`);
  }
  return rendered;
}

async function renderOnce({ url, locale, data }: ServerRenderRequest): Promise<ServerRenderResult> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seedPublicPage(queryClient, data, locale);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <StrictMode>
        <App queryClient={queryClient} locale={locale}>
          <StaticRouter location={url}>
            <PortalRoutes />
          </StaticRouter>
        </App>
      </StrictMode>
    </CacheProvider>,
    // React outlines a large finished boundary behind a script that reveals it; a page sent whole needs none
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await textOf(prelude);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  queryClient.clear();
  return { html, styles };
}

// The pages are lazy routes (their own chunks in the browser). A lazy component suspends the first time it renders,
// and a page that suspended is finished by an inline script: render each once now, so every request's render
// finds them loaded and completes in one pass, with no script.
await Promise.all([
  renderOnce({ url: '/jobs/0', locale: 'en', data: { page: 'job', id: 0, job: null } }),
  renderOnce({ url: '/companies/0', locale: 'en', data: { page: 'company', id: 0, company: null } }),
]);
