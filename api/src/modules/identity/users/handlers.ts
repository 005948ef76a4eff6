import type { UserAdminFields, UserForm, UserKind } from '@jobmarket/contracts';
import { usersProjection } from '@jobmarket/projections';
import { handleCommand, loadState } from '../../../eventSourcing/commandHandler';
import type { CommandContext } from '../../../eventSourcing/decider';
import { nextEntityId } from '../../../eventSourcing/entityIds';
import { claimUniqueValue, releaseUniqueValue, UniqueValueTakenError } from '../../../eventSourcing/uniqueness';
import type { Actor } from '../../../http/actor';
import { AppError, DomainError } from '../../../http/appError';
import type { Written } from '../../../http/writeAnswer';
import { settle, settleOrDefer, SettleBatch, type ModuleContext } from '../../moduleContext';
import type { AuthService } from '../auth/authService';
import { assertAllowed, holdsAll, refusalToChangeUser, refusalToTouchUser, rightsOfActor } from '../authority';
import { heldRights } from '../heldRights';
import { userDecider, userStream, type UserCommand, type UserState } from './decider';
import { hashPassword } from './passwords';
import { userQueries } from './queries';

export const USERNAME_SCOPE = 'username';

export interface NewUser {
  username: string;
  password: string;
  kind: UserKind;
  fields: UserAdminFields;
  /** Given the initial password from system config: to be replaced at first sign-in. */
  mustChangePassword?: boolean;
}

/** Creating accounts; shared by staff (users screen), the registrations and the seed. */
export function userAccounts(context: ModuleContext) {
  /** Claims the username first, so two sign-ups of one name cannot both succeed (A0111 for the second). */
  async function write(user: NewUser, command: CommandContext): Promise<Written<UserState>> {
    const id = await nextEntityId(context.db, 'user');
    try {
      await claimUniqueValue(context.store, USERNAME_SCOPE, user.username, String(id), command);
    } catch (error) {
      if (error instanceof UniqueValueTakenError) {
        throw new AppError('A0111', 'errors.A0111', {}, { errors: { username: 'errors.A0111' } });
      }
      throw error;
    }
    try {
      const result = await handleCommand(
        context.store,
        userStream(id),
        userDecider,
        { type: 'CreateUser', id, username: user.username.trim(), kind: user.kind, passwordHash: await hashPassword(user.password), fields: user.fields, mustChangePassword: user.mustChangePassword },
        command,
      );
      return { id, state: result.state, position: result.position };
    } catch (error) {
      await releaseUniqueValue(context.store, USERNAME_SCOPE, user.username, String(id), command).catch(() => undefined);
      throw error;
    }
  }

  return {
    /** Creates the account and leaves read-your-writes to the caller. */
    write,
    /** Creates the account and waits for the read models (or leaves that to the batch). */
    async create(user: NewUser, command: CommandContext, options: { batch?: SettleBatch } = {}): Promise<number> {
      const written = await write(user, command);
      await settleOrDefer(context, written.position, options.batch);
      return written.id;
    },
  };
}

/** A staff form as the routes validated it; password only matters on create. */
export type StaffUserForm = Omit<UserForm, 'username'> & { username?: string };

