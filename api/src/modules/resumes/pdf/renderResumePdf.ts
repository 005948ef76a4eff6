import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Locale, ResumeTemplateId } from '@jobmarket/contracts';
import { drawResumePdf, type RenderOptions, type ResumeForPdf } from './drawResumePdf';

export type { RenderOptions, ResumeForPdf } from './drawResumePdf';

interface PdfTask {
  id: number;
  resume: ResumeForPdf;
  templateId: ResumeTemplateId;
  locale: Locale;
  options: RenderOptions;
}

type PdfOutcome = { id: number; pdf: Uint8Array } | { id: number; error: string };

/**
 * The thread's program, plain JavaScript (a thread gets no TypeScript loader from the api's `--import tsx`, nor from
 * vitest): loads tsx's API, imports the renderer through it and renders the resumes it is sent. The avatar comes
 * across as a Uint8Array and goes back to a Buffer, which is what pdfkit takes for an image.
 */
const PDF_THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = import(workerData.tsxApiUrl)
  .then(({ tsImport }) => tsImport(workerData.rendererUrl, workerData.rendererUrl))
  .then((module) => module.drawResumePdf);
loaded.catch(() => undefined);
parentPort.on('message', (task) => {
  const resume = { ...task.resume, avatar: task.resume.avatar ? Buffer.from(task.resume.avatar) : null };
  loaded
    .then((render) => render(resume, task.templateId, task.locale, task.options))
    .then(
      (pdf) => parentPort.postMessage({ id: task.id, pdf }),
      (error) => parentPort.postMessage({ id: task.id, error: error instanceof Error ? error.stack || error.message : String(error) }),
    );
});
`;

/** tsx's ESM API entry, by its package's own exports map (the CommonJS one cannot register its loader from a thread). */
function tsxApiUrl(): string {
  const manifestPath = createRequire(import.meta.url).resolve('tsx/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(path.join(path.dirname(manifestPath), manifest.exports['./esm/api']!.import.default)).href;
}

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();

function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(PDF_THREAD_SOURCE, {
    eval: true,
    workerData: { tsxApiUrl: tsxApiUrl(), rendererUrl: new URL('./drawResumePdf.ts', import.meta.url).href },
  });
  started.on('message', (outcome: PdfOutcome) => {
    const waiting = pending.get(outcome.id);
    if (!waiting) return;
    pending.delete(outcome.id);
    if (pending.size === 0) started.unref();
    if ('pdf' in outcome) waiting.resolve(Buffer.from(outcome.pdf.buffer, outcome.pdf.byteOffset, outcome.pdf.byteLength));
    else waiting.reject(new Error(outcome.error));
  });
  const fail = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    if (worker === started) worker = undefined;
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`the resume PDF thread exited with ${code}`)));
  // an idle thread never keeps the process from ending; one with a PDF in hand does
  started.unref();
  worker = started;
  return started;
}

/**
 * Renders a resume PDF on a thread of its own: a two-page resume costs 30–70 ms of CPU (Chinese the most: its font's
 * subset is the largest), which would stall every other request on the api's one event loop. The thread starts at the
 * first PDF and keeps its parsed fonts; should it fail, the PDF is rendered here instead, so a PDF is never refused
 * for want of a thread.
 */
export async function renderResumePdf(resume: ResumeForPdf, templateId: ResumeTemplateId, locale: Locale, options: RenderOptions = {}): Promise<Buffer> {
  try {
    const running = thread();
    const id = nextId++;
    return await new Promise<Buffer>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      running.ref();
      running.postMessage({ id, resume, templateId, locale, options } satisfies PdfTask);
    });
  } catch {
    return drawResumePdf(resume, templateId, locale, options);
  }
}

/** Ends the thread (tests, shutdown); the next PDF starts another. */
export async function closePdfThread(): Promise<void> {
  const running = worker;
  worker = undefined;
  await running?.terminate();
}
