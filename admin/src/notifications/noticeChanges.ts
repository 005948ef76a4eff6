/**
 * "Something about my notices changed" (a push arrived, one was read, all were marked read): the bell and the
 * my-notices page both reload from the api when told, so neither keeps its own copy of the truth.
 */
const listeners = new Set<() => void>();

export function announceNoticeChanges(): void {
  for (const listener of listeners) listener();
}

export function onNoticeChanges(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
