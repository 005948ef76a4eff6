import type { DemoItemForm } from '@jobmarket/contracts';
import { handleCommand, loadState } from '../../eventSourcing/commandHandler';
import type { CommandContext } from '../../eventSourcing/decider';
import { nextEntityId } from '../../eventSourcing/entityIds';
import { DomainError } from '../../http/appError';
import type { Written } from '../../http/writeAnswer';
import type { ModuleContext } from '../moduleContext';
import { sanitizeNoticeContent } from '../system/notices/richText';
import { demoItemDecider, demoItemStream, type DemoItemState } from './decider';

/** Rich text is kept as the notices keep theirs: only the tags and attributes their sanitiser allows. */
const sanitized = (form: DemoItemForm): DemoItemForm => ({ ...form, description: sanitizeNoticeContent(form.description) });

/** Create, edit and delete demoItems: one command each on `demo-item-<id>`. */
export function demoItemHandlers(context: ModuleContext) {
  const run = async (id: number, command: Parameters<typeof demoItemDecider.decide>[0], context_: CommandContext, isNewStream = false): Promise<Written<DemoItemState>> => {
    const result = await handleCommand(context.store, demoItemStream(id), demoItemDecider, command, context_, { isNewStream });
    return { id, state: result.state, position: result.position };
  };
  return {
    async create(form: DemoItemForm, command: CommandContext): Promise<Written<DemoItemState>> {
      const id = await nextEntityId(context.db, 'demoItem');
      return run(id, { type: 'CreateDemoItem', id, fields: sanitized(form) }, command, true);
    },
    update: (id: number, form: DemoItemForm, command: CommandContext) => run(id, { type: 'UpdateDemoItem', fields: sanitized(form) }, command),
    /** Deletes every one of `ids` or none (one unknown refuses all); answers the last position appended. */
    async remove(ids: number[], command: CommandContext): Promise<string | undefined> {
      const unique = [...new Set(ids)];
      for (const id of unique) if (!(await loadState(context.store, demoItemStream(id), demoItemDecider)).exists) throw new DomainError('A0606');
      let position: string | undefined;
      for (const id of unique) position = (await handleCommand(context.store, demoItemStream(id), demoItemDecider, { type: 'DeleteDemoItem' }, command)).position ?? position;
      return position;
    },
  };
}
