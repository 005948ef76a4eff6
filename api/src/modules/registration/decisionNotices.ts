import { isLocale, type ApplicationEvent, type Locale } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import type { RecordedEvent } from '@jobmarket/eventstore';
import type { CommandContext } from '../../eventSourcing/decider';
import { AppError } from '../../http/appError';
import type { MailMessage } from '../../platform/messaging/ports';
import type { ModuleContext } from '../moduleContext';
import { noticeHandlers } from '../system/notices/handlers';
import { applicationDecider, applicationStream, type ApplicationState } from './decider';

/** The notice_type dictionary's "Other": a decision is not one of the platform announcements' types. */
const DECISION_NOTICE_TYPE = '99';
/** A decision older than this is history being replayed (e.g. a reactor's first run): its e-mail is not sent late. */
const MAIL_FRESHNESS_MS = 24 * 3600_000;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** A notice that exists already (created, published or revoked): a repeat has nothing left to do. */
const alreadyDone = (error: unknown) => error instanceof AppError && error.code === 'A0440';

type DecidedApplication = Extract<ApplicationState, { exists: true }>;

/** What the applicant is told, as the application stood when the decision was made. */
export interface DecisionToTell {
  /** The decision event: what a per-recipient job id derives from. */
  event: RecordedEvent;
  application: DecidedApplication;
  email: string;
  title: string;
  text: string;
}

/**
 * Tells applicants the audit decision on their application, as a notice to them alone under the id the decision
 * event reserved. Run by a worker (the decision reactor's job), never by the audit request; every step may be
 * repeated, so a retried or replayed job leaves a told decision as it is.
 */
export function decisionNotices(context: ModuleContext) {
  const notices = noticeHandlers(context);

  /** The application folded up to the decision that reserved `noticeId`; undefined when no decision did. */
  async function decisionOf(applicationId: number, noticeId: number): Promise<DecisionToTell | undefined> {
    const recorded = await context.store.readStream(applicationStream(applicationId));
    let state: ApplicationState = applicationDecider.initialState;
    let email = '';
    for (const event of recorded) {
      const typed = event as unknown as ApplicationEvent;
      if (typed.type === 'PublisherApplicationSubmitted' || typed.type === 'SchoolAdminApplicationSubmitted') email = typed.data.email;
      state = applicationDecider.evolve(state, typed);
      if (!state.exists || state.decision?.noticeId !== noticeId) continue;
      const { decision } = state;
      const locale: Locale = isLocale(state.locale) ? state.locale : 'en';
      const text = decision.approved
        ? translate(locale, state.kind === 'publisher' ? 'registration.notice.approvedPublisher' : 'registration.notice.approvedSchoolAdmin', {
            company: state.company ?? '',
            schoolName: state.schoolName ?? '',
          })
        : translate(locale, 'registration.notice.rejectedContent', { reason: decision.rejectReason ?? '' });
      const title = translate(locale, decision.approved ? 'registration.notice.approvedTitle' : 'registration.notice.rejectedTitle');
      return { event, application: state, email, title, text };
    }
    return undefined;
  }

  return {
    decisionOf,

    /**
     * Creates and publishes the decision's notice under its reserved id; a notice that exists already is left alone.
     * Answers the position of what it appended (undefined when there was nothing left to do).
     */
    async tell(decided: DecisionToTell, noticeId: number, command: CommandContext): Promise<string | undefined> {
      const form = {
        title: decided.title,
        content: `<p>${escapeHtml(decided.text)}</p>`,
        type: DECISION_NOTICE_TYPE,
        level: 'M' as const,
        targetType: 2 as const,
        targetUserIds: [String(decided.application.userId)],
      };
      const ignoreDone = (error: unknown) => {
        if (!alreadyDone(error)) throw error;
        return undefined;
      };
      const created = await notices.createAs(noticeId, form, command).catch(ignoreDone);
      const published = await notices.publish(noticeId, command).catch(ignoreDone);
      return published?.position ?? created?.position;
    },

    /** The same decision by e-mail, for an applicant not signed in; none for a decision replayed long after. */
    mailOf(decided: DecisionToTell, now = new Date()): MailMessage | undefined {
      if (!decided.email || now.getTime() - decided.event.createdAt.getTime() > MAIL_FRESHNESS_MS) return undefined;
      return { to: decided.email, subject: decided.title, text: decided.text, html: `<p>${escapeHtml(decided.text)}</p>` };
    },
  };
}

export type DecisionNotices = ReturnType<typeof decisionNotices>;
