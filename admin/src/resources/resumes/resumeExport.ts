import type { SortPayload } from 'react-admin';
import { pageQueryOf } from '../../providers/pageLists';

/**
 * `GET /resumes/export`'s query: the list's filters and sort in the page dialect (`createTime[]=from&createTime[]=to`),
 * without paging, so the spreadsheet holds exactly the resumes the list shows, in its order.
 */
export function resumeExportQueryOf(filterValues: Record<string, unknown>, sort?: SortPayload): string {
  const query = pageQueryOf({ filter: filterValues, sort, pagination: { page: 1, perPage: 1 } });
  query.delete('pageNum');
  query.delete('pageSize');
  return query.toString();
}
