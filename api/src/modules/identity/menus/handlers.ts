import { MENUS_TABLE } from '@jobmarket/projections';
import type { MenuFields, MenuForm } from '@jobmarket/contracts';
import { handleCommand, loadState } from '../../../eventSourcing/commandHandler';
import type { CommandContext } from '../../../eventSourcing/decider';
import { nextEntityId } from '../../../eventSourcing/entityIds';
import { DomainError } from '../../../http/appError';
import type { Written } from '../../../http/writeAnswer';
import type { ModuleContext } from '../../moduleContext';
import { assertAllowed, refusalToChangeMenuPerm, type Rights } from '../authority';
import { menuDecider, menuStream, normaliseMenu, type MenuState } from './decider';

export function toMenuFields(form: MenuForm): MenuFields {
  return {
    parentId: form.parentId,
    name: form.name,
    type: form.type,
    routeName: form.routeName || null,
    routePath: form.routePath || null,
    component: form.component || null,
    perm: form.perm || null,
    visible: form.visible,
    sort: form.sort,
    icon: form.icon || null,
    redirect: form.redirect || null,
    keepAlive: form.keepAlive,
    alwaysShow: form.alwaysShow,
    params: form.params,
  };
}

export function menuHandlers(context: ModuleContext) {
  const { db } = context;

  async function descendantIds(id: number): Promise<number[]> {
    const { rows } = await db.raw<{ rows: { id: number }[] }>(
      `with recursive below as (select id from ${MENUS_TABLE} where parent_id = ? union select m.id from ${MENUS_TABLE} m join below b on m.parent_id = b.id)
       select id from below`,
      [id],
    );
    return rows.map((row) => row.id);
  }

  async function checkForm(submitted: MenuFields, id?: number) {
    // check what will be stored: a button's route name, for one, is dropped and must not clash
    const fields = normaliseMenu(submitted);
    if (fields.parentId !== 0 && !(await db(MENUS_TABLE).where({ id: fields.parentId }).first('id'))) {
      throw new DomainError('A0402', 'identity.menu.parentMissing', {}, { errors: { parentId: 'identity.menu.parentMissing' } });
    }
    // a route name names one route: two menus with one name would make the router pick at random
    if (fields.routeName) {
      const clash = db(MENUS_TABLE).whereRaw('lower(route_name) = lower(?)', [fields.routeName]);
      if (id) clash.whereNot({ id });
      if (await clash.first('id')) {
        throw new DomainError('A0402', 'identity.menu.routeNameTaken', {}, { errors: { routeName: 'identity.menu.routeNameTaken' } });
      }
    }
  }

  return {
    descendantIds,
    async create(fields: MenuFields, command: CommandContext): Promise<Written<MenuState>> {
      await checkForm(fields);
      const id = await nextEntityId(db, 'menu');
      const result = await handleCommand(context.store, menuStream(id), menuDecider, { type: 'CreateMenu', id, fields }, command);
      return { id, state: result.state, position: result.position };
    },
    async update(id: number, form: MenuForm, command: CommandContext, editor: Rights): Promise<Written<MenuState>> {
      const fields = toMenuFields(form);
      await checkForm(fields, id);
      const before = await loadState(context.store, menuStream(id), menuDecider);
      // a missing menu is the decider's to refuse (A0606)
      if (before.exists) assertAllowed(refusalToChangeMenuPerm(editor, { before: before.perm, after: normaliseMenu(fields).perm }));
      const result = await handleCommand(context.store, menuStream(id), menuDecider, { type: 'UpdateMenu', fields, descendantIds: await descendantIds(id) }, command);
      return { id, state: result.state, position: result.position };
    },
    /** Answers the position of the deletion. */
    async remove(id: number, command: CommandContext): Promise<string | undefined> {
      const hasChildren = !!(await db(MENUS_TABLE).where({ parent_id: id }).first('id'));
      const result = await handleCommand(context.store, menuStream(id), menuDecider, { type: 'DeleteMenu', hasChildren }, command);
      return result.position;
    },
  };
}
