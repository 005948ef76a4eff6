import { Worker } from 'node:worker_threads';
import type { ServerRender, ServerRenderResult } from '@jobmarket/contracts';
import type { Logger } from 'pino';
import { RENDER_WORKER_SOURCE, type RenderOutcome, type RenderTask, type RenderWorkerData } from './renderWorker';

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve: (result: ServerRenderResult) => void; reject: (error: Error) => void }>;
}

/**
 * Render threads for one build of the portal's server entry: `size` worker threads, each with the entry loaded, a page
 * sent to the one with the fewest pages in hand. A page costs the api's single event loop 12–20 ms of CPU to render;
 * on threads it runs beside the loop (and beside PostgreSQL on another core), and every other request keeps being
 * answered meanwhile. A thread that dies fails its pages (the caller sends them for the browser to render) and is
 * started again for the next ones. `close` ends the threads (a rebuilt entry gets a new pool).
 */
export function renderPool(entryUrl: string, size: number, logger: Logger): { render: ServerRender; close(): Promise<void> } {
  let nextId = 1;
  let closed = false;
  const threads: (Thread | undefined)[] = Array.from({ length: size }, () => undefined);

  function start(index: number): Thread {
    const worker = new Worker(RENDER_WORKER_SOURCE, { eval: true, workerData: { entryUrl } satisfies RenderWorkerData });
    const thread: Thread = { worker, pending: new Map() };
    worker.on('message', (outcome: RenderOutcome) => {
      const waiting = thread.pending.get(outcome.id);
      if (!waiting) return;
      thread.pending.delete(outcome.id);
      if (thread.pending.size === 0) worker.unref();
      if ('result' in outcome) waiting.resolve(outcome.result);
      else waiting.reject(new Error(outcome.error));
    });
    const fail = (error: Error) => {
      for (const waiting of thread.pending.values()) waiting.reject(error);
      thread.pending.clear();
      if (threads[index] === thread) threads[index] = undefined;
    };
    worker.on('error', (error) => {
      logger.error({ err: error }, 'a server-rendering thread failed');
      fail(error);
    });
    worker.on('exit', (code) => fail(new Error(`the server-rendering thread exited with ${code}`)));
    // an idle pool never keeps the process from ending; a thread with pages in hand does
    worker.unref();
    threads[index] = thread;
    return thread;
  }

  function leastBusy(): Thread {
    let best: { index: number; load: number } | undefined;
    threads.forEach((thread, index) => {
      const load = thread?.pending.size ?? 0;
      if (!best || load < best.load) best = { index, load };
    });
    const index = best?.index ?? 0;
    return threads[index] ?? start(index);
  }

  return {
    render(request) {
      if (closed) return Promise.reject(new Error('the render pool is closed'));
      const thread = leastBusy();
      const id = nextId++;
      return new Promise<ServerRenderResult>((resolve, reject) => {
        thread.pending.set(id, { resolve, reject });
        thread.worker.ref();
        thread.worker.postMessage({ id, request } satisfies RenderTask);
      });
    },
    async close() {
      closed = true;
      await Promise.all(threads.map((thread) => thread?.worker.terminate()));
    },
  };
}
