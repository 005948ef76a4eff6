import { type Locale, type OperationLogView as ContractOperationLogView, type Page } from '@jobmarket/contracts';
import { catalogs, translate } from '@jobmarket/contracts/i18n/translate';
import { OPERATION_LOG_TABLE, USERS_TABLE } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { containsPattern, fetchPage, whereWithinDays, type DayRange, type ListRequest } from '../../../http/listQuery';
import { formatDateTime } from '../../../http/time';
import { summariseUserAgent } from './userAgentSummary';

export interface OperationLogFilters {
  keywords?: string;
  /** `[from, to]` local days in the configured zone, both included. */
  createTime?: DayRange;
}

export interface OperationLogRow {
  event_id: string;
  module: string;
  message_key: string;
  message_vars: Record<string, string | number>;
  request_uri: string | null;
  method: string | null;
  ip: string | null;
  user_agent: string | null;
  execution_time: number | null;
  actor_id: string | null;
  actor_user_id: number | null;
  created_at: Date;
  operator_username: string | null;
}

/** A row of `GET /logs/page`; `region` stays null (see the contract type). */
export type OperationLogView = ContractOperationLogView & { region: null };

const moduleName = (module: string, locale: Locale) => translate(locale, `operationLog.modules.${module}`);

export function toOperationLogView(row: OperationLogRow, timeZone: string, locale: Locale): OperationLogView {
  const module = moduleName(row.module, locale);
  // seeded role names are message keys (`roles.admin`); anything else passes through translate unchanged
  const name = row.module === 'role' && typeof row.message_vars.name === 'string' ? translate(locale, row.message_vars.name) : row.message_vars.name;
  return {
    id: row.event_id,
    module,
    content: translate(locale, row.message_key, { ...row.message_vars, ...(name === undefined ? {} : { name }), module }),
    requestUri: row.request_uri,
    method: row.method,
    ip: row.ip,
    region: null,
    ...summariseUserAgent(row.user_agent),
    executionTime: row.execution_time,
    createBy: row.actor_user_id,
    createTime: formatDateTime(row.created_at, timeZone),
    operator: row.operator_username ?? row.actor_id,
  };
}

/**
 * What of the log's own wording, in the viewer's language, contains the keyword: module names and sentence templates
 * (placeholders removed). Content is translated at read time, so this is how a keyword finds "signed in" or "登录".
 */
function translatedMatches(keyword: string, locale: Locale): { modules: string[]; messageKeys: string[] } {
  const needle = keyword.toLocaleLowerCase();
  const contains = (text: string) => text.replace(/%\{\w+\}/g, ' ').toLocaleLowerCase().includes(needle);
  const { modules, ...sentences } = catalogs[locale].operationLog;
  return {
    modules: Object.entries(modules).filter(([, name]) => contains(name)).map(([module]) => module),
    messageKeys: Object.entries(sentences).flatMap(([group, templates]) =>
      Object.entries(templates as Record<string, string>).filter(([, template]) => contains(template)).map(([action]) => `operationLog.${group}.${action}`),
    ),
  };
}

export function operationLogQueries(db: Knex, timeZone: string) {
  return {
    /** The filtered log with each operator's username, not yet ordered or paged. */
    list(filters: OperationLogFilters, locale: Locale): Knex.QueryBuilder {
      const query = db(`${OPERATION_LOG_TABLE} as log`)
        .leftJoin(`${USERS_TABLE} as operator`, 'operator.id', 'log.actor_user_id')
        .select('log.*', 'operator.username as operator_username');
      if (filters.keywords) {
        const pattern = containsPattern(filters.keywords);
        const { modules, messageKeys } = translatedMatches(filters.keywords, locale);
        query.where((where) => {
          where
            .whereILike('operator.username', pattern)
            .orWhereILike('log.actor_id', pattern)
            .orWhereILike('log.request_uri', pattern)
            .orWhereILike('log.ip', pattern)
            .orWhereILike('log.user_agent', pattern)
            .orWhereILike('log.event_type', pattern)
            // the sentence's variables: names of the users, roles, menus… it is about
            .orWhereRaw('exists (select 1 from jsonb_each_text(log.message_vars) as var where var.value ilike ?)', [pattern]);
          if (modules.length > 0) where.orWhereIn('log.module', modules);
          if (messageKeys.length > 0) where.orWhereIn('log.message_key', messageKeys);
        });
      }
      whereWithinDays(query, 'log.created_at', filters.createTime, timeZone);
      return query;
    },

    /** One page; events appended together share a time, so the position keeps their order stable across pages. */
    page(query: Knex.QueryBuilder, request: ListRequest<unknown>): Promise<Page<OperationLogRow>> {
      return fetchPage<OperationLogRow>(query, request, { tieBreaker: 'log.position' });
    },
  };
}
