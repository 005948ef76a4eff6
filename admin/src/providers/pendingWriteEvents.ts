import type { PendingWrite } from '@jobmarket/contracts/platform/pendingWrites';

type Listener = (write: PendingWrite) => void;
const listeners = new Set<Listener>();

/** The http client runs outside React; PendingWriteRefresher (inside <Admin>) hears of pending writes here. */
export function onPendingWrite(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitPendingWrite(write: PendingWrite): void {
  for (const listener of listeners) listener(write);
}
