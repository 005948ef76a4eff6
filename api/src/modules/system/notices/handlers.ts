import type { NoticeFields, NoticeForm } from '@jobmarket/contracts/system/notices';
import { noticesProjection } from '@jobmarket/projections';
import type { CommandContext } from '../../../eventSourcing/decider';
import { handleCommand, type HandleOptions } from '../../../eventSourcing/commandHandler';
import { nextEntityId } from '../../../eventSourcing/entityIds';
import { DomainError } from '../../../http/appError';
import type { Written } from '../../../http/writeAnswer';
import { settle, type ModuleContext } from '../../moduleContext';
import { appSettingsOf } from '../config/appSettings';
import { noticeDecider, type NoticeCommand, type NoticeState } from './decider';
import { noticeQueries } from './queries';
import { noticeReadsStream, readMarksDecider } from './readMarksDecider';
import { isAllowedNoticeImage } from './noticeImages';
import { hasVisibleContent, imageSourcesOf, sanitizeNoticeContent } from './richText';

export const noticeStream = (id: number) => `notice-${id}`;

export function noticeHandlers(context: ModuleContext) {
  const queries = noticeQueries(context.db);

  async function imagesAreAllowed(content: string): Promise<boolean> {
    const policy = { allowedHosts: (await appSettingsOf(context).current())['notice.allowedImageHosts'], publicUrl: context.config.PUBLIC_URL };
    return imageSourcesOf(content).every((src) => isAllowedNoticeImage(src, policy));
  }

  /** Sanitises the rich text and checks what the schema cannot: readable content left, images of ours, recipients that exist. */
  async function fieldsOf(form: NoticeForm): Promise<NoticeFields> {
    const content = sanitizeNoticeContent(form.content);
    const errors: Record<string, string> = {};
    if (!hasVisibleContent(content)) errors.content = 'notice.contentEmpty';
    else if (!(await imagesAreAllowed(content))) errors.content = 'notice.imageNotAllowed';
    if ((await queries.missingUserIds(form.targetUserIds)).length > 0) errors.targetUserIds = 'notice.unknownRecipients';
    if (Object.keys(errors).length > 0) throw new DomainError('A0402', 'errors.A0402', {}, { errors });
    return { ...form, content };
  }

  async function run(id: number, command: NoticeCommand, commandContext: CommandContext, options: HandleOptions<NoticeState> = {}): Promise<Written<NoticeState>> {
    const result = await handleCommand(context.store, noticeStream(id), noticeDecider, command, commandContext, options);
    return { id, state: result.state, position: result.position };
  }

  return {
    async create(form: NoticeForm, command: CommandContext): Promise<Written<NoticeState>> {
      const id = await nextEntityId(context.db, 'notice');
      return this.createAs(id, form, command);
    },
    /** Creates the notice under an id reserved earlier (`nextEntityId`); A0440 when that notice already exists. */
    async createAs(id: number, form: NoticeForm, command: CommandContext): Promise<Written<NoticeState>> {
      const fields = await fieldsOf(form);
      // a reserved id is almost always unused: no read; a repeat finds the notice and answers A0440 as before
      return run(id, { type: 'CreateNotice', id, fields, authorId: command.actorId ?? null }, command, { isNewStream: true });
    },
    async update(id: number, form: NoticeForm, command: CommandContext): Promise<Written<NoticeState>> {
      const fields = await fieldsOf(form);
      return run(id, { type: 'UpdateNotice', fields }, command);
    },
    async publish(id: number, command: CommandContext): Promise<Written<NoticeState>> {
      return run(id, { type: 'PublishNotice', publisherId: command.actorId ?? null }, command);
    },
    async revoke(id: number, command: CommandContext): Promise<Written<NoticeState>> {
      return run(id, { type: 'RevokeNotice' }, command);
    },
    /** Answers the position of the last deletion. */
    async remove(ids: number[], command: CommandContext): Promise<string | undefined> {
      let position: string | undefined;
      for (const id of ids) position = (await run(id, { type: 'DeleteNotice' }, command)).position ?? position;
      return position;
    },
    /** Records that the user read these notices (the caller checked they are addressed to them). */
    async markRead(userId: string, noticeIds: number[], command: CommandContext): Promise<void> {
      if (noticeIds.length === 0) return;
      // re-deciding on a race is safe: the loser sees the winner's marks and appends only what is still unread
      const result = await handleCommand(context.store, noticeReadsStream(userId), readMarksDecider, { type: 'MarkNoticesRead', userId, noticeIds }, command, {
        retries: 3,
      });
      // the caller's next reads are their notification centre and unread count
      await settle(context, result.position, [noticesProjection.name]);
    },
    /** Marks every published notice addressed to the user as read. */
    async markAllRead(userId: string, command: CommandContext): Promise<void> {
      await this.markRead(userId, await queries.unreadIds(userId), command);
    },
  };
}
