/** The export's query string: the list's filters in the page dialect (createTime as `from,to`). */
export function exportQueryOf(filterValues: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const key of ['keywords', 'status', 'deptId'] as const) {
    const value = filterValues[key];
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const createTime = filterValues.createTime;
  if (Array.isArray(createTime) && createTime.length === 2) params.set('createTime', createTime.join(','));
  return params.toString();
}
