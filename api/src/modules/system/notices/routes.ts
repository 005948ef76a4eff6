import { permissions } from '@jobmarket/contracts';
import { noticeForm } from '@jobmarket/contracts/system/notices';
import { isAllowed, type Actor } from '../../../http/actor';
import { AppError } from '../../../http/appError';
import { entityReadRoutes } from '../../../http/entityReadRoutes';
import { fetchPage, parsePageQuery, parseRestQuery, sendRestList } from '../../../http/listQuery';
import { deletedIds, idParams, idsParams } from '../../../http/params';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { commandContextOf, type ModuleContext } from '../../moduleContext';
import { noticeDecider } from './decider';
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

/**
 * Notices (`/api/v1/notices`): administration behind sys:notice:*, and every signed-in user's own notification
 * centre (my-page, detail, read-all). Fixed paths come before `/notices/:id` so they are not taken for ids.
 */
export function noticeRoutes(context: ModuleContext): RouteDefinition[] {
  const queries = noticeQueries(context.db);
  const handlers = noticeHandlers(context);
  const zone = context.config.TIME_ZONE;
  const perms = permissions.notice;

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

  return [
    defineRoute({
      method: 'get',
      path: '/notices/page',
      permission: perms.query,
      tag: 'notices',
      summary: 'Page of notices (title, publishStatus); isRead is the caller’s own mark',
      handler: async ({ query, actor }) => {
        const request = parsePageQuery(noticeListSpec, query as Record<string, unknown>);
        const page = await fetchPage<NoticeRow>(queries.list(request.filters, userIdOf(actor)), request);
        return { list: page.list.map((row) => toNoticePageRow(row, zone)), total: page.total };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/notices/my-page',
      permission: 'authenticated',
      tag: 'notices',
      summary: 'The caller’s published notices, newest first (isRead 0|1 filters)',
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
      path: '/notices',
      permission: perms.query,
      tag: 'notices',
      summary: "Notices in react-admin's dialect (sort, range, filter): an array and Content-Range",
      raw: true,
      handler: async ({ query, res, actor }) => {
        const request = parseRestQuery(noticeListSpec, query as Record<string, unknown>);
        const page = await fetchPage<NoticeRow>(queries.list(request.filters, userIdOf(actor)), request);
        sendRestList(res, noticeListSpec.resource, request, { list: page.list.map((row) => toNoticePageRow(row, zone)), total: page.total });
      },
    }),
    ...entityReadRoutes({
      path: '/notices',
      tag: 'notices',
      permission: perms.query,
      entity: 'notice',
      summaries: {
        form: 'Notice form {id, title, content, type, level, targetType, targetUserIds}',
        record: 'Notice (react-admin getOne): the form and its status columns',
      },
      formOf: async (id, actor) => toNoticeForm(await rowOf(id, actor)),
      recordOf,
      history: { store: context.store, db: context.db, streamOf: noticeStream, decider: noticeDecider },
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
      method: 'post',
      path: '/notices',
      permission: perms.add,
      tag: 'notices',
      summary: 'Create a draft notice (content is sanitised rich text)',
      body: noticeForm,
      handler: async (route) => recordOf(await handlers.create(route.body, commandContextOf(route)), route.actor),
    }),
    defineRoute({
      method: 'put',
      path: '/notices/:id/publish',
      permission: perms.publish,
      tag: 'notices',
      summary: 'Publish a draft: recipients see it and get a realtime push',
      params: idParams,
      handler: async (route) => {
        await handlers.publish(route.params.id, commandContextOf(route));
        return recordOf(route.params.id, route.actor);
      },
    }),
    defineRoute({
      method: 'put',
      path: '/notices/:id/revoke',
      permission: perms.revoke,
      tag: 'notices',
      summary: "Revoke a published notice: it leaves recipients' lists",
      params: idParams,
      handler: async (route) => {
        await handlers.revoke(route.params.id, commandContextOf(route));
        return recordOf(route.params.id, route.actor);
      },
    }),
    defineRoute({
      method: 'put',
      path: '/notices/:id',
      permission: perms.edit,
      tag: 'notices',
      summary: 'Edit a notice while it is unpublished',
      params: idParams,
      body: noticeForm,
      handler: async (route) => {
        await handlers.update(route.params.id, route.body, commandContextOf(route));
        return recordOf(route.params.id, route.actor);
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/notices/:ids',
      permission: perms.delete,
      tag: 'notices',
      summary: 'Delete notices (drafts and revoked ones; a published one is revoked first)',
      params: idsParams,
      handler: async (route) => {
        await handlers.remove(route.params.ids, commandContextOf(route));
        return deletedIds(route.params.ids);
      },
    }),
  ];
}