/** What staff do to accounts on the users screen; every rule that needs no I/O lives in the decider. */
export function userHandlers(context: ModuleContext, auth: AuthService) {
  const queries = userQueries(context.db, context.config.TIME_ZONE);
  const accounts = userAccounts(context);
  const rights = heldRights(context.db);

  async function requireVisible(actor: Actor, id: number): Promise<void> {
    // outside the caller's data scope looks exactly like missing (API-CONTRACT §1, A0606)
    if (!(await queries.isVisible(actor, id))) throw new AppError('A0606');
  }

  /** Department and roles must exist; both problems are reported at once, per field. */
  async function checkReferences(fields: UserAdminFields): Promise<void> {
    const errors: Record<string, string> = {};
    if (fields.deptId !== null && !(await queries.departmentExists(fields.deptId))) errors.deptId = 'identity.user.deptMissing';
    const existing = await queries.existingRoleIds(fields.roleIds);
    if (existing.length !== fields.roleIds.length) errors.roleIds = 'identity.user.roleMissing';
    if (Object.keys(errors).length > 0) throw new DomainError('A0402', 'errors.A0402', {}, { errors });
  }

  /** Rights of the roles an edit adds, for the rule that a caller grants only what it holds. */
  async function rightsGranted(rolesBefore: readonly number[], rolesAfter: readonly number[]) {
    const added = rolesAfter.filter((roleId) => !rolesBefore.includes(roleId));
    return [...(await rights.ofRoles(added)).values()];
  }

  /** Resetting, disabling or deleting another account needs every right it holds (ROOT accounts: ROOT). */
  async function requireAuthorityOver(actor: Actor, id: number): Promise<void> {
    assertAllowed(refusalToTouchUser(rightsOfActor(actor), { rights: await rights.ofUser(id), isSelf: actor.userId === String(id) }));
  }

  async function isLastRoot(ids: number[]): Promise<boolean> {
    return (await queries.otherEnabledRoots(ids)) === 0;
  }

  return {
    queries,

    /** Which of these roles the caller may hand out: those whose permissions and data scope it holds. */
    async grantableRoleIds(actor: Actor, roleIds: number[]): Promise<Set<number>> {
      const caller = rightsOfActor(actor);
      return new Set([...(await rights.ofRoles(roleIds))].filter(([, role]) => holdsAll(caller, role)).map(([id]) => id));
    },

    async create(form: StaffUserForm & { username: string; password: string; mustChangePassword?: boolean }, actor: Actor, command: CommandContext): Promise<Written<UserState>> {
      const fields = adminFieldsOf(form);
      await checkReferences(fields);
      assertAllowed(refusalToChangeUser(rightsOfActor(actor), { isSelf: false, after: fields, grantedRoles: await rightsGranted([], fields.roleIds) }));
      return accounts.write({ username: form.username, password: form.password, kind: 'platform', fields, mustChangePassword: form.mustChangePassword }, command);
    },

    /** Username is not editable; status may change here too (disabling ends the user's sessions). */
    async update(id: number, form: StaffUserForm, actor: Actor, command: CommandContext): Promise<Written<UserState>> {
      const before = await queries.form(actor, id);
      if (!before) throw new AppError('A0606');
      const fields = adminFieldsOf(form);
      await checkReferences(fields);
      const isSelf = actor.userId === String(id);
      assertAllowed(
        refusalToChangeUser(rightsOfActor(actor), {
          isSelf,
          before: { roleIds: before.roleIds, deptId: before.deptId, rights: await rights.ofUser(id) },
          after: fields,
          grantedRoles: await rightsGranted(before.roleIds, fields.roleIds),
        }),
      );
      const rootRoleId = await queries.rootRoleId();
      const holdsRoot = rootRoleId !== undefined && before.roleIds.includes(rootRoleId);
      const lastRoot = holdsRoot && (await isLastRoot([id]));
      const edit: UserCommand = {
        type: 'UpdateUser',
        fields,
        isLastRootLosingRoot: lastRoot && !fields.roleIds.includes(rootRoleId!),
        isSelf,
        isLastRoot: lastRoot,
      };
      // no retries: an edit decided on a stale form must fail with A0506, not overwrite the other edit
      const result = await handleCommand(context.store, userStream(id), userDecider, edit, command);
      if (before.status !== 0 && fields.status === 0) await auth.endSessions(String(id));
      return { id, state: result.state, position: result.position };
    },

    async changeStatus(id: number, status: number, actor: Actor, command: CommandContext): Promise<Written<UserState>> {
      await requireVisible(actor, id);
      await requireAuthorityOver(actor, id);
      const lastRoot = (await queries.holdsRoot(id)) && (await isLastRoot([id]));
      const change: UserCommand = { type: 'ChangeStatus', status, isSelf: actor.userId === String(id), isLastRoot: lastRoot };
      const result = await handleCommand(context.store, userStream(id), userDecider, change, command);
      if (status === 0) await auth.endSessions(String(id));
      return { id, state: result.state, position: result.position };
    },

    /** Staff set a new password; the user's sessions end so whoever held them must sign in again. */
    async resetPassword(id: number, password: string, actor: Actor, command: CommandContext): Promise<void> {
      await requireVisible(actor, id);
      // otherwise a staff member could take over a more powerful account by choosing its password
      await requireAuthorityOver(actor, id);
      const result = await handleCommand(context.store, userStream(id), userDecider, { type: 'SetPassword', passwordHash: await hashPassword(password), reason: 'reset' }, command);
      await auth.endSessions(String(id));
      await settle(context, result.position, [usersProjection.name]);
    },

    /** Soft delete: the username becomes free again, the user's sessions end, history stays. */
    /** Answers the position of the last deletion. */
    async remove(ids: number[], actor: Actor, command: CommandContext): Promise<string | undefined> {
      const uniqueIds = [...new Set(ids)];
      for (const id of uniqueIds) await requireVisible(actor, id);
      for (const id of uniqueIds) await requireAuthorityOver(actor, id);
      const rootHolders = new Set<number>();
      for (const id of uniqueIds) if (await queries.holdsRoot(id)) rootHolders.add(id);
      const lastRoot = rootHolders.size > 0 && (await isLastRoot(uniqueIds));
      const commandFor = (id: number): UserCommand => ({ type: 'DeleteUser', isSelf: actor.userId === String(id), isLastRoot: lastRoot && rootHolders.has(id) });
      // decide every deletion before making any, so a refused one does not leave the batch half done
      for (const id of uniqueIds) userDecider.decide(commandFor(id), await loadState(context.store, userStream(id), userDecider));

      let position: string | undefined;
      for (const id of uniqueIds) {
        const result = await handleCommand(context.store, userStream(id), userDecider, commandFor(id), command);
        if (result.state.exists) await releaseUniqueValue(context.store, USERNAME_SCOPE, result.state.username, String(id), command);
        await auth.endSessions(String(id));
        position = result.position ?? position;
      }
      return position;
    },

    /** Imports rows already validated; a username taken meanwhile rejects just that row. */
    async importRows(rows: ImportableUser[], command: CommandContext): Promise<{ imported: number; failed: { row: number; username: string; reason: 'errors.A0111' }[] }> {
      let imported = 0;
      const failed: { row: number; username: string; reason: 'errors.A0111' }[] = [];
      const batch = new SettleBatch();
      for (const row of rows) {
        try {
          await accounts.create({ username: row.username, password: row.password, kind: 'platform', fields: row.fields }, command, { batch });
          imported++;
        } catch (error) {
          if (!(error instanceof AppError && error.code === 'A0111')) throw error;
          failed.push({ row: row.row, username: row.username, reason: 'errors.A0111' });
        }
      }
      await batch.settle(context); // one wait for the whole batch instead of one per row
      return { imported, failed };
    },
  };
}

/** A spreadsheet row that passed validation, ready to become an account. */
export interface ImportableUser {
  row: number;
  username: string;
  password: string;
  fields: UserAdminFields;
}

/** Form → event fields: empty strings become null, department 0 means none, role ids deduplicated. */
export function adminFieldsOf(form: StaffUserForm): UserAdminFields {
  return {
    nickname: form.nickname,
    mobile: form.mobile || null,
    gender: form.gender,
    avatar: form.avatar || null,
    email: form.email || null,
    status: form.status,
    deptId: form.deptId || null,
    roleIds: [...new Set(form.roleIds)].sort((a, b) => a - b),
  };
}

export type UserHandlers = ReturnType<typeof userHandlers>;
