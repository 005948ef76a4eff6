import { membershipPermissions, roleCodes, type MembershipRow, type MembershipView } from '@jobmarket/contracts';
import { z } from 'zod';
import { historyEntry, historyOf } from '../../../eventSourcing/history';
import { AppError } from '../../../http/appError';
import { fetchPage, parsePageQuery } from '../../../http/listQuery';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import type { ModuleContext } from '../../moduleContext';
import { entitlements } from '../entitlements';
import { membershipDecider, membershipStream } from '../membershipDecider';
import { membershipListSpec, membershipQueries, type MembershipRecord } from './queries';

const publisherParams = z.object({ publisherId: z.coerce.number().int().min(1) });

/**
 * The caller's own membership (`GET /vip`, from its stream: a quota just used is never shown as left) and the staff's
 * VIP list and a membership's history (biz:vip:query, from the read model).
 */
export function membershipViewRoutes(context: ModuleContext): RouteDefinition[] {
  const queries = membershipQueries(context.db, context.config.TIME_ZONE);
  const rights = entitlements(context);

  return [
    defineRoute({
      method: 'get',
      path: '/vip',
      permission: 'authenticated',
      tag: 'membership',
      summary:
        "The caller's membership now: status, level, start/end, days left, each quota's total/used/left (the free tier's when not a member) and the open order to continue paying. Publishers only (A0301)",
      handler: async ({ actor, locale }): Promise<MembershipView> => {
        if (!actor!.roles.includes(roleCodes.publisher)) throw new AppError('A0301', 'membership.refusals.notPublisher');
        const publisherId = Number(actor!.userId);
        const [view, openOrderNo] = await Promise.all([rights.of(publisherId, new Date(), locale), queries.openOrderNoOf(publisherId)]);
        return { ...view, openOrderNo };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/vip/page',
      permission: membershipPermissions.query,
      tag: 'membership',
      summary: 'Page of memberships, one per publisher who ever had one (keywords in publisher name and company; status as read now, none for publishers who only used the free tier; levelId; sortField publisherId|startTime|endTime|updateTime)',
      handler: async ({ query, locale }): Promise<{ list: MembershipRow[]; total: number }> => {
        const request = parsePageQuery(membershipListSpec, query as Record<string, unknown>);
        const now = new Date();
        const page = await fetchPage<MembershipRecord>(queries.list(request.filters, now), request);
        return { list: page.list.map((record) => queries.rowOf(record, now, locale)), total: page.total };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/vip/:publisherId/form',
      permission: membershipPermissions.query,
      tag: 'membership',
      summary: "One publisher's membership as a row of /vip/page (the admin's record); A0606 when they never had one",
      params: publisherParams,
      handler: async ({ params, locale }): Promise<MembershipRow> => {
        const now = new Date();
        const record = (await queries.list({ id: [params.publisherId] }, now).first()) as MembershipRecord | undefined;
        // (a free-tier publisher's row is not a membership: A0606 like one never seen)
        if (!record) throw new AppError('A0606');
        return queries.rowOf(record, now, locale);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/vip/:publisherId/history',
      permission: membershipPermissions.query,
      tag: 'membership',
      summary: "A publisher's membership events (activations, quota use, promotions, expiry) with actor, time and state after each",
      params: publisherParams,
      response: z.array(historyEntry),
      handler: async ({ params }) => historyOf(context.store, context.db, membershipStream(params.publisherId), membershipDecider),
    }),
  ];
}
