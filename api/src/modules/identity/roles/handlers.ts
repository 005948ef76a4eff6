import { MENUS_TABLE, USER_ROLES_TABLE, USERS_TABLE } from '@jobmarket/projections';
import { roleCodes, type RoleForm } from '@jobmarket/contracts';
import { handleCommand, loadState } from '../../../eventSourcing/commandHandler';
import type { CommandContext } from '../../../eventSourcing/decider';
import { nextEntityId } from '../../../eventSourcing/entityIds';
import { claimUniqueValue, releaseUniqueValue, UniqueValueTakenError } from '../../../eventSourcing/uniqueness';
import { DomainError } from '../../../http/appError';
import type { Written } from '../../../http/writeAnswer';
import type { ModuleContext } from '../../moduleContext';
import { assertAllowed, refusalToChangeRole, type Rights } from '../authority';
import { heldRights } from '../heldRights';
import { roleDecider, roleStream, type RoleState } from './decider';

const ROLE_CODE_SCOPE = 'roleCode';
const codeTaken = () => new DomainError('A0402', 'identity.role.codeTaken', {}, { errors: { code: 'identity.role.codeTaken' } });
const menuMissing = () => new DomainError('A0402', 'identity.role.menuMissing', {}, { errors: { menuIds: 'identity.role.menuMissing' } });
const rethrow = (error: unknown): never => {
  throw error;
};

/** Every write takes the editor's rights: a role may be given, and a role holding more may be changed, only by someone holding it all. */
export function roleHandlers(context: ModuleContext) {
  const rights = heldRights(context.db);

  async function rightsOf(role: RoleState): Promise<Rights | undefined> {
    if (!role.exists) return undefined;
    return { isRoot: role.code === roleCodes.root, perms: await rights.permsOfMenus(role.menuIds), dataScope: role.dataScope };
  }

  async function claimCode(code: string, id: number, command: CommandContext) {
    try {
      await claimUniqueValue(context.store, ROLE_CODE_SCOPE, code, String(id), command);
    } catch (error) {
      throw error instanceof UniqueValueTakenError ? codeTaken() : error;
    }
  }

  /** Undoes a code claim when the command after it failed, then lets the failure through. */
  const releaseOnFailure = (code: string, id: number, command: CommandContext) => async (error: unknown): Promise<never> => {
    await releaseUniqueValue(context.store, ROLE_CODE_SCOPE, code, String(id), command).catch(() => undefined);
    throw error;
  };

  async function requireMenus(menuIds: number[]) {
    const wanted = [...new Set(menuIds)];
    if (wanted.length === 0) return;
    const found = await context.db(MENUS_TABLE).whereIn('id', wanted).select<{ id: number }[]>('id');
    if (found.length !== wanted.length) throw menuMissing();
  }

  async function usersHolding(roleId: number): Promise<number> {
    const [row] = await context
      .db(USER_ROLES_TABLE)
      .join(USERS_TABLE, `${USERS_TABLE}.id`, `${USER_ROLES_TABLE}.user_id`)
      .where({ role_id: roleId })
      .whereNull(`${USERS_TABLE}.deleted_at`)
      .count<{ count: number | string }[]>({ count: '*' });
    return Number(row?.count ?? 0);
  }

  return {
    async create(form: RoleForm, command: CommandContext, editor: Rights): Promise<Written<RoleState>> {
      assertAllowed(refusalToChangeRole(editor, { after: { isRoot: form.code === roleCodes.root, perms: new Set(), dataScope: form.dataScope } }));
      const id = await nextEntityId(context.db, 'role');
      await claimCode(form.code, id, command);
      const result = await handleCommand(context.store, roleStream(id), roleDecider, { type: 'CreateRole', id, fields: form }, command).catch(
        releaseOnFailure(form.code, id, command),
      );
      return { id, state: result.state, position: result.position };
    },
    async update(id: number, form: RoleForm, command: CommandContext, editor: Rights): Promise<Written<RoleState>> {
      const before = await loadState(context.store, roleStream(id), roleDecider);
      if (!before.exists) throw new DomainError('A0606');
      const held = (await rightsOf(before))!;
      assertAllowed(refusalToChangeRole(editor, { before: held, after: { ...held, isRoot: form.code === roleCodes.root, dataScope: form.dataScope } }));
      const codeChanged = before.code.toLowerCase() !== form.code.toLowerCase();
      await claimCode(form.code, id, command);
      const result = await handleCommand(context.store, roleStream(id), roleDecider, { type: 'UpdateRole', fields: form }, command).catch(
        // a refused rename (e.g. ROOT's) must not keep the new code reserved
        codeChanged ? releaseOnFailure(form.code, id, command) : rethrow,
      );
      if (codeChanged) {
        await releaseUniqueValue(context.store, ROLE_CODE_SCOPE, before.code, String(id), command);
      }
      return { id, state: result.state, position: result.position };
    },
    async assignMenus(id: number, menuIds: number[], command: CommandContext, editor: Rights): Promise<Written<RoleState>> {
      await requireMenus(menuIds);
      const held = await rightsOf(await loadState(context.store, roleStream(id), roleDecider));
      // a missing role is the decider's to refuse (A0606)
      if (held) assertAllowed(refusalToChangeRole(editor, { before: held, after: { ...held, perms: await rights.permsOfMenus(menuIds) } }));
      const result = await handleCommand(context.store, roleStream(id), roleDecider, { type: 'AssignMenus', menuIds }, command);
      return { id, state: result.state, position: result.position };
    },
    /** Answers the position of the last deletion. */
    async remove(ids: number[], command: CommandContext, editor: Rights): Promise<string | undefined> {
      const deletions = [];
      // decide every deletion before making any, so a refused one leaves the whole selection in place
      for (const id of new Set(ids)) {
        const before = await loadState(context.store, roleStream(id), roleDecider);
        assertAllowed(refusalToChangeRole(editor, { before: await rightsOf(before) }));
        const deletion = { type: 'DeleteRole' as const, usersHoldingIt: await usersHolding(id) };
        roleDecider.decide(deletion, before);
        deletions.push({ id, before, deletion });
      }
      let position: string | undefined;
      for (const { id, before, deletion } of deletions) {
        const result = await handleCommand(context.store, roleStream(id), roleDecider, deletion, command);
        if (before.exists) await releaseUniqueValue(context.store, ROLE_CODE_SCOPE, before.code, String(id), command);
        position = result.position ?? position;
      }
      return position;
    },
  };
}
