import { passwordField, permissions, statusField } from '@jobmarket/contracts';
import { usersProjection } from '@jobmarket/projections';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import type { Actor } from '../../../http/actor';
import { AppError } from '../../../http/appError';
import { crudRoutes } from '../../../http/crudRoutes';
import { idParams } from '../../../http/params';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { answerWrite } from '../../../http/writeAnswer';
import { commandContextOf, type ModuleContext } from '../../moduleContext';
import { appSettingsOf } from '../../system/config/appSettings';
import type { AuthService } from '../auth/authService';
import { userDecider, userStream, type UserState } from './decider';
import { newUserForm, updateUserForm } from './forms';
import { userHandlers } from './handlers';
import { toUserListItem, type UserFormView, type UserListRow } from './queries';
import { userSpreadsheetRoutes } from './spreadsheetRoutes';
import { userFiltersOf, userListSpec } from './userList';

// `:id` routes yield to static paths other modules may add later under /users (e.g. /users/profile)
const numericId: RequestHandler = (req, _res, next) => (/^\d+$/.test(String(req.params.id)) ? next() : next('route'));
const numericIds: RequestHandler = (req, _res, next) => (/^\d+(,\d+)*$/.test(String(req.params.ids)) ? next() : next('route'));

const statusQuery = z.object({ status: statusField });
const passwordQuery = z.object({ password: passwordField });

/** The form as the write side decided it (never the password hash), for an answer given before the read model caught up. */
function decidedForm(state: UserState): UserFormView | null {
  if (!state.exists) return null;
  const { id, username, nickname, mobile, gender, avatar, email, status, deptId, roleIds, kind } = state;
  return { id, username, nickname, mobile, gender, avatar, email, status, deptId, roleIds, kind };
}

/** Users (`/api/v1/users`): the spec's dialect and react-admin's over one query layer, scoped to the caller's data. */
export function userRoutes(context: ModuleContext, auth: AuthService): RouteDefinition[] {
  const handlers = userHandlers(context, auth);
  const { queries } = handlers;
  const zone = context.config.TIME_ZONE;
  const perms = permissions.user;
  const settles = [usersProjection.name];

  async function visibleForm(actor: Actor, id: number) {
    const form = await queries.form(actor, id);
    if (!form) throw new AppError('A0606');
    return form;
  }

  return crudRoutes({
    path: '/users',
    tag: 'users',
    entity: 'user',
    entities: 'users',
    permissions: { query: perms.query, create: perms.add, update: perms.edit, remove: perms.delete },
    list: {
      spec: userListSpec,
      // permission routes always have an actor
      rows: (filters, { actor }) => queries.list(actor!, userFiltersOf(filters)),
      view: (row: UserListRow, { locale }) => toUserListItem(row, zone, locale),
      summaries: {
        page: 'Users page (keywords, status, deptId with sub-departments, createTime[] day range), within the data scope',
        rest: "Users in react-admin's dialect (sort, range, filter as JSON; total in Content-Range)",
      },
    },
    reads: {
      summaries: {
        form: 'User form; a user outside the data scope is not found',
        history: "The user's events with actor, time and state after each (password hashes never shown)",
        record: 'User (react-admin getOne), same as the form',
      },
      formOf: (id, actor) => visibleForm(actor!, id),
      isHistoryScopedLikeForm: true,
    },
    history: { store: context.store, db: context.db, streamOf: userStream, decider: userDecider },
    projectionWaiter: context.projectionWaiter,
    middleware: { id: [numericId], ids: [numericIds] },
    writes: {
      settles,
      // whoever wrote a user may read back what they wrote, even if it left their data scope
      savedOf: (id) => queries.savedForm(id),
      decidedOf: ({ state }) => decidedForm(state),
      create: {
        summary: "Create a staff-managed (platform) user; without a password it gets config's user.initialPassword (told once in msg) and must change it at first sign-in",
        body: newUserForm,
        run: async (route) => {
          const { password } = route.body;
          if (password !== undefined) return handlers.create({ ...route.body, password }, route.actor!, commandContextOf(route));
          // the origin's form has no password: the installation's initial one, which the user must replace
          const initialPassword = (await appSettingsOf(context).current())['user.initialPassword'];
          const written = await handlers.create({ ...route.body, password: initialPassword, mustChangePassword: true }, route.actor!, commandContextOf(route));
          return { ...written, message: { key: 'identity.user.createdWithInitialPassword', vars: { password: initialPassword } } };
        },
      },
      update: {
        summary: 'Edit a user (username is not editable; status 0 disables and ends their sessions)',
        body: updateUserForm,
        run: (route) => handlers.update(route.params.id, route.body, route.actor!, commandContextOf(route)),
      },
      remove: {
        summary: 'Soft-delete users (not yourself, not the last ROOT); their usernames become free and sessions end',
        run: (route) => handlers.remove(route.params.ids, route.actor!, commandContextOf(route)),
      },
    },
    routes: [
      defineRoute({
        method: 'get',
        path: '/users/me',
        permission: 'authenticated',
        tag: 'users',
        summary: 'The signed-in user: ids, names, role codes and permission strings (sorted; ROOT passes every check), and whether the initial password must be changed first',
        handler: async ({ actor }) => {
          const me = await queries.profileOf(Number(actor!.userId));
          if (!me) throw new AppError('A0230');
          return {
            userId: me.id,
            username: me.username,
            nickname: me.nickname,
            avatar: me.avatar,
            roles: [...actor!.roles].sort(),
            perms: [...actor!.perms].sort(),
            // still the initial password from system config: clients send the user to change it before anything else
            mustChangePassword: me.mustChangePassword,
          };
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
      ...userSpreadsheetRoutes(context, handlers),
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
          const written = await handlers.changeStatus(route.params.id, route.query.status, route.actor!, commandContextOf(route));
          return answerWrite(context.projectionWaiter, route.res, { position: written.position, projections: settles }, {
            read: () => queries.savedForm(written.id),
            decided: () => decidedForm(written.state),
          });
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
    ],
  });
}
