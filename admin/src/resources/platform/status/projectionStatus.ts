import type { ProjectionStatusView } from '@jobmarket/contracts';

/** A row of `GET /system/projections`, as react-admin holds it (with an `id`). */
export type ProjectionStatus = ProjectionStatusView & { id: string };

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
