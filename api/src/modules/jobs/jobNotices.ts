import { isLocale, type JobEvent, type Locale } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { NOTICE_TITLE_MAX } from '@jobmarket/contracts/system/notices';
import type { RecordedEvent } from '@jobmarket/eventstore';
import type { CommandContext } from '../../eventSourcing/decider';
import { formatDateTime } from '../../http/time';
import type { ModuleContext } from '../moduleContext';
import { tellPersonalNotice } from '../system/notices/personalNotice';
import { jobDecider, jobStream, type JobState } from './decider';

const clipped = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** What the publisher is told about their job, in the language they posted it in. */
export interface JobNoticeToTell {
  /** The event that reserved the notice: what the job id derives from. */
  event: RecordedEvent;
  publisherId: number;
  locale: Locale;
  title: string;
  text: string;
}

type Told = Extract<JobEvent, { type: 'JobApproved' | 'JobRejected' | 'JobExpired' }>;
const isTold = (event: JobEvent): event is Told => event.type === 'JobApproved' || event.type === 'JobRejected' || event.type === 'JobExpired';

/**
 * Tells publishers what happened to their jobs — approved (and open until when), rejected (and why), expired — as a
 * notice to them alone under the id the event reserved; the notices projection pushes it live over MQTT. Run by a
 * worker (the job notices reactor's job), never by the request; a repeat leaves a told notice as it is.
 */
export function jobNotices(context: ModuleContext) {
  const zone = context.config.TIME_ZONE;
  const day = (instant: string) => formatDateTime(new Date(instant), zone).slice(0, 10);

  function wordsOf(told: Told, job: Extract<JobState, { exists: true }>, next: JobEvent | undefined, locale: Locale) {
    const position = job.fields.position;
    switch (told.type) {
      case 'JobApproved': {
        // the publication follows the approval in the same append
        const validThrough = next?.type === 'JobPublished' ? day(next.data.validThrough) : '';
        return { title: translate(locale, 'jobs.notices.approvedTitle', { position }), text: translate(locale, 'jobs.notices.approvedContent', { position, validThrough }) };
      }
      case 'JobRejected':
        return {
          title: translate(locale, 'jobs.notices.rejectedTitle', { position }),
          text: translate(locale, 'jobs.notices.rejectedContent', { position, rejectReason: told.data.rejectReason }),
        };
      case 'JobExpired':
        return { title: translate(locale, 'jobs.notices.expiredTitle', { position }), text: translate(locale, 'jobs.notices.expiredContent', { position }) };
    }
  }

  return {
    /** The job as it stood when the event reserving `noticeId` happened; undefined when no event did. */
    async noticeOf(jobId: number, noticeId: number): Promise<JobNoticeToTell | undefined> {
      const recorded = await context.store.readStream(jobStream(jobId));
      let state: JobState = jobDecider.initialState;
      for (const [index, event] of recorded.entries()) {
        const typed = event as unknown as JobEvent;
        state = jobDecider.evolve(state, typed);
        if (!state.exists || !isTold(typed) || typed.data.noticeId !== noticeId) continue;
        const locale: Locale = isLocale(state.locale) ? state.locale : 'en';
        const { title, text } = wordsOf(typed, state, recorded[index + 1] as unknown as JobEvent | undefined, locale);
        return { event, publisherId: state.publisherId, locale, title: clipped(title, NOTICE_TITLE_MAX), text };
      }
      return undefined;
    },

    /**
     * Creates and publishes the notice under its reserved id; one that exists already is left alone. Answers the
     * position of what it appended (undefined when there was nothing left to do).
     */
    async tell(told: JobNoticeToTell, noticeId: number, command: CommandContext): Promise<string | undefined> {
      return tellPersonalNotice(context, noticeId, { userId: told.publisherId, title: told.title, text: told.text }, command);
    },
  };
}

export type JobNotices = ReturnType<typeof jobNotices>;
