import { passwordField, permissions, statusField } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { ROOT_ROLE } from '../../../http/actor';
import { AppError } from '../../../http/appError';
import { sendDownload, XLSX_CONTENT_TYPE } from '../../../http/download';
import { envelope } from '../../../http/envelope';
import { entityReadRoutes } from '../../../http/entityReadRoutes';
import { parsePageQuery, parseRestQuery, fetchPage, sendRestList, type ListRequest, type ListSpec } from '../../../http/listQuery';
import { deletedIds, idParams, idsParams } from '../../../http/params';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { assertXlsx, buildWorkbook, readFirstSheet } from '../../../http/spreadsheet';
import { receiveSingleFile } from '../../../http/upload';
import { commandContextOf, type ModuleContext } from '../../moduleContext';
import type { AuthService } from '../auth/authService';
import { userDecider, userStream } from './decider';
import { createUserForm, updateUserForm } from './forms';
import { userHandlers } from './handlers';
import { toUserListItem, type UserListFilters, type UserListRow } from './queries';
import { IMPORT_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, usernamesOf, validateImportRows } from './userImport';

const EXPORT_MAX_ROWS = 10_000;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

const userListSpec = {
  resource: 'users',
  sortable: { id: 'u.id', username: 'u.username', nickname: 'u.nickname', status: 'u.status', createTime: 'u.created_at' },
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: 'u.id',
  filters: {
    keywords: z.string().trim().max(50).optional(),
    /** react-admin's full-text search input, same as keywords. */
    q: z.string().trim().max(50).optional(),
    status: statusField.optional(),
    deptId: z.coerce.number().int().min(1).optional(),
    createTime: z.preprocess(
      (value) => (typeof value === 'string' ? value.split(',') : value),
      z.array(z.string().regex(dayPattern, 'validation.invalidFormat')).length(2).optional(),
    ),
    /** react-admin's getMany: `filter={"id":[1,2]}`. */
    id: z.preprocess((value) => (Array.isArray(value) ? value : [value]), z.array(z.coerce.number().int().min(1)).max(500)).optional(),
  },
} satisfies ListSpec;

type UserListRequest = ListRequest<z.infer<z.ZodObject<typeof userListSpec.filters>>>;

function filtersOf(request: UserListRequest): UserListFilters {
  const { keywords, q, status, deptId, createTime, id } = request.filters;
  return { keywords: keywords || q, status, deptId, createTime, ids: id };
}

// `:id` routes yield to static paths other modules may add later under /users (e.g. /users/profile)
const numericId: RequestHandler = (req, _res, next) => (/^\d+$/.test(String(req.params.id)) ? next() : next('route'));
const numericIds: RequestHandler = (req, _res, next) => (/^\d+(,\d+)*$/.test(String(req.params.ids)) ? next() : next('route'));

const statusQuery = z.object({ status: statusField });
const passwordQuery = z.object({ password: passwordField });
const importQuery = z.object({ deptId: z.coerce.number().int().min(0).optional() });

