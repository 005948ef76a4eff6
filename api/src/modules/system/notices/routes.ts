import { permissions } from '@jobmarket/contracts';
import { noticePublishStatuses } from '@jobmarket/contracts/system/noticeMachine';
import { noticeForm } from '@jobmarket/contracts/system/notices';
import { noticesProjection } from '@jobmarket/projections';
import { isAllowed, type Actor } from '../../../http/actor';
import { AppError } from '../../../http/appError';
import { crudRoutes } from '../../../http/crudRoutes';
import { fetchPage, parsePageQuery } from '../../../http/listQuery';
import { idParams } from '../../../http/params';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { answerWrite, type Written } from '../../../http/writeAnswer';
import { commandContextOf, type ModuleContext } from '../../moduleContext';
import { noticeDecider, type NoticeState } from './decider';
import { noticeHandlers, noticeStream } from './handlers';
import {
  myNoticeListSpec,
  noticeListSpec,
  noticeQueries,
  toMyNoticeRow,
  toNoticeDetail,
  toNoticeForm,
  toNoticePageRow,
  type NoticeRow,
} from './queries';

/** The record as the write side decided it; what only the read model knows (names, times, read marks) stays empty. */
function decidedRecord(state: NoticeState) {
  if (!state.exists) return null;
  const { id, title, content, type, level, targetType, targetUserIds } = state;
  const publishStatus = noticePublishStatuses[state.status];
  return { id, title, publishStatus, type, publisherName: null, level, publishTime: null, isRead: 0 as const, targetType, createTime: null, revokeTime: null, content, targetUserIds };
}

/**
 * Notices (`/api/v1/notices`): administration behind sys:notice:*, and every signed-in user's own notification
 * centre (my-page, detail, read-all). Fixed paths come before `/notices/:id` so they are not taken for ids.
 */
export function noticeRoutes(context: ModuleContext): RouteDefinition[] {
  const queries = noticeQueries(context.db);
  const handlers = noticeHandlers(context);
  const zone = context.config.TIME_ZONE;
  const perms = permissions.notice;
  const settles = [noticesProjection.name];

  // 'authenticated' and permission routes always have an actor
  const userIdOf = (actor: Actor | undefined) => actor!.userId;

  async function rowOf(id: number, actor: Actor | undefined): Promise<NoticeRow> {
    const row = await queries.byId(id, userIdOf(actor));
    if (!row) throw new AppError('A0606');
    return row;
  }

  /** react-admin's record: the form plus the list's status columns, so one fetch serves edit and show. */
  async function recordOf(id: number, actor: Actor | undefined) {
    const row = await rowOf(id, actor);
    return { ...toNoticePageRow(row, zone), ...toNoticeForm(row) };
  }

  /** A publish or revoke answers the record like an edit: from the read model once settled, else as decided. */
  const answerTransition = (route: { res: Parameters<typeof answerWrite>[1]; actor: Actor | undefined }, written: Written<NoticeState>) =>
    answerWrite(context.projectionWaiter, route.res, { position: written.position, projections: settles }, {
      read: () => recordOf(written.id, route.actor),
      decided: () => decidedRecord(written.state),
    });

  return crudRoutes({
    path: '/notices',
    tag: 'notices',
    entity: 'notice',
    entities: 'notices',
    permissions: { query: perms.query, create: perms.add, update: perms.edit, remove: perms.delete },
    list: {
      spec: noticeListSpec,
      rows: (filters, { actor }) => queries.list(filters, userIdOf(actor)),
      view: (row: NoticeRow) => toNoticePageRow(row, zone),
      summaries: { page: 'Page of notices (title, publishStatus); isRead is the caller’s own mark' },
    },
    reads: {
      summaries: {
        form: 'Notice form {id, title, content, type, level, targetType, targetUserIds}',
        record: 'Notice (react-admin getOne): the form and its status columns',
      },
      formOf: async (id, actor) => toNoticeForm(await rowOf(id, actor)),
      recordOf,
    },
    history: { store: context.store, db: context.db, streamOf: noticeStream, decider: noticeDecider },
    projectionWaiter: context.projectionWaiter,
    writes: {
      settles,
      savedOf: recordOf,
      decidedOf: ({ state }) => decidedRecord(state),
      create: {
        summary: 'Create a draft notice (content is sanitised rich text)',
        body: noticeForm,
        run: (route) => handlers.create(route.body, commandContextOf(route)),
      },
      update: {
        summary: 'Edit a notice while it is unpublished',
        body: noticeForm,
        run: (route) => handlers.update(route.params.id, route.body, commandContextOf(route)),
      },
      remove: {
        summary: 'Delete notices (drafts and revoked ones; a published one is revoked first)',
        run: (route) => handlers.remove(route.params.ids, commandContextOf(route)),
      },
    },
    routes: [
      defineRoute({
        method: 'get',
        path: '/notices/my-page',
        permission: 'authenticated',
        tag: 'notices',
        summary: 'The caller’s published notices, newest first (isRead 0|1 filters; targetType 2: only those addressed to chosen users, 1: only broadcasts)',
        handler: async ({ query, actor }) => {
          const request = parsePageQuery(myNoticeListSpec, query as Record<string, unknown>);
          const page = await fetchPage<NoticeRow>(queries.mine(userIdOf(actor), request.filters), request);
          return { list: page.list.map((row) => toMyNoticeRow(row, zone)), total: page.total };
        },
      }),
      defineRoute({
        method: 'put',
        path: '/notices/read-all',
        permission: 'authenticated',
        tag: 'notices',
        summary: 'Marks every notice addressed to the caller as read',
        handler: async (route) => {
          await handlers.markAllRead(userIdOf(route.actor), commandContextOf(route));
          return null;
        },
      }),
      defineRoute({
        method: 'get',
        path: '/notices/:id/detail',
        permission: 'authenticated',
        tag: 'notices',
        summary: 'A notice as its recipient reads it; marks it read for the caller',
        params: idParams,
        handler: async (route) => {
          const userId = userIdOf(route.actor);
          const addressed = await queries.addressedById(route.params.id, userId);
          if (addressed) {
            if (!addressed.is_read) await handlers.markRead(userId, [addressed.id], commandContextOf(route));
            return toNoticeDetail(addressed, zone, true);
          }
          // staff may preview any notice without it counting as read; everyone else learns nothing about it
          if (!isAllowed(route.actor!, perms.query)) throw new AppError('A0606');
          const row = await rowOf(route.params.id, route.actor);
          return toNoticeDetail(row, zone, row.is_read);
        },
      }),
      defineRoute({
        method: 'put',
        path: '/notices/:id/publish',
        permission: perms.publish,
        tag: 'notices',
        summary: 'Publish a draft: recipients see it and get a realtime push',
        params: idParams,
        handler: async (route) => answerTransition(route, await handlers.publish(route.params.id, commandContextOf(route))),
      }),
      defineRoute({
        method: 'put',
        path: '/notices/:id/revoke',
        permission: perms.revoke,
        tag: 'notices',
        summary: "Revoke a published notice: it leaves recipients' lists",
        params: idParams,
        handler: async (route) => answerTransition(route, await handlers.revoke(route.params.id, commandContextOf(route))),
      }),
    ],
  });
}
