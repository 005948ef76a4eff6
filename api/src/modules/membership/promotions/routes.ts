import { jobPromotionForm, membershipPermissions, promotionEndForm, type PromotionView } from '@jobmarket/contracts';
import { projections, VIP_PROMOTIONS_TABLE } from '@jobmarket/projections';
import { AppError } from '../../../http/appError';
import { fetchPage, parsePageQuery } from '../../../http/listQuery';
import { idParams } from '../../../http/params';
import { defineRoute, type RouteContext, type RouteDefinition } from '../../../http/route';
import { answerWrite } from '../../../http/writeAnswer';
import { formatDateTime } from '../../../http/time';
import { commandContextOf, type ModuleContext } from '../../moduleContext';
import { promotionHandlers, type WrittenPromotion } from './handlers';
import { promotionListSpec, promotionQueries, type PromotionFilters, type PromotionRecord } from './queries';

type AnyRoute = RouteContext<unknown, unknown, unknown>;

/** The projections a promotion's next read comes from (whichever owns `vip_promotions_v1`). */
const promotionReadModels = () => projections.filter((projection) => projection.tables.includes(VIP_PROMOTIONS_TABLE)).map((projection) => projection.name);

/**
 * Featured jobs: the publisher promotes a published job (`PUT /jobs/{id}/promote`) and sees their promotions; staff
 * list every promotion (biz:vip:query) and end one (biz:vip:promotion:end), as the publisher may end their own.
 */
export function promotionRoutes(context: ModuleContext): RouteDefinition[] {
  const handlers = promotionHandlers(context);
  const queries = promotionQueries(context.db, context.config.TIME_ZONE);
  const zone = context.config.TIME_ZONE;

  async function pageOf(query: unknown, scope: Partial<PromotionFilters>) {
    const request = parsePageQuery(promotionListSpec, query as Record<string, unknown>);
    const now = new Date();
    const page = await fetchPage<PromotionRecord>(queries.list({ ...request.filters, ...scope }, now), request);
    return { list: page.list.map((record) => queries.viewOf(record, now)), total: page.total };
  }

  async function viewOf(id: number, scope: Partial<PromotionFilters> = {}): Promise<PromotionView> {
    const now = new Date();
    const record = (await queries.list({ ...scope, id: [id] }, now).first()) as PromotionRecord | undefined;
    if (!record) throw new AppError('A0606');
    return queries.viewOf(record, now);
  }

  /** The promotion as read once the read model caught up, else as the command decided it (marked pending). */
  function answer(route: AnyRoute, written: WrittenPromotion): Promise<PromotionView | null> {
    const decided = (): PromotionView | null => {
      const promotion = written.state.promotions[written.id];
      if (!promotion) return null;
      return {
        id: promotion.promotionId,
        publisherId: written.publisherId,
        publisherName: route.actor!.username,
        jobId: promotion.jobId,
        position: '',
        startTime: formatDateTime(new Date(promotion.startTime), zone),
        endTime: formatDateTime(new Date(promotion.endTime), zone),
        status: promotion.isActive ? 'active' : 'ended',
        endedBy: null,
        reason: null,
      };
    };
    return answerWrite(context.projectionWaiter, route.res, { position: written.position, projections: promotionReadModels() }, { read: () => viewOf(written.id), decided });
  }

  return [
    defineRoute({
      method: 'get',
      path: '/vip-promotions/page',
      permission: membershipPermissions.query,
      tag: 'membership',
      summary: 'Page of featured-job promotions (keywords in position and publisher, status active|ended as read now, publisherId, jobId; sortField id|startTime|endTime)',
      handler: async ({ query }) => pageOf(query, {}),
    }),
    defineRoute({
      method: 'get',
      path: '/vip-promotions/mine/page',
      permission: 'authenticated',
      tag: 'membership',
      summary: "Page of the caller's own promotions (a publisher's; the same filters)",
      handler: async ({ query, actor }) => pageOf(query, { publisherId: Number(actor!.userId) }),
    }),
    defineRoute({
      method: 'get',
      path: '/vip-promotions/:id/form',
      permission: membershipPermissions.query,
      tag: 'membership',
      summary: 'One promotion as a row of /vip-promotions/page (the admin’s record)',
      params: idParams,
      handler: async ({ params }) => viewOf(params.id),
    }),
    defineRoute({
      method: 'put',
      path: '/jobs/:id/promote',
      permission: 'authenticated',
      tag: 'membership',
      summary:
        "Feature one's own published job {days?} (default vip.adDays), using one ad of the membership: A0440 without membership or ads left (data.link '/vip'), when not published or featured already",
      params: idParams,
      body: jobPromotionForm,
      handler: async (route) => {
        const written = await handlers.promote(route.actor!, route.params.id, route.body, commandContextOf(route), route.locale);
        const promotion = written.state.promotions[written.id];
        if (promotion) route.res.locals.successMessage = { key: 'membership.promotion.messages.promoted', vars: { endTime: formatDateTime(new Date(promotion.endTime), zone) } };
        return answer(route, written);
      },
    }),
    defineRoute({
      method: 'put',
      path: '/vip-promotions/:id/end',
      permission: 'authenticated',
      tag: 'membership',
      summary: "End a promotion {reason?}: staff holding biz:vip:promotion:end any, a publisher their own (A0606 otherwise); A0440 when it has ended",
      params: idParams,
      body: promotionEndForm,
      successMessage: 'membership.promotion.messages.ended',
      handler: async (route) => answer(route, await handlers.end(route.actor!, route.params.id, route.body, commandContextOf(route))),
    }),
  ];
}
