/**
 * Runs the commands of one stream one after another within this process. Optimistic appends that race on a hot stream
 * (the last seats of a job fair) redo their read and decision for every loser: n simultaneous callers cost ~n²/2
 * attempts, and past some n they exhaust their retries. Queued per stream, callers of one process never conflict;
 * other processes still may, which the command's own retries cover. Streams are independent: each has its own queue,
 * removed when it drains.
 */
export function streamQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return async function inTurn<T>(streamId: string, work: () => Promise<T>): Promise<T> {
    const before = tails.get(streamId) ?? Promise.resolve();
    const turn = before.then(work, work);
    // the next caller waits for this one to settle either way; a failure is the caller's, not the queue's
    const settled = turn.then(
      () => undefined,
      () => undefined,
    );
    tails.set(streamId, settled);
    try {
      return await turn;
    } finally {
      if (tails.get(streamId) === settled) tails.delete(streamId);
    }
  };
}
