import type { EventStore, ReadAllFilter, ReadAllResult } from '@jobmarket/eventstore';
import { sleep } from './leadership';
import type { Projection } from './projection';

export interface TailPage extends ReadAllResult {
  /** The wake generation the read began in: anything appended after it began brings a later one. */
  generation: number;
  /** The read saw everything readable when it ran, so reading on at once would find nothing. */
  reachedEnd: boolean;
}

// pages kept for runners that ask for the same position within one generation; more only during catch-ups
const MAX_SHARED_PAGES = 64;

/**
 * What the runners of one process share while following the store (issue 10 §7): one wait for appends, and one read
 * per position. Caught-up runners sit at the same position, so after a wake they all ask for the same page; the first
 * asks the store (with the union of their event types) and the others take its answer, each keeping its own types.
 * A page is shared only within the generation it was read in, and a runner goes idle only until a generation later
 * than its page's: an append that commits after a read began always wakes the runners that used that read.
 */
export class StoreTail {
  private generation = 0;
  private readonly filter: ReadAllFilter | undefined;
  private readonly pages = new Map<string, Promise<TailPage>>();
  private readonly sleepers = new Set<() => void>();
  private followers = 0;
  private watch?: AbortController;

  constructor(
    private readonly store: EventStore,
    projections: readonly Pick<Projection, 'handles'>[],
    private readonly pollMs = 1000,
  ) {
    // a projection reading every type makes the union every type
    const types = projections.every((projection) => projection.handles) ? [...new Set(projections.flatMap((p) => p.handles ?? []))] : undefined;
    this.filter = types ? { eventTypes: types } : undefined;
  }

  /** True when its pages hold every event of `projection`'s types, as a runner that filters them itself needs. */
  covers(projection: Pick<Projection, 'handles'>): boolean {
    if (!this.filter?.eventTypes) return true;
    const types = this.filter.eventTypes;
    return projection.handles !== undefined && projection.handles.every((type) => types.includes(type));
  }

  /** The page after `after`, read once for every runner of this process asking in the same generation. */
  read(after: string | undefined, maxCount: number): Promise<TailPage> {
    const key = `${after ?? ''}|${maxCount}`;
    const shared = this.pages.get(key);
    if (shared) return shared;
    const generation = this.generation;
    const page = this.store.readAll({ after, maxCount, filter: this.filter }).then((result) => ({
      ...result,
      generation,
      // only an unfiltered read can tell: a filtered one may stop scanning before the end
      reachedEnd: this.filter === undefined && result.events.length < maxCount,
    }));
    page.catch(() => this.pages.get(key) === page && this.pages.delete(key));
    this.pages.set(key, page);
    if (this.pages.size > MAX_SHARED_PAGES) this.pages.delete(this.pages.keys().next().value!);
    return page;
  }

  /** Resolves when a generation later than `generation` has begun (at once if it has), on timeout or on abort. */
  async waitForNews(generation: number, timeoutMs: number, signal: AbortSignal): Promise<void> {
    if (this.generation > generation || signal.aborted) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.sleepers.add(done);
      signal.addEventListener('abort', done, { once: true });
    });
  }

  /** A runner starts following: the store is watched while anyone follows. Returns its way out. */
  follow(): () => void {
    this.followers += 1;
    if (!this.watch) {
      this.watch = new AbortController();
      void this.watchAppends(this.watch.signal);
    }
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.followers -= 1;
      if (this.followers > 0) return;
      this.watch?.abort();
      this.watch = undefined;
    };
  }

  // every wake (or poll timeout) starts a generation: pages read before it may miss what woke us
  private async watchAppends(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      try {
        await (this.store.waitForAppend ? this.store.waitForAppend(this.pollMs, signal) : sleep(this.pollMs, signal));
      } catch {
        await sleep(this.pollMs, signal); // the store is unreachable: the runners' own reads report it
      }
      this.generation += 1;
      this.pages.clear();
      for (const wake of [...this.sleepers]) wake();
    }
  }
}
