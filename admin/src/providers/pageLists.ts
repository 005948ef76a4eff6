import type { GetListParams, GetListResult, GetOneParams, GetOneResult, Identifier, RaRecord } from 'react-admin';
import type { HttpOptions, HttpResponse } from './httpClient';

type HttpJson = (url: string, options?: HttpOptions) => Promise<HttpResponse>;

export interface PageList {
  /** The row field that is the record's id. */
  idField: string;
  /** Where one record is read below `<path>/{id}`: `/form` unless given. */
  recordSuffix?: string;
}

/**
 * Resources whose api serves only the spec's page dialect (`GET /<path>/page` answering `{list, total}`, a record at
 * `GET /<path>/{id}/form`) and no react-admin dialect, with the row field that is the record's id. The VIP lists are
 * read models of a projection, not crud entities: their api declares the `/page` routes only.
 */
export const pageLists: Record<string, PageList> = {
  'vip-members': { idField: 'publisherId' },
  'vip-orders': { idField: 'orderNo' },
  'vip-promotions': { idField: 'id' },
  // staff read a resume whole at `GET /resumes/{id}` (ResumeDetail); `/form` is the seeker's edit form
  resumes: { idField: 'id', recordSuffix: '' },
  // an order is read whole at `GET /delivery-orders/{id}` (its `/form` is the same view)
  'delivery-orders': { idField: 'id', recordSuffix: '' },
  // a job fair is read whole at `GET /meetings/{id}` (MeetingView), which its edit form starts from too
  meetings: { idField: 'id', recordSuffix: '' },
  // a counselor and a consult order are read whole at `GET /counselors/{id}` and `GET /consult-orders/{id}`
  counselors: { idField: 'id', recordSuffix: '' },
  'consult-orders': { idField: 'id', recordSuffix: '' },
};

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * react-admin's list parameters as the page dialect's query (API-CONTRACT §1): `pageNum` (1-based), `pageSize`,
 * `sortField`/`sortOrder`, each filter by name and day ranges bracket-style (`paidTime[]=a&paidTime[]=b`, an empty end
 * left open). react-admin's default sort field `id` is left out, so the api applies its own default order.
 */
export function pageQueryOf(params: GetListParams): URLSearchParams {
  const query = new URLSearchParams();
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
  query.set('pageNum', String(page));
  query.set('pageSize', String(perPage));
  if (params.sort?.field && params.sort.field !== 'id') {
    query.set('sortField', params.sort.field);
    query.set('sortOrder', params.sort.order === 'DESC' ? 'desc' : 'asc');
  }
  for (const [name, value] of Object.entries(params.filter ?? {})) {
    if (Array.isArray(value)) {
      if (value.every(isBlank)) continue;
      for (const item of value) query.append(`${name}[]`, isBlank(item) ? '' : String(item));
    } else if (!isBlank(value)) {
      query.set(name, String(value));
    }
  }
  return query;
}

const withId = (row: Record<string, unknown>, idField: string) => ({ ...row, id: row[idField] as Identifier });

/** One page of a page-dialect resource, each row given react-admin's `id`. */
export async function getPageList<RecordType extends RaRecord>(httpClient: HttpJson, url: string, idField: string, params: GetListParams): Promise<GetListResult<RecordType>> {
  const { json } = await httpClient(`${url}/page?${pageQueryOf(params)}`, { signal: params.signal ?? null });
  const page = json as { list?: Record<string, unknown>[]; total?: number } | null;
  const rows = (page?.list ?? []).map((row) => withId(row, idField));
  // the rows are whatever the api answers; react-admin's record type is the caller's to choose
  return { data: rows as unknown as RecordType[], total: page?.total ?? rows.length };
}

/** One record of a page-dialect resource: `GET /<path>/{id}/form` (or `GET /<path>/{id}<recordSuffix>`). */
export async function getPageRecord<RecordType extends RaRecord>(
  httpClient: HttpJson,
  url: string,
  idField: string,
  params: GetOneParams,
  recordSuffix = '/form',
): Promise<GetOneResult<RecordType>> {
  const { json } = await httpClient(`${url}/${encodeURIComponent(String(params.id))}${recordSuffix}`, { signal: params.signal ?? null });
  return { data: withId(json as Record<string, unknown>, idField) as unknown as RecordType };
}
