import { isLocale, type Locale, type MembershipEvent, type VipOrderEvent } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { NOTICE_TITLE_MAX } from '@jobmarket/contracts/system/notices';
import type { RecordedEvent } from '@jobmarket/eventstore';
import type { CommandContext } from '../../eventSourcing/decider';
import { formatDateTime } from '../../http/time';
import type { ModuleContext } from '../moduleContext';
import { tellPersonalNotice } from '../system/notices/personalNotice';
import { membershipStream } from './membershipDecider';
import { vipOrderStream } from './orders/decider';

const DAY_MS = 24 * 3600_000;

const clipped = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
const localeOf = (value: string | undefined): Locale => (value !== undefined && isLocale(value) ? value : 'en');

/** What the membership notices reactor asks to tell (the `notices.membershipNotice` job's payload). */
export type MembershipNoticeRequest =
  | { kind: 'activated'; publisherId: number; noticeId: number; orderNo: string }
  | { kind: 'expiring'; publisherId: number; noticeId: number }
  | { kind: 'cancelled'; publisherId?: number; noticeId: number; orderNo: string };

/** What the publisher is told, in the language they ordered in. */
export interface MembershipNoticeToTell {
  /** The event that reserved the notice. */
  event: RecordedEvent;
  publisherId: number;
  locale: Locale;
  title: string;
  text: string;
}

type Activated = Extract<MembershipEvent, { type: 'MembershipActivated' }>;
const typed = <Event>(recorded: RecordedEvent) => recorded as unknown as Event;

/**
 * Tells publishers about their membership — active (which level, until when), ending soon, an order cancelled at its
 * payment time limit — as a notice to them alone under the id the event reserved; the notices projection pushes it
 * live over MQTT. Words are in the language of the order (`locale` on the order and the activation), days in the
 * server's zone. Run by a worker (the membership notices reactor's job), never by the request; a repeat leaves a told
 * notice as it is.
 */
export function membershipNotices(context: ModuleContext) {
  const day = (instant: string) => formatDateTime(new Date(instant), context.config.TIME_ZONE).slice(0, 10);

  /** An activation, or a reminder worded with the activation it reminds of. */
  async function ofMembership(publisherId: number, noticeId: number): Promise<MembershipNoticeToTell | undefined> {
    let activated: Activated | undefined;
    for (const recorded of await context.store.readStream(membershipStream(publisherId))) {
      const event = typed<MembershipEvent>(recorded);
      if (event.type === 'MembershipActivated') activated = event;
      if (!activated) continue;
      const locale = localeOf(activated.data.locale);
      const level = activated.data.names[locale];
      if (event.type === 'MembershipActivated' && event.data.noticeId === noticeId) {
        const vars = { level, orderNo: event.data.orderNo, endTime: day(event.data.endTime) };
        return told(recorded, publisherId, locale, translate(locale, 'membership.notices.activatedTitle', vars), translate(locale, 'membership.notices.activatedContent', vars));
      }
      if (event.type === 'MembershipExpiryReminded' && event.data.noticeId === noticeId) {
        const vars = { level, endTime: day(event.data.endTime) };
        return told(recorded, publisherId, locale, translate(locale, 'membership.notices.expiringTitle', vars), translate(locale, 'membership.notices.expiringContent', vars));
      }
    }
    return undefined;
  }

  /** An order cancelled at its time limit: the publisher and language are the order's, the limit its own days. */
  async function ofOrder(orderNo: string, noticeId: number): Promise<MembershipNoticeToTell | undefined> {
    const recorded = await context.store.readStream(vipOrderStream(orderNo));
    const submitted = recorded.map((event) => typed<VipOrderEvent>(event)).find((event) => event.type === 'VipOrderSubmitted');
    const cancelled = recorded.find((event) => {
      const order = typed<VipOrderEvent>(event);
      return order.type === 'VipOrderCancelled' && order.data.noticeId === noticeId;
    });
    if (!submitted || !cancelled) return undefined;
    const locale = localeOf(submitted.data.locale);
    // the limit the order was given (a test's short one shows as a fraction of a day)
    const days = (new Date(submitted.data.payBefore).getTime() - new Date(submitted.data.submitTime).getTime()) / DAY_MS;
    const vars = { orderNo, time: Number(days.toFixed(2)) };
    return told(cancelled, submitted.data.publisherId, locale, translate(locale, 'membership.notices.cancelledTitle', vars), translate(locale, 'membership.notices.cancelledContent', vars));
  }

  function told(event: RecordedEvent, publisherId: number, locale: Locale, title: string, text: string): MembershipNoticeToTell {
    return { event, publisherId, locale, title: clipped(title, NOTICE_TITLE_MAX), text };
  }

  return {
    /** What to tell for the request: the event reserving its notice id, worded; undefined when no event did. */
    noticeOf(request: MembershipNoticeRequest): Promise<MembershipNoticeToTell | undefined> {
      return request.kind === 'cancelled' ? ofOrder(request.orderNo, request.noticeId) : ofMembership(request.publisherId, request.noticeId);
    },

    /** Creates and publishes the notice under its reserved id (a repeat leaves it); the position appended, if any. */
    tell: (toTell: MembershipNoticeToTell, noticeId: number, command: CommandContext): Promise<string | undefined> =>
      tellPersonalNotice(context, noticeId, { userId: toTell.publisherId, title: toTell.title, text: toTell.text }, command),
  };
}

export type MembershipNotices = ReturnType<typeof membershipNotices>;
