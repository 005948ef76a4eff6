import type { RecordedEvent } from '@jobmarket/eventstore';
import type { NoticeEvent, NoticeReadEvent } from '@jobmarket/contracts/system/notices';
import { defineProjection } from '../runner/projection';
import { formatPushTime, noticePushes } from './noticePushes';

export const NOTICES_TABLE = 'notices_v1';
/** Recipients of "specific users" notices, one row each, so "my notices" is an indexed lookup. */
export const NOTICE_TARGETS_TABLE = 'notice_targets_v1';
/** Who has read what: written only from NoticeRead events. */
export const NOTICE_READS_TABLE = 'notice_reads_v1';

const PUBLISHED = 1;
const REVOKED = -1;

interface PendingRead {
  notice_id: number;
  user_id: string;
  read_at: Date;
}

/**
 * Notices for the admin list and the recipients' notification centre, their recipients and read marks; on publish
 * and revoke it queues the realtime pushes (suppressed by the runner when a rebuild replays old positions).
 */
export const noticesProjection = defineProjection({
  name: 'notices_v1',
  handles: ['NoticeCreated', 'NoticeUpdated', 'NoticePublished', 'NoticeRevoked', 'NoticeDeleted', 'NoticeRead'],
  tables: [NOTICE_READS_TABLE, NOTICE_TARGETS_TABLE, NOTICES_TABLE],
  async setup(db) {
    if (!(await db.schema.hasTable(NOTICES_TABLE))) {
      await db.schema.createTable(NOTICES_TABLE, (table) => {
        table.integer('id').primary();
        table.text('title').notNullable();
        table.text('content').notNullable();
        table.text('type').notNullable();
        table.text('level').notNullable();
        table.smallint('target_type').notNullable();
        table.jsonb('target_user_ids').notNullable(); // the form's list in the author's order
        table.smallint('publish_status').notNullable();
        table.integer('created_by');
        table.integer('published_by');
        table.timestamp('created_at', { useTz: true }).notNullable();
        table.timestamp('updated_at', { useTz: true }).notNullable();
        table.timestamp('publish_time', { useTz: true });
        table.timestamp('revoke_time', { useTz: true });
      });
      await db.raw(`create index ${NOTICES_TABLE}_published on ${NOTICES_TABLE} (publish_time desc) where publish_status = ${PUBLISHED}`);
    }
    // the staff list's default order (newest first, id breaking ties); `if not exists` adds it to older tables
    await db.raw(`create index if not exists ${NOTICES_TABLE}_newest on ${NOTICES_TABLE} (created_at desc, id desc)`);
    if (!(await db.schema.hasTable(NOTICE_TARGETS_TABLE))) {
      await db.schema.createTable(NOTICE_TARGETS_TABLE, (table) => {
        table.integer('notice_id').notNullable();
        table.text('user_id').notNullable().index();
        table.primary(['notice_id', 'user_id']);
      });
    }
    if (!(await db.schema.hasTable(NOTICE_READS_TABLE))) {
      await db.schema.createTable(NOTICE_READS_TABLE, (table) => {
        table.integer('notice_id').notNullable();
        table.text('user_id').notNullable().index();
        table.timestamp('read_at', { useTz: true }).notNullable();
        table.primary(['notice_id', 'user_id']);
      });
    }
  },
  async apply(events, context) {
    const { tx } = context;
    // read-all appends many NoticeRead events at once: they go in with one statement
    let pendingReads: PendingRead[] = [];
    const flushReads = async () => {
      if (pendingReads.length === 0) return;
      await tx.raw(
        `insert into ${NOTICE_READS_TABLE} (notice_id, user_id, read_at)
         select r.notice_id, r.user_id, r.read_at from jsonb_to_recordset(?::jsonb) as r(notice_id int, user_id text, read_at timestamptz)
          where exists (select 1 from ${NOTICES_TABLE} n where n.id = r.notice_id)
         on conflict do nothing`,
        [JSON.stringify(pendingReads)],
      );
      pendingReads = [];
    };
    const replaceTargets = async (noticeId: number, userIds: string[]) => {
      await tx(NOTICE_TARGETS_TABLE).where({ notice_id: noticeId }).delete();
      if (userIds.length > 0) await tx(NOTICE_TARGETS_TABLE).insert(userIds.map((userId) => ({ notice_id: noticeId, user_id: userId })));
    };
    const userIdOrNull = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

    for (const recorded of events as RecordedEvent[]) {
      const event = recorded as unknown as NoticeEvent | NoticeReadEvent;
      if (event.type === 'NoticeRead') {
        pendingReads.push({ notice_id: event.data.noticeId, user_id: event.data.userId, read_at: recorded.createdAt });
        continue;
      }
      await flushReads();
      switch (event.type) {
        case 'NoticeCreated': {
          const { id, title, content, type, level, targetType, targetUserIds, createdBy } = event.data;
          const inserted = await tx(NOTICES_TABLE)
            .insert({
              id,
              title,
              content,
              type,
              level,
              target_type: targetType,
              target_user_ids: JSON.stringify(targetUserIds),
              publish_status: 0,
              created_by: userIdOrNull(createdBy),
              created_at: recorded.createdAt,
              updated_at: recorded.createdAt,
            })
            .onConflict('id')
            .ignore()
            .returning('id');
          if (inserted.length > 0) await replaceTargets(id, targetUserIds);
          break;
        }
        case 'NoticeUpdated': {
          const { id, title, content, type, level, targetType, targetUserIds } = event.data;
          await tx(NOTICES_TABLE)
            .where({ id })
            .update({ title, content, type, level, target_type: targetType, target_user_ids: JSON.stringify(targetUserIds), updated_at: recorded.createdAt });
          await replaceTargets(id, targetUserIds);
          break;
        }
        case 'NoticePublished': {
          const { id, publisherId, title, type, targetType, targetUserIds } = event.data;
          await tx(NOTICES_TABLE)
            .where({ id })
            // a revoked notice published again is no longer revoked
            .update({ publish_status: PUBLISHED, published_by: userIdOrNull(publisherId), publish_time: recorded.createdAt, revoke_time: null, updated_at: recorded.createdAt });
          const push = { id, type, title, publishTime: formatPushTime(recorded.createdAt) };
          for (const notice of noticePushes({ targetType, targetUserIds }, push)) await context.notify(recorded, notice);
          break;
        }
        case 'NoticeRevoked': {
          const { id, targetType, targetUserIds } = event.data;
          await tx(NOTICES_TABLE).where({ id }).update({ publish_status: REVOKED, revoke_time: recorded.createdAt, updated_at: recorded.createdAt });
          for (const notice of noticePushes({ targetType, targetUserIds }, { id, revoked: true })) await context.notify(recorded, notice);
          break;
        }
        case 'NoticeDeleted':
          await tx(NOTICE_READS_TABLE).where({ notice_id: event.data.id }).delete();
          await tx(NOTICE_TARGETS_TABLE).where({ notice_id: event.data.id }).delete();
          await tx(NOTICES_TABLE).where({ id: event.data.id }).delete();
          break;
      }
    }
    await flushReads();
  },
});
