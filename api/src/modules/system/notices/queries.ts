import type { MyNoticeRow, NoticeDetailView, NoticeFormView, NoticeLevel, NoticePageRow, NoticeTargetType } from '@jobmarket/contracts/system/notices';
import type { NoticePublishStatus } from '@jobmarket/contracts/system/noticeMachine';
import { NOTICE_READS_TABLE, NOTICE_TARGETS_TABLE, NOTICES_TABLE, USERS_TABLE } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { z } from 'zod';
import { containsPattern, type ListSpec } from '../../../http/listQuery';
import { formatDateTime } from '../../../http/time';

const PUBLISHED = 1;

/** A notice as the queries select it: the notice, its publisher's name and the caller's read mark (content only by id). */
export interface NoticeRow {
  id: number;
  title: string;
  content: string;
  type: string;
  level: NoticeLevel;
  target_type: NoticeTargetType;
  target_user_ids: string[];
  publish_status: NoticePublishStatus;
  publisher_name: string | null;
  created_at: Date;
  publish_time: Date | null;
  revoke_time: Date | null;
  is_read: boolean;
}

const readFlag = z
  .union([z.enum(['0', '1', 'true', 'false']), z.number().int().min(0).max(1), z.boolean()])
  .transform((value) => value === '1' || value === 'true' || value === 1 || value === true);

/** `/notices/page` and react-admin's `/notices`: title contains, publish status, and getMany's id list. */
export const noticeListSpec = {
  resource: 'notices',
  sortable: {
    id: 'n.id',
    title: 'n.title',
    publishStatus: 'n.publish_status',
    type: 'n.type',
    level: 'n.level',
    publishTime: 'n.publish_time',
    createTime: 'n.created_at',
    revokeTime: 'n.revoke_time',
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: 'n.id',
  filters: {
    title: z.string().trim().max(100).optional(),
    publishStatus: z.coerce.number().int().min(-1).max(1).optional(),
    id: z.array(z.coerce.number().int().min(1)).max(500).optional(),
  },
} satisfies ListSpec;

/**
 * `/notices/my-page`: the caller's notification centre, newest first; `targetType` 2 keeps the notices addressed to
 * chosen users (the admin's message tab: decisions and tasks sent to the caller), 1 the broadcasts.
 */
export const myNoticeListSpec = {
  resource: 'notices',
  sortable: { publishTime: 'n.publish_time', id: 'n.id' },
  defaultSort: { field: 'publishTime', order: 'desc' },
  tieBreaker: 'n.id',
  filters: { isRead: readFlag.optional(), targetType: z.coerce.number().int().min(1).max(2).optional() },
} satisfies ListSpec;

export function toNoticePageRow(row: NoticeRow, zone: string): NoticePageRow {
  return {
    id: row.id,
    title: row.title,
    publishStatus: row.publish_status,
    type: row.type,
    publisherName: row.publisher_name,
    level: row.level,
    publishTime: formatDateTime(row.publish_time, zone),
    isRead: row.is_read ? 1 : 0,
    targetType: row.target_type,
    createTime: formatDateTime(row.created_at, zone),
    revokeTime: formatDateTime(row.revoke_time, zone),
  };
}

export function toMyNoticeRow(row: NoticeRow, zone: string): MyNoticeRow {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    level: row.level,
    publisherName: row.publisher_name,
    publishTime: formatDateTime(row.publish_time, zone),
    isRead: row.is_read ? 1 : 0,
  };
}

export const toNoticeForm = (row: NoticeRow): NoticeFormView => ({
  id: row.id,
  title: row.title,
  content: row.content,
  type: row.type,
  level: row.level,
  targetType: row.target_type,
  targetUserIds: row.target_user_ids,
});

export function toNoticeDetail(row: NoticeRow, zone: string, isRead: boolean): NoticeDetailView {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    type: row.type,
    level: row.level,
    publisherName: row.publisher_name,
    publishTime: formatDateTime(row.publish_time, zone),
    publishStatus: row.publish_status,
    isRead: isRead ? 1 : 0,
  };
}

export function noticeQueries(db: Knex) {
  /** Every notice with its publisher's current name (the creator's until published) and `readerId`'s read mark; lists leave the content out. */
  function notices(readerId: string) {
    return db({ n: NOTICES_TABLE })
      .leftJoin({ u: USERS_TABLE }, function joinPublisher() {
        this.on(db.raw('u.id = coalesce(n.published_by, n.created_by)'));
      })
      .leftJoin({ r: NOTICE_READS_TABLE }, function joinReadMark() {
        this.on('r.notice_id', '=', 'n.id').andOn('r.user_id', '=', db.raw('?', [readerId]));
      })
      .select(
        'n.id',
        'n.title',
        'n.type',
        'n.level',
        'n.target_type',
        'n.target_user_ids',
        'n.publish_status',
        'n.created_at',
        'n.publish_time',
        'n.revoke_time',
        'u.nickname as publisher_name',
        db.raw('(r.notice_id is not null) as is_read'),
      );
  }

  /** Published notices addressed to the user: to everyone, or to a list that names them. Revoked ones drop out. */
  function addressedTo(userId: string) {
    return notices(userId)
      .where('n.publish_status', PUBLISHED)
      .where((where) =>
        where
          .where('n.target_type', 1)
          .orWhereExists(db(NOTICE_TARGETS_TABLE).whereRaw('notice_id = n.id').where({ user_id: userId }).select(db.raw('1'))),
      );
  }

  return {
    byId: async (id: number, readerId: string): Promise<NoticeRow | undefined> => notices(readerId).select('n.content').where('n.id', id).first(),
    list(filters: { title?: string; publishStatus?: number; id?: number[] }, readerId: string) {
      const query = notices(readerId);
      if (filters.title) query.whereILike('n.title', containsPattern(filters.title));
      if (filters.publishStatus !== undefined) query.where('n.publish_status', filters.publishStatus);
      if (filters.id) query.whereIn('n.id', filters.id);
      return query;
    },
    mine(userId: string, filters: { isRead?: boolean; targetType?: number }) {
      const query = addressedTo(userId);
      if (filters.isRead === true) query.whereNotNull('r.notice_id');
      if (filters.isRead === false) query.whereNull('r.notice_id');
      if (filters.targetType !== undefined) query.where('n.target_type', filters.targetType);
      return query;
    },
    /** The notice when it is published and addressed to the user; otherwise undefined (not found, to them). */
    addressedById: async (id: number, userId: string): Promise<NoticeRow | undefined> => addressedTo(userId).select('n.content').where('n.id', id).first(),
    async unreadIds(userId: string): Promise<number[]> {
      const rows: { id: number }[] = await addressedTo(userId).whereNull('r.notice_id').clearSelect().select('n.id');
      return rows.map((row) => row.id);
    },
    /** Which of the given user ids name no live account. */
    async missingUserIds(userIds: readonly string[]): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows: { id: number }[] = await db(USERS_TABLE).whereIn('id', userIds.map(Number)).whereNull('deleted_at').select('id');
      const found = new Set(rows.map((row) => String(row.id)));
      return userIds.filter((userId) => !found.has(userId));
    },
  };
}
