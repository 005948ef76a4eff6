import { describe, it } from 'vitest';
import { eventStoreContract } from '../testing/eventStoreContract';
import { KurrentEventStore } from './kurrentEventStore';

// Needs a real server; the suite uses unique stream names and never assumes an empty store, so a shared one is fine.
const url = process.env.KURRENTDB_TEST_URL;

if (url) {
  eventStoreContract('KurrentDB', async () => {
    const store = new KurrentEventStore(url);
    return { store, dispose: () => store.close() };
  }, { uniqueEventIdsAcrossStreams: false });
} else {
  console.info('KurrentDB contract suite skipped: set KURRENTDB_TEST_URL=kurrentdb://127.0.0.1:2113?tls=false to run it');
  describe.skip('EventStore contract: KurrentDB (skipped: KURRENTDB_TEST_URL not set)', () => {
    it('runs against a real KurrentDB server', () => {});
  });
}
