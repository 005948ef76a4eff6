/** A row of `GET /system/projections`. */
export interface ProjectionStatus {
  id: string;
  name: string;
  state: 'running' | 'stopped';
  position: string | null;
  eventsProcessed: number;
  lagEvents: number | null;
  lagSeconds: number | null;
  lastError: string | null;
  failedPosition: string | null;
  deadLetters: number;
  updatedAt: string | null;
}

/** How often the page asks again while it is open and visible. */
export const AUTO_REFRESH_SECONDS = 5;

/**
 * A checkpoint (`<transaction>:<global position>`, both zero-padded for ordering) without its padding: `87517:230`.
 * Anything else is shown as it is.
 */
export function shortPosition(position: string | null): string {
  if (!position) return '—';
  const parts = position.split(':');
  if (!parts.every((part) => /^\d+$/.test(part))) return position;
  return parts.map((part) => part.replace(/^0+(?=\d)/, '')).join(':');
}
