import { isLocale, type Locale } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { APPLICATIONS_TABLE, NOTICES_TABLE } from '@jobmarket/projections';
import { loadState } from '../../eventSourcing/commandHandler';
import type { CommandContext } from '../../eventSourcing/decider';
import { AppError } from '../../http/appError';
import type { ModuleContext } from '../moduleContext';
import { noticeHandlers } from '../system/notices/handlers';
import { applicationDecider, applicationStream, type ApplicationDecision, type ApplicationState } from './decider';

/** The notice_type dictionary's "Other": a decision is not one of the platform announcements' types. */
const DECISION_NOTICE_TYPE = '99';
/** A decision younger than this may still be being told by the request that made it. */
const GRACE_MS = 60_000;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** A notice that exists already (created, published or revoked): a repeat has nothing left to do. */
const alreadyDone = (error: unknown) => error instanceof AppError && error.code === 'A0440';

type DecidedApplication = Extract<ApplicationState, { exists: true }> & { decision: ApplicationDecision };

/**
 * Tells applicants the audit decision on their application, as a notice to them alone under the id the decision
 * event reserved. Every step may be repeated: so a decision whose notice was cut off (the process stopped between
 * the decision and its notice) is told later by `resendMissing`, and never twice.
 */
export function decisionNotices(context: ModuleContext) {
  const notices = noticeHandlers(context);

  async function send(application: DecidedApplication, command: CommandContext): Promise<void> {
    const { decision } = application;
    const locale: Locale = isLocale(application.locale) ? application.locale : 'en';
    const content = decision.approved
      ? translate(locale, application.kind === 'publisher' ? 'registration.notice.approvedPublisher' : 'registration.notice.approvedSchoolAdmin', {
          company: application.company ?? '',
          schoolName: application.schoolName ?? '',
        })
      : translate(locale, 'registration.notice.rejectedContent', { reason: decision.rejectReason ?? '' });
    const form = {
      title: translate(locale, decision.approved ? 'registration.notice.approvedTitle' : 'registration.notice.rejectedTitle'),
      content: `<p>${escapeHtml(content)}</p>`,
      type: DECISION_NOTICE_TYPE,
      level: 'M' as const,
      targetType: 2 as const,
      targetUserIds: [String(application.userId)],
    };
    await notices.createAs(decision.noticeId, form, command).catch((error: unknown) => {
      if (!alreadyDone(error)) throw error;
    });
    await notices.publish(decision.noticeId, command).catch((error: unknown) => {
      if (!alreadyDone(error)) throw error;
    });
  }

  /** Sends the notices of decisions older than a minute that have none published yet; answers how many it sent. */
  async function resendMissing(now = new Date()): Promise<number> {
    const waiting: { id: number }[] = await context
      .db(`${APPLICATIONS_TABLE} as a`)
      .leftJoin(`${NOTICES_TABLE} as n`, 'n.id', 'a.decision_notice_id')
      .whereNotNull('a.decision_notice_id')
      .where((unsent) => unsent.whereNull('n.id').orWhere('n.publish_status', 0))
      .where('a.audit_time', '<', new Date(now.getTime() - GRACE_MS))
      .select('a.id');
    const command: CommandContext = { actorId: 'system', correlationId: 'decision-notices', now };
    let sent = 0;
    for (const { id } of waiting) {
      const state = await loadState(context.store, applicationStream(id), applicationDecider);
      if (!state.exists || !state.decision) continue;
      await send({ ...state, decision: state.decision }, command);
      sent += 1;
    }
    return sent;
  }

  return {
    send,
    resendMissing,
    /**
     * Looks for untold decisions every `intervalMs` until stopped. Every api process may run it: a notice created or
     * published by another one meanwhile is simply left as it is.
     */
    startResending(intervalMs: number): () => void {
      const timer = setInterval(() => {
        resendMissing().catch((error: unknown) => context.logger.warn({ err: (error as Error).message }, 'decision notices could not be resent'));
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type DecisionNotices = ReturnType<typeof decisionNotices>;
