import { setTimeout as sleep } from 'node:timers/promises';

export interface LoadOptions {
  concurrency: number;
  warmupMs: number;
  durationMs: number;
}

export interface LoadResult {
  /** Completed operations per second inside the measured window. */
  opsPerSecond: number;
  /** Milliseconds each of those operations took, in completion order. */
  latenciesMs: number[];
}

/**
 * Runs `operation` back to back in `concurrency` workers; counts and times only the operations that finish inside the
 * measured window after the warm-up. The first error stops all workers.
 */
export async function measureLoad(options: LoadOptions, operation: (worker: number) => Promise<void>): Promise<LoadResult> {
  let stopped = false;
  let counting = false;
  const latenciesMs: number[] = [];
  let failure: unknown;
  const workers = Array.from({ length: options.concurrency }, async (_, worker) => {
    try {
      while (!stopped) {
        const started = performance.now();
        await operation(worker);
        if (counting) latenciesMs.push(performance.now() - started);
      }
    } catch (error) {
      failure ??= error;
      stopped = true;
    }
  });
  await sleep(options.warmupMs);
  counting = true;
  const start = performance.now();
  await sleep(options.durationMs);
  counting = false;
  const seconds = (performance.now() - start) / 1000;
  stopped = true;
  await Promise.all(workers);
  if (failure !== undefined) throw failure;
  return { opsPerSecond: latenciesMs.length / seconds, latenciesMs };
}

/**
 * Runs `operation` back to back in `concurrency` workers and returns completed operations per second,
 * counting only those that finish inside the measured window after the warm-up. The first error stops all workers.
 */
export async function opsPerSecond(options: LoadOptions, operation: (worker: number) => Promise<void>): Promise<number> {
  return (await measureLoad(options, operation)).opsPerSecond;
}

/** Milliseconds taken by `work`. */
export async function timed(work: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/** Middle value (mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Nearest-rank percentile (`p` in 0..100) of the values; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
