import {
  bindEmailForm,
  bindMobileForm,
  forgotPasswordForm,
  mobileField,
  passwordChangeForm,
  permissions,
  profileForm,
  requiredText,
  storedFileIdOf,
  type UserProfile,
} from '@jobmarket/contracts';
import { DEPARTMENTS_TABLE, ROLES_TABLE, USER_ROLES_TABLE, USERS_TABLE } from '@jobmarket/projections';
import { z } from 'zod';
import { handleCommand } from '../../../eventSourcing/commandHandler';
import { AppError } from '../../../http/appError';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { formatDateTime } from '../../../http/time';
import { fileStore } from '../../files/fileStore';
import { commandContextOf, settle, type ModuleContext } from '../../moduleContext';
import type { AuthService } from '../auth/authService';
import { seededName } from '../seededNames';
import { userDecider, userStream, type UserCommand } from '../users/decider';
import { hashPassword, verifyPassword } from '../users/passwords';
import type { VerificationCodes } from '../verification/verificationCodes';

const sendCodeQuery = z.object({
  contact: z.string().trim().min(1).max(100),
  contactType: z.enum(['MOBILE', 'EMAIL']),
});

const resetCodeRequest = z.object({ username: requiredText(64), mobile: mobileField });


/** The signed-in user's own account: profile, password, bound mobile and e-mail; and the public password reset. */
export function profileRoutes(context: ModuleContext, auth: AuthService, codes: VerificationCodes): RouteDefinition[] {
  const { db } = context;
  const files = fileStore(db);

  async function command(userId: string, userCommand: UserCommand, route: Parameters<typeof commandContextOf>[0]) {
    const result = await handleCommand(context.store, userStream(userId), userDecider, userCommand, commandContextOf(route));
    await settle(context, result.position);
  }

  return [
    defineRoute({
      method: 'get',
      path: '/users/profile',
      permission: 'authenticated',
      tag: 'profile',
      summary: 'My account: {id, username, nickname, avatar, gender, mobile, email, deptName, roleNames, createTime}',
      handler: async ({ actor, locale }): Promise<UserProfile> => {
        const user = await db(`${USERS_TABLE} as u`)
          .leftJoin(`${DEPARTMENTS_TABLE} as d`, 'd.id', 'u.dept_id')
          .where('u.id', Number(actor!.userId))
          .first('u.id', 'u.username', 'u.nickname', 'u.avatar', 'u.gender', 'u.mobile', 'u.email', 'u.created_at', 'd.name as dept_name');
        if (!user) throw new AppError('A0606');
        const roles = await db(`${USER_ROLES_TABLE} as ur`).join(`${ROLES_TABLE} as r`, 'r.id', 'ur.role_id').where('ur.user_id', user.id).orderBy('r.sort').pluck('r.name');
        return {
          id: user.id,
          username: user.username,
          nickname: user.nickname,
          avatar: user.avatar,
          gender: user.gender,
          mobile: user.mobile,
          email: user.email,
          deptName: user.dept_name ?? null,
          roleNames: roles.map((name) => seededName(name, locale)).join(','),
          createTime: formatDateTime(user.created_at, context.config.TIME_ZONE),
        };
      },
    }),
    defineRoute({
      method: 'put',
      path: '/users/profile',
      permission: 'authenticated',
      tag: 'profile',
      summary: 'Edit my nickname, gender and avatar (a url POST /files answered for a JPG/PNG of mine; anything else A0400)',
      body: profileForm,
      handler: async (route) => {
        const userId = route.actor!.userId;
        const current = await db(USERS_TABLE).where({ id: Number(userId) }).first('gender', 'avatar');
        const avatar = route.body.avatar ?? null;
        // a new avatar must be an image the user uploaded (POST /files); it becomes visible to staff who list users
        if (avatar !== null && avatar !== current?.avatar) {
          const fileId = storedFileIdOf(avatar);
          if (!fileId || !(await files.adoptAsAvatar(fileId, userId, [permissions.user.query]))) {
            throw new AppError('A0400', 'profile.avatarNotImage', {}, { errors: { avatar: 'profile.avatarNotImage' } });
          }
        }
        await command(userId, { type: 'UpdateProfile', nickname: route.body.nickname, gender: route.body.gender ?? current?.gender ?? 0, avatar }, route);
        return null;
      },
    }),
    defineRoute({
      method: 'put',
      path: '/users/password',
      permission: 'authenticated',
      tag: 'profile',
      summary: 'Change my password (old password required); my other sessions end',
      body: passwordChangeForm,
      handler: async (route) => {
        const user = await db(USERS_TABLE).where({ id: Number(route.actor!.userId) }).first('password_hash');
        if (!user || !(await verifyPassword(user.password_hash, route.body.oldPassword))) {
          throw new AppError('A0402', 'profile.oldPasswordWrong', {}, { errors: { oldPassword: 'profile.oldPasswordWrong' } });
        }
        await command(route.actor!.userId, { type: 'SetPassword', passwordHash: await hashPassword(route.body.newPassword), reason: 'change' }, route);
        await auth.endSessions(route.actor!.userId, route.actor);
        return null;
      },
    }),
    ...(['get', 'post'] as const).map((method) =>
      defineRoute({
        method,
        path: '/users/send-verification-code',
        permission: 'authenticated',
        tag: 'profile',
        summary: 'Send a 6-digit code to a mobile or e-mail I want to bind (5 minutes, one a minute)',
        query: sendCodeQuery,
        handler: async ({ query, locale }) => {
          const contact = query.contactType === 'MOBILE' ? bindMobileForm.shape.mobile.parse(query.contact) : bindEmailForm.shape.email.parse(query.contact);
          await codes.send(query.contactType === 'MOBILE' ? 'bindMobile' : 'bindEmail', query.contactType, contact, locale);
          return null;
        },
      }),
    ),
    defineRoute({
      method: 'put',
      path: '/users/mobile',
      permission: 'authenticated',
      tag: 'profile',
      summary: 'Bind my mobile with the code sent to it',
      body: bindMobileForm,
      handler: async (route) => {
        await codes.verify('bindMobile', route.body.mobile, route.body.code);
        await command(route.actor!.userId, { type: 'BindMobile', mobile: route.body.mobile }, route);
        return null;
      },
    }),
    defineRoute({
      method: 'put',
      path: '/users/email',
      permission: 'authenticated',
      tag: 'profile',
      summary: 'Bind my e-mail with the code sent to it',
      body: bindEmailForm,
      handler: async (route) => {
        await codes.verify('bindEmail', route.body.email, route.body.code);
        await command(route.actor!.userId, { type: 'BindEmail', email: route.body.email }, route);
        return null;
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/password-reset/code',
      permission: 'public',
      tag: 'auth',
      summary: 'Forgot password: send a code to the mobile bound to the account (answers the same whether or not it exists)',
      body: resetCodeRequest,
      handler: async ({ body, locale }) => {
        const user = await db(USERS_TABLE).whereRaw('lower(username) = lower(?)', [body.username]).whereNull('deleted_at').first('mobile', 'status');
        // only a real account with this mobile gets a message; the answer never tells which case it was
        if (user?.mobile && user.mobile === body.mobile && user.status === 1) {
          await codes.send('resetPassword', 'MOBILE', body.mobile, locale, `${body.username}|${body.mobile}`);
        }
        return null;
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/password-reset',
      permission: 'public',
      tag: 'auth',
      summary: 'Forgot password: username, mobile, code, new password and confirmation; every session of the account ends',
      body: forgotPasswordForm,
      handler: async (route) => {
        const { username, mobile, code, newPassword } = route.body;
        const failed = () => new AppError('A0130', 'profile.resetFailed');
        try {
          await codes.verify('resetPassword', `${username}|${mobile}`, code);
        } catch {
          throw failed();
        }
        const user = await db(USERS_TABLE).whereRaw('lower(username) = lower(?)', [username]).whereNull('deleted_at').first('id', 'mobile');
        if (!user || user.mobile !== mobile) throw failed();
        await command(String(user.id), { type: 'SetPassword', passwordHash: await hashPassword(newPassword), reason: 'forgotten' }, { ...route, actor: undefined });
        await auth.endSessions(String(user.id));
        return null;
      },
    }),
  ];
}