/** Users (`/api/v1/users`): the spec's dialect and react-admin's over one query layer, scoped to the caller's data. */
export function userRoutes(context: ModuleContext, auth: AuthService): RouteDefinition[] {
  const handlers = userHandlers(context, auth);
  const { queries } = handlers;
  const zone = context.config.TIME_ZONE;
  const perms = permissions.user;

  async function visibleForm(actor: Parameters<typeof queries.form>[0], id: number) {
    const form = await queries.form(actor, id);
    if (!form) throw new AppError('A0606');
    return form;
  }

  return [
    defineRoute({
      method: 'get',
      path: '/users/me',
      permission: 'authenticated',
      tag: 'users',
      summary: 'The signed-in user: ids, names, role codes and permission strings (sorted; ROOT passes every check)',
      handler: async ({ actor }) => {
        const me = await queries.profileOf(Number(actor!.userId));
        if (!me) throw new AppError('A0230');
        return { userId: me.id, username: me.username, nickname: me.nickname, avatar: me.avatar, roles: [...actor!.roles].sort(), perms: [...actor!.perms].sort() };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/users/page',
      permission: perms.query,
      tag: 'users',
      summary: 'Users page (keywords, status, deptId with sub-departments, createTime[] day range), within the data scope',
      handler: async ({ query, actor, locale }) => {
        const request = parsePageQuery(userListSpec, query as Record<string, unknown>);
        const page = await fetchPage<UserListRow>(queries.list(actor!, filtersOf(request)), request);
        return { list: page.list.map((row) => toUserListItem(row, zone, locale)), total: page.total };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/users',
      permission: perms.query,
      tag: 'users',
      summary: "Users in react-admin's dialect (sort, range, filter as JSON; total in Content-Range)",
      raw: true,
      handler: async ({ query, actor, locale, res }) => {
        const request = parseRestQuery(userListSpec, query as Record<string, unknown>);
        const page = await fetchPage<UserListRow>(queries.list(actor!, filtersOf(request)), request);
        sendRestList(res, 'users', request, { list: page.list.map((row) => toUserListItem(row, zone, locale)), total: page.total });
      },
    }),
    defineRoute({
      method: 'get',
      path: '/users/options',
      permission: { anyOf: [perms.query, 'sys:notice:add', 'sys:notice:edit'] },
      tag: 'users',
      summary: 'Enabled users as {value, label}, within the data scope',
      handler: async ({ actor }) => queries.options(actor!),
    }),
    defineRoute({
      method: 'get',
      path: '/users/template',
      permission: { anyOf: [perms.import, perms.query] },
      tag: 'users',
      summary: 'The import template (xlsx): username, nickname, gender, mobile, email, roleCodes, password',
      raw: true,
      handler: async ({ res }) => {
        const example = ['zhangsan', 'Zhang San', 1, '13800000000', 'zhangsan@example.com', 'USER', 'change-me-123'];
        sendDownload(res, 'user-import-template.xlsx', XLSX_CONTENT_TYPE, await buildWorkbook('users', IMPORT_COLUMNS, [example]));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/users/export',
      permission: perms.export,
      tag: 'users',
      summary: `Users matching the page filters as xlsx (at most ${EXPORT_MAX_ROWS} rows; formula-like text neutralised)`,
      raw: true,
      handler: async ({ query, actor, locale, res }) => {
        const request = parsePageQuery(userListSpec, query as Record<string, unknown>);
        const rows: UserListRow[] = await queries
          .list(actor!, filtersOf(request))
          .orderBy(request.sort.column, request.sort.order)
          .limit(EXPORT_MAX_ROWS);
        const items = rows.map((row) => toUserListItem(row, zone, locale));
        const columns = ['id', 'username', 'nickname', 'gender', 'mobile', 'email', 'status', 'deptName', 'roleNames', 'createTime'];
        const cells = items.map((item) => [item.id, item.username, item.nickname, item.gender, item.mobile, item.email, item.status, item.deptName, item.roleNames, item.createTime]);
        sendDownload(res, 'users.xlsx', XLSX_CONTENT_TYPE, await buildWorkbook('users', columns, cells));
      },
    }),
    defineRoute({
      method: 'post',
      path: '/users/import',
      permission: perms.import,
      tag: 'users',
      summary: `Import users from xlsx (multipart "file", at most 5 MB and ${IMPORT_MAX_ROWS} rows): good rows are created, the rest reported`,
      query: importQuery,
      raw: true,
      handler: async (route) => {
        const { req, res, actor, locale } = route;
        const file = await receiveSingleFile(req, res, { field: 'file', maxBytes: IMPORT_MAX_BYTES });
        assertXlsx(file);
        const deptId = route.query.deptId || null;
        if (deptId !== null && !(await queries.departmentExists(deptId))) {
          throw new AppError('A0402', 'errors.A0402', {}, { errors: { deptId: 'identity.user.deptMissing' } });
        }
        const sheet = await readFirstSheet(file.buffer, IMPORT_MAX_ROWS, (rows) => new AppError('A0402', 'identity.user.importTooManyRows', { rows, max: IMPORT_MAX_ROWS }));
        const { accepted, rejected } = validateImportRows(sheet, {
          locale,
          roleIdsByCode: await queries.roleIdsByCode(),
          takenUsernames: await queries.takenUsernames(usernamesOf(sheet)),
          deptId,
          mayGrantRoot: actor!.roles.includes(ROOT_ROLE),
        });
        const { imported, failed } = await handlers.importRows(accepted, commandContextOf(route));
        const errors = [...rejected, ...failed.map((failure) => ({ ...failure, reason: `username: ${translate(locale, failure.reason)}` }))].sort(
          (a, b) => a.row - b.row,
        );
        // the counts belong in msg as well as in data (API-CONTRACT §3), so this answer writes its own envelope
        const msg = translate(locale, 'identity.user.importResult', { imported, rejected: errors.length });
        res.status(200).json(envelope('00000', { imported, rejected: errors.length, errors }, msg));
      },
    }),
    ...entityReadRoutes({
      path: '/users',
      tag: 'users',
      permission: perms.query,
      entity: 'user',
      summaries: {
        form: 'User form; a user outside the data scope is not found',
        history: "The user's events with actor, time and state after each (password hashes never shown)",
        record: 'User (react-admin getOne), same as the form',
      },
      middleware: [numericId],
      formOf: (id, actor) => visibleForm(actor!, id),
      history: { store: context.store, db: context.db, streamOf: userStream, decider: userDecider, isScopedLikeForm: true },
    }),
    defineRoute({
      method: 'post',
      path: '/users',
      permission: perms.add,
      tag: 'users',
      summary: 'Create a staff-managed (platform) user; password required',
      body: createUserForm,
      handler: async (route) => {
        const id = await handlers.create(route.body, route.actor!, commandContextOf(route));
        return queries.savedForm(id);
      },
    }),
    defineRoute({
      method: 'put',
      path: '/users/:id',
      permission: perms.edit,
      tag: 'users',
      summary: 'Edit a user (username is not editable; status 0 disables and ends their sessions)',
      middleware: [numericId],
      params: idParams,
      body: updateUserForm,
      handler: async (route) => {
        await handlers.update(route.params.id, route.body, route.actor!, commandContextOf(route));
        return queries.savedForm(route.params.id);
      },
    }),
    defineRoute({
      method: 'patch',
      path: '/users/:id/status',
      permission: perms.edit,
      tag: 'users',
      summary: 'Enable (status=1) or disable (status=0) a user; disabling ends their sessions',
      middleware: [numericId],
      params: idParams,
      query: statusQuery,
      handler: async (route) => {
        await handlers.changeStatus(route.params.id, route.query.status, route.actor!, commandContextOf(route));
        return queries.savedForm(route.params.id);
      },
    }),
    defineRoute({
      method: 'put',
      path: '/users/:id/password/reset',
      permission: perms.resetPassword,
      tag: 'users',
      summary: "Set a user's password (?password=, at least 6 characters); their sessions end",
      middleware: [numericId],
      params: idParams,
      handler: async (route) => {
        const body = route.body as { password?: unknown } | undefined;
        const raw = route.query as { password?: unknown };
        const { password } = passwordQuery.parse({ password: raw.password ?? body?.password });
        await handlers.resetPassword(route.params.id, password, route.actor!, commandContextOf(route));
        return null;
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/users/:ids',
      permission: perms.delete,
      tag: 'users',
      summary: 'Soft-delete users (not yourself, not the last ROOT); their usernames become free and sessions end',
      middleware: [numericIds],
      params: idsParams,
      handler: async (route) => {
        await handlers.remove(route.params.ids, route.actor!, commandContextOf(route));
        return deletedIds(route.params.ids);
      },
    }),
  ];
}
