import { permissions } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { z } from 'zod';
import { AppError } from '../../../http/appError';
import { sendDownload, XLSX_CONTENT_TYPE } from '../../../http/download';
import { envelope } from '../../../http/envelope';
import { parsePageQuery } from '../../../http/listQuery';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { assertXlsx, buildWorkbook, readFirstSheet } from '../../../http/spreadsheet';
import { receiveSingleFile } from '../../../http/upload';
import { commandContextOf, type ModuleContext } from '../../moduleContext';
import type { UserHandlers } from './handlers';
import { toUserListItem, type UserListRow } from './queries';
import { IMPORT_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, usernamesOf, validateImportRows } from './userImport';
import { userFiltersOf, userListSpec } from './userList';

const EXPORT_MAX_ROWS = 10_000;
const importQuery = z.object({ deptId: z.coerce.number().int().min(0).optional() });

/** Users as spreadsheets (`/api/v1/users/template|export|import`): the import template, the filtered export, the import. */
export function userSpreadsheetRoutes(context: ModuleContext, handlers: UserHandlers): RouteDefinition[] {
  const { queries } = handlers;
  const zone = context.config.TIME_ZONE;
  const perms = permissions.user;

  return [
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
          .list(actor!, userFiltersOf(request.filters))
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
        const roleIdsByCode = await queries.roleIdsByCode();
        const { accepted, rejected } = validateImportRows(sheet, {
          locale,
          roleIdsByCode,
          takenUsernames: await queries.takenUsernames(usernamesOf(sheet)),
          deptId,
          grantableRoleIds: await handlers.grantableRoleIds(actor!, [...roleIdsByCode.values()]),
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
  ];
}
