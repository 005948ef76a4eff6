import {
  fileUrlOf,
  type ApplicationDocuments,
  type ApplicationKind,
  type AuditStatus,
  type DocumentsView,
  type MyApplicationView,
  type PublisherApplicationRow,
  type SchoolAdminApplicationRow,
} from '@jobmarket/contracts';
import { APPLICATIONS_TABLE } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { z } from 'zod';
import { containsPattern, type ListSpec } from '../../http/listQuery';
import { formatDateTime } from '../../http/time';

/** An application as the read model holds it. */
export interface ApplicationRow {
  id: number;
  kind: ApplicationKind;
  username: string;
  company: string | null;
  school_name: string | null;
  email: string;
  mobile: string;
  documents: ApplicationDocuments;
  audit_status: AuditStatus;
  reject_reason: string | null;
  audit_time: Date | null;
  created_at: Date;
}

/** `/publishers/page`, `/school-admins/page` and react-admin's lists: keywords, audit status, getMany's ids. */
export function applicationListSpec(resource: string) {
  return {
    resource,
    sortable: { id: 'id', username: 'username', company: 'company', schoolName: 'school_name', auditStatus: 'audit_status', createTime: 'created_at', auditTime: 'audit_time' },
    defaultSort: { field: 'createTime', order: 'desc' },
    tieBreaker: 'id',
    filters: {
      keywords: z.string().trim().max(100).optional(),
      auditStatus: z.coerce.number().int().min(0).max(2).optional(),
      id: z.array(z.coerce.number().int().min(1)).max(500).optional(),
    },
  } satisfies ListSpec;
}

export type ApplicationFilters = { keywords?: string; auditStatus?: number; id?: number[] };

export function documentsView(documents: ApplicationDocuments): DocumentsView {
  return Object.fromEntries(Object.entries(documents).map(([field, files]) => [field, (files ?? []).map((file) => ({ id: file.id, name: file.name, url: fileUrlOf(file.id) }))]));
}

export function applicationQueries(db: Knex, timeZone: string) {
  const time = (value: Date | null) => (value ? formatDateTime(value, timeZone) : null);

  return {
    byId: async (id: number): Promise<ApplicationRow | undefined> => db(APPLICATIONS_TABLE).where({ id }).first(),

    list(kind: ApplicationKind, filters: ApplicationFilters): Knex.QueryBuilder {
      const query = db(APPLICATIONS_TABLE).where({ kind }).select('*');
      if (filters.keywords) {
        const like = containsPattern(filters.keywords);
        query.where((inner) => {
          inner.whereILike('username', like).orWhereILike('email', like).orWhereILike('mobile', like).orWhereILike(kind === 'publisher' ? 'company' : 'school_name', like);
        });
      }
      if (filters.auditStatus !== undefined) query.where({ audit_status: filters.auditStatus });
      if (filters.id) query.whereIn('id', filters.id);
      return query;
    },

    publisherRow: (row: ApplicationRow): PublisherApplicationRow => ({
      id: row.id,
      username: row.username,
      company: row.company ?? '',
      email: row.email,
      mobile: row.mobile,
      auditStatus: row.audit_status,
      rejectReason: row.reject_reason,
      createTime: time(row.created_at),
      auditTime: time(row.audit_time),
    }),

    schoolAdminRow: (row: ApplicationRow): SchoolAdminApplicationRow => ({
      id: row.id,
      username: row.username,
      schoolName: row.school_name ?? '',
      email: row.email,
      mobile: row.mobile,
      auditStatus: row.audit_status,
      rejectReason: row.reject_reason,
      createTime: time(row.created_at),
      auditTime: time(row.audit_time),
    }),

    mine: (row: ApplicationRow): MyApplicationView => ({
      kind: row.kind,
      auditStatus: row.audit_status,
      rejectReason: row.reject_reason,
      auditTime: time(row.audit_time),
      ...(row.kind === 'publisher' ? { company: row.company ?? '' } : { schoolName: row.school_name ?? '' }),
      email: row.email,
      mobile: row.mobile,
      documents: documentsView(row.documents),
    }),
  };
}

export type ApplicationQueries = ReturnType<typeof applicationQueries>;
