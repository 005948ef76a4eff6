import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerRenderRequest } from '@jobmarket/contracts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalRenderer } from './portalRenderer';

// A stand-in for the portal's server entry: it counts its renders, says which build it is, and fails when asked to.
const entrySource = (build: string) => `
export async function render({ url, locale, data }) {
  globalThis.renderCalls = (globalThis.renderCalls ?? 0) + 1;
  if (data.id === 13) throw new Error('this page cannot be rendered');
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { html: '<p>' + '${build} ' + locale + ' ' + url + '</p>', styles: '' };
}
`;
const calls = () => (globalThis as { renderCalls?: number }).renderCalls ?? 0;
const job = (id: number, locale: 'en' | 'th' = 'en', url = `/jobs/${id}`): ServerRenderRequest => ({ url, locale, data: { page: 'job', id, job: null } });

let dir: string;
let entry: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'jm-ssr-entry-'));
  entry = path.join(dir, 'entry-server.js');
  writeFileSync(entry, entrySource('first'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('portalRenderer', () => {
  const logger = pino({ level: 'silent' });

  it('renders a page once for every visitor: the same path, language and view give the same markup', async () => {
    const renderer = portalRenderer(entry, logger);
    const before = calls();
    const [first, second] = await Promise.all([renderer.render(job(1)), renderer.render(job(1))]);
    expect(first?.html).toBe('<p>first en /jobs/1</p>');
    expect(second).toBe(first);
    // the language in the address is the locale: it renders nothing new
    expect(await renderer.render(job(1, 'en', '/jobs/1?lang=en'))).toBe(first);
    expect(calls() - before).toBe(1);
    expect((await renderer.render(job(1, 'th')))?.html).toBe('<p>first th /jobs/1</p>');
    expect(calls() - before).toBe(2);
  });

  it('answers nothing when rendering fails, so that the page goes out for the browser to render', async () => {
    const renderer = portalRenderer(entry, logger);
    expect(await renderer.render(job(13))).toBeUndefined();
  });

  it('answers nothing without a server entry (the portal is not built)', async () => {
    const renderer = portalRenderer(path.join(dir, 'missing.js'), logger);
    expect(await renderer.render(job(1))).toBeUndefined();
  });

  it('loads a rebuilt entry afresh and forgets what the old one rendered', async () => {
    const renderer = portalRenderer(entry, logger);
    expect((await renderer.render(job(2)))?.html).toBe('<p>first en /jobs/2</p>');
    writeFileSync(entry, entrySource('second'));
    const later = new Date(Date.now() + 5000);
    utimesSync(entry, later, later);
    expect((await renderer.render(job(2)))?.html).toBe('<p>second en /jobs/2</p>');
  });
});

describe('portalRenderer on render threads', () => {
  const logger = pino({ level: 'silent' });

  it('renders on a thread of its own, in order for each visitor, and answers nothing when the page fails there', async () => {
    const renderer = portalRenderer(entry, logger, { threads: 2 });
    const before = calls();
    const pages = await Promise.all([3, 4, 5].map((id) => renderer.render(job(id))));
    expect(pages.map((page) => page?.html)).toEqual([3, 4, 5].map((id) => `<p>second en /jobs/${id}</p>`));
    // the main thread ran none of them
    expect(calls()).toBe(before);
    expect(await renderer.render(job(13))).toBeUndefined();
    // the same page again is remembered
    expect(await renderer.render(job(3))).toBe(pages[0]);
  });
});
