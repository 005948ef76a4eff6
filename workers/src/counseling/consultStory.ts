import type { ConsultOrderEvent } from '@jobmarket/contracts';
import type { ConsultAbout, ConsultParty } from '@jobmarket/api/modules/counseling/invitation/consultInvitation';
import { consultOrderDecider, consultOrderStream, type ConsultOrderState } from '@jobmarket/api/modules/counseling/orders/consultOrderDecider';
import type { ModuleContext } from '@jobmarket/api/modules/moduleContext';
import { eventWithId, momentOf, type StreamMoment } from '../platform/streamMoment';
import { appSettingsOf } from '@jobmarket/api/modules/system/config/appSettings';
import { COUNSELORS_TABLE, queueDefinitions, USERS_TABLE } from '@jobmarket/projections';

export type ConsultOrder = Extract<ConsultOrderState, { exists: true }>;

/** One event of an order's stream with the order as it stood just before it and just after it. */
export type ConsultMoment = StreamMoment<ConsultOrder, ConsultOrderEvent>;

/** The order's stream folded through the api's own decider up to the event `eventId`; undefined when it has none. */
export const consultAt = (context: ModuleContext, orderId: number, eventId: string): Promise<ConsultMoment | undefined> =>
  momentOf(context, consultOrderStream(orderId), consultOrderDecider, eventWithId(eventId));

/** The order as it stands now (undefined: no such order). */
export async function consultNow(context: ModuleContext, orderId: number): Promise<ConsultOrder | undefined> {
  const recorded = await context.store.readStream(consultOrderStream(orderId));
  const state = (recorded as unknown as ConsultOrderEvent[]).reduce(consultOrderDecider.evolve, consultOrderDecider.initialState);
  return state.exists ? state : undefined;
}

const isAddress = (value: string) => queueDefinitions.mail.jobs.send.shape.to.safeParse(value).success;

/** What the counselor's read-model row adds to the mails: their place, zone and first language. */
export interface CounselorAbout {
  name: string | null;
  place: string | null;
  timeZone: string;
  locale: string;
}

/**
 * Both parties as mails and notices address them, read at send time (an address may have changed since the booking):
 * names and addresses from the users read model, the counselor's shown name, place, zone and first language from
 * the counselors read model. The seeker reads in the language they booked in, their times in the server's zone; the
 * counselor in their own zone. A party without a usable address (or whose account is gone) gets no mail, still
 * their notice.
 */
export async function partiesOf(context: ModuleContext, order: ConsultOrder): Promise<{ seeker: ConsultParty; counselor: ConsultParty; counselorAbout: CounselorAbout }> {
  const users = (await context.db(USERS_TABLE)
    .whereIn('id', [order.seekerId, order.counselorId])
    .whereNull('deleted_at')
    .select('id', 'username', 'nickname', 'email')) as { id: number; username: string; nickname: string; email: string | null }[];
  const byId = new Map(users.map((user) => [Number(user.id), user]));
  const row = (await context.db(COUNSELORS_TABLE).where({ id: order.counselorId }).first('name', 'place', 'time_zone', 'languages')) as
    | { name: string; place: string | null; time_zone: string; languages: string[] }
    | undefined;
  const serverZone = context.config.TIME_ZONE;
  const counselorAbout: CounselorAbout = { name: row?.name || null, place: row?.place ?? null, timeZone: row?.time_zone || serverZone, locale: row?.languages[0] ?? 'en' };
  const party = (userId: number, role: ConsultParty['role'], locale: string, timeZone: string, shownName: string | null): ConsultParty => {
    const user = byId.get(userId);
    const email = user?.email && isAddress(user.email) ? user.email : null;
    return { role, name: shownName ?? (user ? user.nickname || user.username : String(userId)), email, locale, timeZone };
  };
  return {
    // the zone the seeker's browser named when booking (older orders: the api's)
    seeker: party(order.seekerId, 'seeker', order.locale, order.seekerTimeZone ?? serverZone, null),
    counselor: party(order.counselorId, 'counselor', counselorAbout.locale, counselorAbout.timeZone, counselorAbout.name),
    counselorAbout,
  };
}

/** The order's words for mails and notices. */
export function consultAboutOf(order: ConsultOrder, parties: { seeker: ConsultParty; counselor: ConsultParty; counselorAbout: CounselorAbout }, extra: Partial<ConsultAbout> = {}): ConsultAbout {
  return {
    orderNo: order.orderNo,
    seekerName: parties.seeker.name,
    counselorName: parties.counselor.name,
    startsAt: order.startsAt,
    endsAt: order.endsAt,
    mode: order.mode,
    place: parties.counselorAbout.place,
    topic: order.topic,
    payBefore: order.payBefore,
    ...extra,
  };
}

/** `counseling.noticeHours` as the system config holds it now. */
export async function noticeHoursOf(context: ModuleContext): Promise<number> {
  return (await appSettingsOf(context).current())['counseling.noticeHours'];
}

/** The command context of a job: the system acts, correlated by the job. */
export const systemCommandOf = (jobId: string | undefined) => ({ actorId: 'system', correlationId: String(jobId), now: new Date() });
