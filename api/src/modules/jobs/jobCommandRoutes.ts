import { jobAuditForm, jobExtendForm, jobForm, jobPermissions, type JobDetail } from '@jobmarket/contracts';
import { idParams } from '../../http/params';
import { defineRoute, type RouteContext, type RouteDefinition } from '../../http/route';
import { answerWrite, type Written } from '../../http/writeAnswer';
import { commandContextOf, type ModuleContext } from '../moduleContext';
import { decidedJobDetail } from './decidedJob';
import type { JobState } from './decider';
import { jobReadModels, type JobHandlers } from './handlers';
import { jobLabels } from './regions/jobLabels';

type AnyRoute = RouteContext<unknown, unknown, unknown>;

/**
 * The commands on jobs: the publisher posts, edits, closes, extends and reposts; staff audit (biz:job:audit) and close
 * (biz:job:close). Each answers the job as the caller's next read shows it, once the jobs read model has caught up
 * (selective read-your-writes), else as the command decided it, marked pending.
 */
export function jobCommandRoutes(context: ModuleContext, handlers: JobHandlers): RouteDefinition[] {
  const { queries } = handlers;
  const labels = jobLabels(context.db);
  const zone = context.config.TIME_ZONE;

  async function answer(route: AnyRoute, written: Written<JobState>, successMessage?: string): Promise<JobDetail | null> {
    if (successMessage) route.res.locals.successMessage = { key: successMessage, vars: {} };
    const actor = route.actor!;
    const decided = decidedJobDetail(written.state, await labels.forLocale(route.locale), actor, new Date(), zone);
    return answerWrite(context.projectionWaiter, route.res, { position: written.position, projections: jobReadModels() }, {
      read: async () => queries.detailOf(await queries.visibleById(written.id, actor), { actor, locale: route.locale }),
      decided: () => decided,
    });
  }

  return [
    defineRoute({
      method: 'post',
      path: '/jobs',
      permission: 'authenticated',
      tag: 'jobs',
      summary:
        'Post a job (every field of spec §3 Job; industry and education dictionary values, a district of the province): pending review. Approved publishers only (A0440 saying why; other roles A0301)',
      body: jobForm,
      successMessage: 'jobs.messages.posted',
      handler: async (route) => answer(route, await handlers.post(route.actor!, route.body, route.locale, commandContextOf(route))),
    }),
    defineRoute({
      method: 'put',
      path: '/jobs/:id',
      permission: 'authenticated',
      tag: 'jobs',
      summary: "Edit one's own job while pending, published or rejected (a published or rejected one goes back to review); A0440 when closed",
      params: idParams,
      body: jobForm,
      handler: async (route) => {
        const written = await handlers.edit(route.params.id, route.actor!, route.body, commandContextOf(route));
        return answer(route, written, written.isSentToReview ? 'jobs.messages.resubmitted' : 'jobs.messages.edited');
      },
    }),
    defineRoute({
      method: 'put',
      path: '/jobs/:id/audit',
      permission: jobPermissions.audit,
      tag: 'jobs',
      summary:
        'Audit a pending job {auditStatus: 1 approve with commission {company, auditor, candidate} totalling 100%, resumeAuditorId (staff auditor) and sort — published at once | 2 reject with rejectReason}; A0440 unless pending',
      params: idParams,
      body: jobAuditForm,
      successMessage: 'jobs.messages.audited',
      handler: async (route) => answer(route, await handlers.audit(route.params.id, route.body, commandContextOf(route))),
    }),
    defineRoute({
      method: 'put',
      path: '/jobs/:id/close',
      permission: 'authenticated',
      tag: 'jobs',
      summary: "Close a job: its publisher withdraws or closes it, staff holding biz:job:close take it down; A0440 when closed already",
      params: idParams,
      successMessage: 'jobs.messages.closed',
      handler: async (route) => answer(route, await handlers.close(route.params.id, route.actor!, commandContextOf(route))),
    }),
    defineRoute({
      method: 'put',
      path: '/jobs/:id/extend',
      permission: 'authenticated',
      tag: 'jobs',
      summary: "Keep one's own published job open until the end of a later day {validThrough: YYYY-MM-DD} (at most job.maxValidDays from today)",
      params: idParams,
      body: jobExtendForm,
      successMessage: 'jobs.messages.extended',
      handler: async (route) => answer(route, await handlers.extend(route.params.id, route.actor!, route.body, commandContextOf(route))),
    }),
    defineRoute({
      method: 'put',
      path: '/jobs/:id/repost',
      permission: 'authenticated',
      tag: 'jobs',
      summary: "Repost one's own closed or expired job: published again when approved as it stands, else sent to review",
      params: idParams,
      successMessage: 'jobs.messages.reposted',
      handler: async (route) => answer(route, await handlers.repost(route.params.id, route.actor!, commandContextOf(route), route.locale)),
    }),
  ];
}
