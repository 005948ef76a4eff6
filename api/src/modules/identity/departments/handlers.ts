import type { DeptForm } from '@jobmarket/contracts';
import type { CommandContext } from '../../../eventSourcing/decider';
import { handleCommand } from '../../../eventSourcing/commandHandler';
import { nextEntityId } from '../../../eventSourcing/entityIds';
import { DomainError } from '../../../http/appError';
import type { Written } from '../../../http/writeAnswer';
import type { ModuleContext } from '../../moduleContext';
import { departmentDecider, type DepartmentState } from './decider';
import { departmentQueries } from './queries';

export const departmentStream = (id: number) => `department-${id}`;

export function departmentHandlers(context: ModuleContext) {
  const queries = departmentQueries(context.db);

  async function requireParent(parentId: number) {
    if (parentId !== 0 && !(await queries.byId(parentId))) {
      throw new DomainError('A0402', 'identity.dept.parentMissing', {}, { errors: { parentId: 'identity.dept.parentMissing' } });
    }
  }

  return {
    async create(form: DeptForm, command: CommandContext): Promise<Written<DepartmentState>> {
      await requireParent(form.parentId);
      const id = await nextEntityId(context.db, 'department');
      const result = await handleCommand(context.store, departmentStream(id), departmentDecider, { type: 'CreateDepartment', id, fields: form }, command);
      return { id, state: result.state, position: result.position };
    },
    async update(id: number, form: DeptForm, command: CommandContext): Promise<Written<DepartmentState>> {
      await requireParent(form.parentId);
      const descendantIds = await queries.descendantIds(id);
      const result = await handleCommand(context.store, departmentStream(id), departmentDecider, { type: 'UpdateDepartment', fields: form, descendantIds }, command);
      return { id, state: result.state, position: result.position };
    },
    /** Answers the position of the last deletion. */
    async remove(ids: number[], command: CommandContext): Promise<string | undefined> {
      let position: string | undefined;
      for (const id of ids) {
        const result = await handleCommand(
          context.store,
          departmentStream(id),
          departmentDecider,
          { type: 'DeleteDepartment', hasChildren: await queries.hasChildren(id), hasUsers: await queries.hasUsers(id) },
          command,
        );
        position = result.position ?? position;
      }
      return position;
    },
  };
}
