import { AppError } from '../../http/appError';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { resumeActorOf } from './handlers';
import type { ResumeQueries } from './queries';

/** `GET /seekers/me/summary`: the job seeker home's counts (spec §1), job seekers only. */
export function seekerRoutes(queries: ResumeQueries): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/seekers/me/summary',
      permission: 'authenticated',
      tag: 'resumes',
      summary: "The job seeker home's counts {resumes, applied, onboarded, profileViews} (applied and onboarded from delivery orders); job seekers only (A0301)",
      handler: async ({ actor }) => {
        if (!resumeActorOf(actor!).isSeeker) throw new AppError('A0301', 'resumes.refusals.notASeeker');
        return queries.summary(Number(actor!.userId));
      },
    }),
  ];
}
