import type { SortPayload } from 'react-admin';
import { pageQueryOf } from '../../providers/pageLists';

/**
 * `GET /meetings/export`'s query: the list's filters (and sort) in the page dialect, without paging, so the
 * spreadsheet holds exactly the meetings the list shows.
 */
export function meetingExportQueryOf(filterValues: Record<string, unknown>, sort?: SortPayload): string {
  const query = pageQueryOf({ filter: filterValues, sort, pagination: { page: 1, perPage: 1 } });
  query.delete('pageNum');
  query.delete('pageSize');
  return query.toString();
}
