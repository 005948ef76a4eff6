/** Before any operation the product can have logged: the open start of a "until" range. */
export const EARLIEST_DAY = '2000-01-01';

/**
 * The `createTime` filter of `GET /logs` from the two date fields: the api wants both ends (`[from, to]`, days included),
 * so an open end means "since" (up to today) or "until" (from the earliest day); no dates, no filter.
 */
export function createTimeFilter(from: string, to: string, today: string): [string, string] | undefined {
  if (!from && !to) return undefined;
  if (from && to) return from <= to ? [from, to] : [to, from];
  if (from) return [from, from > today ? from : today];
  return [EARLIEST_DAY, to];
}
