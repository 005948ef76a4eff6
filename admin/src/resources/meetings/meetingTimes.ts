import { formatDateTime } from '@jobmarket/contracts/platform/time';

/** A datetime field's value (`YYYY-MM-DDTHH:mm`) from the api's `YYYY-MM-DD HH:mm:ss` wall time, or as typed. */
export const localFieldValue = (text: unknown): string => (typeof text === 'string' && text.length >= 16 ? `${text.slice(0, 10)}T${text.slice(11, 16)}` : '');

/**
 * The instant a wall time (`YYYY-MM-DDTHH:mm`) names in `timeZone`, as ISO 8601 (what the meeting form takes): the
 * admin states times in the api's zone, as the lists show them, whatever zone the browser is in. The zone's offset
 * is read at the guessed instant and once more at the corrected one, which settles it across a DST change. Without a
 * zone (the api's config could not be read) the browser's own zone names it. Undefined for an incomplete value.
 */
export function instantOf(local: string, timeZone: string | undefined): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return undefined;
  if (!timeZone) {
    const date = new Date(local);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  }
  const asUtc = new Date(`${local}:00Z`).getTime();
  if (Number.isNaN(asUtc)) return undefined;
  const offsetAt = (instant: number) => new Date(`${formatDateTime(new Date(instant), timeZone).replace(' ', 'T')}Z`).getTime() - instant;
  let instant = asUtc - offsetAt(asUtc);
  instant = asUtc - offsetAt(instant);
  return new Date(instant).toISOString();
}
