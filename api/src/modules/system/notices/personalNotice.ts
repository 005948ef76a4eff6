import type { CommandContext } from '../../../eventSourcing/decider';
import { AppError } from '../../../http/appError';
import type { ModuleContext } from '../../moduleContext';
import { noticeHandlers } from './handlers';

/** The notice_type dictionary's "Other": what a context's notice to one user is (not a platform announcement's type). */
export const PERSONAL_NOTICE_TYPE = '99';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** A notice that exists already (created, published or revoked): a repeat has nothing left to do. */
const alreadyDone = (error: unknown) => error instanceof AppError && error.code === 'A0440';

/** A plain-text notice to one user, already in their language. */
export interface PersonalNotice {
  userId: number;
  title: string;
  text: string;
}

/**
 * Creates and publishes a notice to one user under an id an event reserved (the notices projection pushes it live);
 * one that exists already is left alone, so a worker's retry tells nothing twice. Answers the position of what it
 * appended (undefined when there was nothing left to do).
 */
export async function tellPersonalNotice(context: ModuleContext, noticeId: number, notice: PersonalNotice, command: CommandContext): Promise<string | undefined> {
  const notices = noticeHandlers(context);
  const form = {
    title: notice.title,
    content: `<p>${escapeHtml(notice.text)}</p>`,
    type: PERSONAL_NOTICE_TYPE,
    level: 'M' as const,
    targetType: 2 as const,
    targetUserIds: [String(notice.userId)],
  };
  const ignoreDone = (error: unknown) => {
    if (!alreadyDone(error)) throw error;
    return undefined;
  };
  const created = await notices.createAs(noticeId, form, command).catch(ignoreDone);
  const published = await notices.publish(noticeId, command).catch(ignoreDone);
  return published?.position ?? created?.position;
}
