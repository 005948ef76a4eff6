import type { ServerRenderRequest, ServerRenderResult } from '@jobmarket/contracts';

/** A page to render, numbered by the pool. */
export interface RenderTask {
  id: number;
  request: ServerRenderRequest;
}

/** A thread's answer for a task: the markup, or why there is none. */
export type RenderOutcome = { id: number; result: ServerRenderResult } | { id: number; error: string };

/** What the pool gives a thread when it starts it: the entry to load (a file URL, with the build's version). */
export interface RenderWorkerData {
  entryUrl: string;
}

/**
 * A render thread's program (renderPool.ts): loads the portal's server entry and renders the pages it is sent, so
 * that the tens of milliseconds of CPU a page costs run beside the api's event loop instead of on it. Plain JavaScript
 * run by `new Worker(…, { eval: true })`: a thread gets no TypeScript loader from the api's `--import tsx`, and the
 * entry it loads is plain JavaScript (a Vite build). It speaks RenderTask in and RenderOutcome out.
 */
export const RENDER_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = import(workerData.entryUrl).then((module) => {
  if (typeof module.render !== 'function') throw new Error('the portal server bundle exports no render function');
  return module.render;
});
// a thread whose entry does not load fails every page asked of it: the caller sends them for the browser to render
loaded.catch(() => undefined);
parentPort.on('message', (task) => {
  loaded
    .then((render) => render(task.request))
    .then(
      (result) => parentPort.postMessage({ id: task.id, result }),
      (error) => parentPort.postMessage({ id: task.id, error: error instanceof Error ? error.message + '\\n' + (error.stack || '') : String(error) }),
    );
});
`;
