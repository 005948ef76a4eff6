import type { DeliveryOrderEvent, Locale } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { formatDateTime } from '@jobmarket/contracts/platform/time';
import { NOTICE_TITLE_MAX } from '@jobmarket/contracts/system/notices';
import type { RecordedEvent } from '@jobmarket/eventstore';
import type { CommandContext } from '@jobmarket/api/eventSourcing/decider';
import { deliveryDecider, deliveryNoticeRecipients, deliveryOrderStream, type DeliveryOrderState } from '@jobmarket/api/modules/delivery/deliveryDecider';
import { localeOf } from '@jobmarket/api/modules/delivery/invitation/interviewInvitation';
import { jobDecider, jobStream, type JobState } from '@jobmarket/api/modules/jobs/decider';
import type { ModuleContext } from '@jobmarket/api/modules/moduleContext';
import { tellPersonalNotice } from '@jobmarket/api/modules/system/notices/personalNotice';
import { momentOf } from '../platform/streamMoment';

type Order = Extract<DeliveryOrderState, { exists: true }>;

const clipped = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** One party's notice of one step, in their language. */
export interface DeliveryNoticeToTell {
  /** The step that reserved it. */
  event: RecordedEvent;
  userId: number;
  locale: Locale;
  title: string;
  text: string;
}

/** The order as it stood before the first event `isWanted` picks (after it, for the delivery itself), with that event. */
export async function orderBefore(context: ModuleContext, orderId: number, isWanted: (event: DeliveryOrderEvent, recorded: RecordedEvent) => boolean) {
  const moment = await momentOf(context, deliveryOrderStream(orderId), deliveryDecider, isWanted);
  return moment && { order: moment.before, event: moment.event, recorded: moment.recorded };
}

/**
 * The notices of a delivery order's steps: whom each reserved id tells (`deliveryNoticeRecipients`, the rule the
 * command reserved by: `noticeIds[i]` is recipient i) and in which words, `delivery.notices.<notice>`. The candidate
 * reads their own language (the resume's); everyone else the job's (the publisher's — staff have no language of
 * their own on record). Created and published under the reserved id, so a repeat tells nothing twice.
 */
export function deliveryNotices(context: ModuleContext) {
  const zone = context.config.TIME_ZONE;

  function reasonOf(event: DeliveryOrderEvent, locale: Locale): string {
    const data = event.data as { reason?: string | null; reasonCode?: string };
    if (data.reason) return data.reason;
    return data.reasonCode ? translate(locale, `delivery.rejectReasons.${data.reasonCode}`) : '';
  }

  function varsOf(order: Order, event: DeliveryOrderEvent, locale: Locale): Record<string, string> {
    return {
      position: order.position,
      company: order.company,
      candidate: order.candidateName,
      orderNo: order.orderNo,
      reason: reasonOf(event, locale),
      time: event.type === 'InterviewScheduled' ? formatDateTime(new Date(event.data.interviewAt), zone).slice(0, 16) : '',
      place: event.type === 'InterviewScheduled' ? event.data.place : '',
      date: event.type === 'CandidateJoined' ? event.data.onboardDate : '',
    };
  }

  async function jobLocaleOf(jobId: number): Promise<Locale> {
    const job = await context.store.readStream(jobStream(jobId));
    const state = job.reduce<JobState>((current, recorded) => jobDecider.evolve(current, recorded as never), jobDecider.initialState);
    return localeOf(state.exists ? state.locale : 'en');
  }

  return {
    /** Whom and what the notice `noticeId` of the order tells; undefined when no step of the order reserved it. */
    async noticeOf(orderId: number, noticeId: number): Promise<DeliveryNoticeToTell | undefined> {
      const found = await orderBefore(context, orderId, (event) => ((event.data as { noticeIds?: number[] }).noticeIds ?? []).includes(noticeId));
      if (!found) return undefined;
      const { order, event, recorded } = found;
      const index = ((event.data as { noticeIds?: number[] }).noticeIds ?? []).indexOf(noticeId);
      const recipient = deliveryNoticeRecipients(order, event.type)[index];
      if (!recipient) return undefined;
      const locale = recipient.userId === order.seekerId ? localeOf(order.locale) : await jobLocaleOf(order.jobId);
      const vars = varsOf(order, event, locale);
      const title = translate(locale, `delivery.notices.${recipient.notice}.title`, vars);
      const text = translate(locale, `delivery.notices.${recipient.notice}.content`, vars);
      return { event: recorded, userId: recipient.userId, locale, title: clipped(title, NOTICE_TITLE_MAX), text };
    },

    /** Creates and publishes it (the notices projection pushes it over MQTT); the position appended, if any. */
    tell(told: DeliveryNoticeToTell, noticeId: number, command: CommandContext): Promise<string | undefined> {
      return tellPersonalNotice(context, noticeId, { userId: told.userId, title: told.title, text: told.text }, command);
    },
  };
}
