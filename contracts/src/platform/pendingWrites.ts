/**
 * Read-your-writes on the wire (ARCHITECTURE §2): a command whose read models have not caught up in time still
 * succeeds and answers what it saved, with these headers; a client that wants fresh lists waits on
 * `GET /system/settled` and then refetches.
 */
export const READ_YOUR_WRITES_HEADER = 'X-Read-Your-Writes';
export const POSITION_HEADER = 'X-Position';
export const PROJECTIONS_HEADER = 'X-Projections';
/** The saved-record notice clients show for a pending write. */
export const PENDING_WRITE_MESSAGE = 'saved.refreshing' as const;

export interface PendingWrite {
  position: string;
  /** Comma-separated names of the projections the next read needs. */
  projections: string;
}

/** The pending write a response announces, if any (a settled one announces nothing to wait for). */
export function pendingWriteOf(headers: Pick<Headers, 'get'>): PendingWrite | undefined {
  const position = headers.get(POSITION_HEADER);
  if (headers.get(READ_YOUR_WRITES_HEADER) !== 'pending' || !position) return undefined;
  return { position, projections: headers.get(PROJECTIONS_HEADER) ?? '' };
}

/** The api path that long-polls until the write's projections have caught up (under the api base, e.g. /api/v1). */
export function settledPathOf(write: PendingWrite): string {
  const projections = write.projections ? `&projections=${encodeURIComponent(write.projections)}` : '';
  return `/system/settled?position=${encodeURIComponent(write.position)}${projections}`;
}

/** How many long polls (up to 10 s each) a client spends on one write before it refreshes anyway. */
export const SETTLE_ATTEMPTS = 6;

/**
 * Shows the saved-record notice, waits until the write's projections have caught up (asking again while the api
 * answers "not yet"), then refreshes — also when it gave up or the wait failed, since the lists are stale either way.
 */
export async function followPendingWrite(
  write: PendingWrite,
  ports: { notify(message: string): void; askSettled(path: string): Promise<{ settled: boolean }>; refresh(): void | Promise<unknown> },
  attempts = SETTLE_ATTEMPTS,
): Promise<boolean> {
  ports.notify(PENDING_WRITE_MESSAGE);
  let isSettled = false;
  try {
    for (let attempt = 0; attempt < attempts && !isSettled; attempt++) ({ settled: isSettled } = await ports.askSettled(settledPathOf(write)));
  } finally {
    await ports.refresh();
  }
  return isSettled;
}
