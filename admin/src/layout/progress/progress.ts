/** Spec §9: the bar starts at 30 %, moves with a 500 ms transition and creeps forward every 200 ms. */
export const PROGRESS_MINIMUM = 0.3;
export const PROGRESS_SPEED_MS = 500;
export const PROGRESS_TRICKLE_MS = 200;

/** Where the bar stands: hidden (null) or a fraction in [minimum, 1]. */
export type ProgressValue = number | null;

/**
 * The top-of-page progress bar's state, without React: every request and navigation starts a piece of work;
 * the bar shows while any is running, trickles towards (never to) the end, fills when the last one finishes,
 * and disappears after one transition. Framework-free so the http client can drive it.
 */
export function createProgress(clock: { setInterval: typeof setInterval; clearInterval: typeof clearInterval; setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout } = globalThis) {
  let running = 0;
  let value: ProgressValue = null;
  let trickle: ReturnType<typeof setInterval> | undefined;
  let hide: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<(value: ProgressValue) => void>();

  const set = (next: ProgressValue) => {
    value = next;
    for (const listener of listeners) listener(value);
  };
  // big steps early, ever smaller ones near the end, as NProgress does
  const step = (current: number) => current + (current < 0.2 ? 0.1 : current < 0.5 ? 0.04 : current < 0.8 ? 0.02 : current < 0.99 ? 0.005 : 0);

  return {
    start(): void {
      running += 1;
      if (hide) clock.clearTimeout(hide);
      hide = undefined;
      if (value === null || value >= 1) set(PROGRESS_MINIMUM);
      trickle ??= clock.setInterval(() => {
        if (value !== null && value < 1) set(Math.min(step(value), 0.994));
      }, PROGRESS_TRICKLE_MS);
    },
    done(): void {
      running = Math.max(0, running - 1);
      if (running > 0 || value === null) return;
      if (trickle) clock.clearInterval(trickle);
      trickle = undefined;
      set(1);
      hide = clock.setTimeout(() => {
        hide = undefined;
        if (running === 0) set(null);
      }, PROGRESS_SPEED_MS);
    },
    /** Runs `work` as one piece of progress. */
    async track<T>(work: () => Promise<T>): Promise<T> {
      this.start();
      try {
        return await work();
      } finally {
        this.done();
      }
    },
    value: () => value,
    subscribe(listener: (value: ProgressValue) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Progress = ReturnType<typeof createProgress>;

/** The page's one bar: requests (http client) and navigations (layout) both feed it. */
export const pageProgress = createProgress();
