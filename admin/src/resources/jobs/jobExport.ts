const scalarFilters = ['keywords', 'auditStatus', 'status', 'industry', 'provinceCode', 'publisherId'] as const;
const dayRanges = ['createTime', 'publishTime'] as const;

/**
 * `GET /jobs/export`'s query: the list's filters in the page dialect, day ranges comma-joined (`createTime=from,to`,
 * an empty end open), so the spreadsheet holds exactly the jobs the list shows.
 */
export function jobExportQueryOf(filterValues: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const key of scalarFilters) {
    const value = filterValues[key];
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  for (const key of dayRanges) {
    const range = filterValues[key];
    if (Array.isArray(range) && range.some(Boolean)) params.set(key, `${range[0] ?? ''},${range[1] ?? ''}`);
  }
  return params.toString();
}
