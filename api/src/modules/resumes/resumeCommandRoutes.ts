import { recommendationForm, resumeForm, resumePermissions, resumeSearchableForm, type ResumeDetail } from '@jobmarket/contracts';
import { deletedIds, idParams, idsParams } from '../../http/params';
import { defineRoute, type RouteContext, type RouteDefinition } from '../../http/route';
import { answerWrite, type Written } from '../../http/writeAnswer';
import { commandContextOf, settle, type ModuleContext } from '../moduleContext';
import { jobLabels } from '../jobs/regions/jobLabels';
import { decidedResumeDetail } from './decidedResume';
import { resumeReadModels, type ResumeHandlers } from './handlers';
import type { ResumeState } from './resumeDecider';

type AnyRoute = RouteContext<unknown, unknown, unknown>;

/**
 * The commands on resumes: the seeker creates, edits, duplicates, deletes, switches searchable and chooses the
 * default; staff write the recommendation report (biz:resume:recommend). Each answers the resume as the caller's next
 * read shows it, once the resumes read model has caught up (selective read-your-writes), else as the command decided
 * it, marked pending.
 */
export function resumeCommandRoutes(context: ModuleContext, handlers: ResumeHandlers): RouteDefinition[] {
  const { queries } = handlers;
  const labels = jobLabels(context.db);
  const zone = context.config.TIME_ZONE;

  async function answer(route: AnyRoute, written: Written<ResumeState>): Promise<ResumeDetail | null> {
    const actor = route.actor!;
    // the seeker's username is in the users read model; a pending answer to anyone else names the seeker by id
    const isOwn = written.state.exists && String(written.state.seekerId) === actor.userId;
    const createBy = isOwn ? actor.username : written.state.exists ? String(written.state.seekerId) : '';
    const decided = decidedResumeDetail(written.state, await labels.forLocale(route.locale), createBy, new Date(), zone);
    return answerWrite(context.projectionWaiter, route.res, { position: written.position, projections: resumeReadModels() }, {
      read: async () => queries.detailOf(await queries.visibleById(written.id, actor), route.locale),
      decided: () => decided,
    });
  }

  return [
    defineRoute({
      method: 'post',
      path: '/resumes',
      permission: 'authenticated',
      tag: 'resumes',
      summary:
        "Keep a new resume (job seekers only, else A0301): every field of spec §3 Resume; files are urls of the seeker's own uploads (avatar JPG/PNG ≤ 2 MB, up to 2 attachments JPG/PNG/PDF ≤ 2 MB, original PDF ≤ 10 MB, else A0702), education and industry dictionary values, a district of the province; every failing field at once (A0402) → the resume",
      body: resumeForm,
      successMessage: 'resumes.messages.created',
      handler: async (route) => answer(route, await handlers.create(route.actor!, route.body, route.locale, commandContextOf(route))),
    }),
    defineRoute({
      method: 'put',
      path: '/resumes/:id',
      permission: 'authenticated',
      tag: 'resumes',
      summary: "Edit one's own resume (the same checks as creating it); the same fields again change nothing. Another's resume A0606 (staff A0301)",
      params: idParams,
      body: resumeForm,
      successMessage: 'resumes.messages.created',
      handler: async (route) => answer(route, await handlers.edit(route.params.id, route.actor!, route.body, commandContextOf(route))),
    }),
    defineRoute({
      method: 'delete',
      path: '/resumes/:ids',
      permission: 'authenticated',
      tag: 'resumes',
      summary: "Delete one's own resumes (comma-separated ids): every one must be the caller's, else none is deleted (A0606)",
      params: idsParams,
      successMessage: 'resumes.messages.deleted',
      handler: async (route) => {
        const written = await handlers.remove(route.params.ids, route.actor!, commandContextOf(route));
        await settle(context, written.position, resumeReadModels());
        return deletedIds(written.ids);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/resumes/:id/duplicate',
      permission: 'authenticated',
      tag: 'resumes',
      summary: "Copy one's own resume into a new one with the same fields and files → the new resume",
      params: idParams,
      successMessage: 'resumes.messages.duplicated',
      handler: async (route) => answer(route, await handlers.duplicate(route.params.id, route.actor!, route.locale, commandContextOf(route))),
    }),
    defineRoute({
      method: 'put',
      path: '/resumes/:id/default',
      permission: 'authenticated',
      tag: 'resumes',
      summary: "Make one's own resume the default (applications start from it; without a choice the oldest is)",
      params: idParams,
      successMessage: 'resumes.messages.defaultChosen',
      handler: async (route) => answer(route, await handlers.chooseDefault(route.params.id, route.actor!, commandContextOf(route))),
    }),
    defineRoute({
      method: 'put',
      path: '/resumes/:id/searchable',
      permission: 'authenticated',
      tag: 'resumes',
      summary: "Switch whether publishers may find one's own resume in the talent search {searchable} (contact details stay masked until unlocked)",
      params: idParams,
      body: resumeSearchableForm,
      handler: async (route) => answer(route, await handlers.setSearchable(route.params.id, route.actor!, route.body.searchable, commandContextOf(route))),
    }),
    defineRoute({
      method: 'put',
      path: '/resumes/:id/recommendation',
      permission: resumePermissions.recommend,
      tag: 'resumes',
      summary: "Write the resume's recommendation report {report} (empty clears it); the seeker reads it, never writes it",
      params: idParams,
      body: recommendationForm,
      successMessage: 'resumes.messages.recommendationSaved',
      handler: async (route) => answer(route, await handlers.writeRecommendation(route.params.id, route.actor!, route.body.report, commandContextOf(route))),
    }),
  ];
}
