import type { EventStore, GlobalPosition, ReadAllResult } from '@jobmarket/eventstore';

/**
 * The store as far as a moving limit: `readAll` never returns an event after `limit()`, and says it scanned up to the
 * limit, so a runner reading through this view stops exactly there even though pages are counted in events.
 * A rebuild reads the store through the live version's checkpoint this way; only `readAll` is limited, because it is
 * the only read a runner makes.
 */
export function storeThrough(store: EventStore, limit: () => GlobalPosition | null): EventStore {
  return {
    appendToStream: (stream, events, options) => store.appendToStream(stream, events, options),
    readStream: (stream, options) => store.readStream(stream, options),
    headPosition: () => store.headPosition(),
    waitForAppend: store.waitForAppend ? (timeoutMs, signal) => store.waitForAppend!(timeoutMs, signal) : undefined,
    close: () => store.close(),
    subscribeToAll() {
      throw new Error('storeThrough limits readAll only');
    },
    async readAll(options): Promise<ReadAllResult> {
      const through = limit();
      if (through === null || (options.after !== undefined && options.after >= through)) return { events: [] };
      const page = await store.readAll(options);
      if (page.last === undefined || page.last <= through) return page;
      return { events: page.events.filter((event) => event.position <= through), last: through };
    },
  };
}
