import simpleRestProvider from 'ra-data-simple-rest';
import type { AuditForm } from '@jobmarket/contracts/registration/forms';
import type { DataProvider, GetListParams, GetListResult, GetOneParams, GetOneResult, Identifier, RaRecord } from 'react-admin';
import { API_BASE, type HttpOptions, type HttpResponse } from './httpClient';
import { getPageList, getPageRecord, pageLists } from './pageLists';
import { queueMethods, type QueueMethods } from './queueMethods';

/** react-admin resource → api path under /api/v1 where they differ; the others are the same (`users`, `dept`, `dict-data`…). */
export const resourcePaths: Record<string, string> = {
  projections: 'system/projections',
  queues: 'system/queues',
  // the VIP list's api is /vip; its admin URL cannot be /vip, the VIP menu directory's own path (which lands on the levels)
  'vip-members': 'vip',
};

export const apiPathOf = (resource: string): string => resourcePaths[resource] ?? resource;

/** Resources whose api answers a plain array without the react-admin dialect: fetched whole, then sorted and paged here. */
const wholeLists: Record<string, { idField: string }> = {
  projections: { idField: 'name' },
  queues: { idField: 'name' },
};

type HttpJson = (url: string, options?: HttpOptions) => Promise<HttpResponse>;

function pageOf(rows: Record<string, unknown>[], params: GetListParams) {
  const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
  const direction = order === 'DESC' ? -1 : 1;
  const sorted = [...rows].sort((a, b) => String(a[field] ?? '').localeCompare(String(b[field] ?? ''), undefined, { numeric: true }) * direction);
  const { page, perPage } = params.pagination ?? { page: 1, perPage: rows.length };
  return sorted.slice((page - 1) * perPage, page * perPage);
}

/** react-admin's methods, the status page's queue calls, and the registration audit's decision (an action beyond CRUD). */
export type AdminDataProvider = DataProvider &
  QueueMethods & {
    /** Decides a pending application (`PUT /<resource>/{id}/audit`); the api enforces the audit machine (A0440 otherwise). */
    auditApplication(resource: string, id: Identifier, decision: AuditForm): Promise<void>;
  };

/** ra-data-simple-rest over our http client (which unwraps the envelope and keeps Content-Range), with resource names mapped. */
export function createDataProvider(httpClient: HttpJson, apiBase = API_BASE): AdminDataProvider {
  const rest = simpleRestProvider(apiBase, httpClient);
  const mapped = Object.fromEntries(
    Object.entries(rest).map(([method, call]) => [
      method,
      typeof call === 'function' ? (resource: string, params: unknown) => (call as (r: string, p: unknown) => unknown)(apiPathOf(resource), params) : call,
    ]),
  ) as DataProvider;

  return {
    ...mapped,
    ...queueMethods(httpClient, apiBase),
    async auditApplication(resource: string, id: Identifier, decision: AuditForm): Promise<void> {
      await httpClient(`${apiBase}/${apiPathOf(resource)}/${encodeURIComponent(String(id))}/audit`, { method: 'PUT', body: JSON.stringify(decision) });
    },
    async getList<RecordType extends RaRecord = RaRecord>(resource: string, params: GetListParams): Promise<GetListResult<RecordType>> {
      const paged = pageLists[resource];
      if (paged) return getPageList<RecordType>(httpClient, `${apiBase}/${apiPathOf(resource)}`, paged.idField, params);
      const whole = wholeLists[resource];
      if (!whole) return mapped.getList<RecordType>(resource, params);
      const { json } = await httpClient(`${apiBase}/${apiPathOf(resource)}`, { signal: params.signal ?? null });
      const rows = (json as Record<string, unknown>[]).map((row) => ({ ...row, id: row[whole.idField] as string }));
      // the rows are whatever the api answers; react-admin's record type is the caller's to choose
      return { data: pageOf(rows, params) as unknown as RecordType[], total: rows.length };
    },
    async getOne<RecordType extends RaRecord = RaRecord>(resource: string, params: GetOneParams): Promise<GetOneResult<RecordType>> {
      const paged = pageLists[resource];
      if (paged) return getPageRecord<RecordType>(httpClient, `${apiBase}/${apiPathOf(resource)}`, paged.idField, params, paged.recordSuffix);
      return mapped.getOne<RecordType>(resource, params);
    },
  };
}
