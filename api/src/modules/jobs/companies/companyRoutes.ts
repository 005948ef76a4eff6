import { companyProfileForm } from '@jobmarket/contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { answerWrite } from '../../../http/writeAnswer';
import { commandContextOf, type ModuleContext } from '../../moduleContext';
import { companyProfiles, companyReadModels } from './companyProfiles';

/** `GET|PUT /companies/mine`: what a publisher shows on their public company page. */
export function companyRoutes(context: ModuleContext): RouteDefinition[] {
  const profiles = companyProfiles(context);
  return [
    defineRoute({
      method: 'get',
      path: '/companies/mine',
      permission: 'authenticated',
      tag: 'companies',
      summary: "The publisher's company page settings {publisherId, name, introduction, showOfficePhoto, hasOfficePhoto, isApproved, openJobCount}; A0606 for other accounts",
      handler: async ({ actor }) => profiles.mine(actor!),
    }),
    defineRoute({
      method: 'put',
      path: '/companies/mine',
      permission: 'authenticated',
      tag: 'companies',
      summary: 'Save the company page {introduction, showOfficePhoto} (only the office photo may appear, never another document); publishers only (A0301)',
      body: companyProfileForm,
      successMessage: 'jobs.messages.profileSaved',
      handler: async (route) => {
        const actor = route.actor!;
        // decided before the application is read, so a non-publisher is refused as such (A0301)
        const written = await profiles.update(actor, route.body, commandContextOf(route));
        const decided = await profiles.decidedView(actor, written.state);
        return answerWrite(context.projectionWaiter, route.res, { position: written.position, projections: companyReadModels() }, {
          read: () => profiles.mine(actor),
          decided: () => decided,
        });
      },
    }),
  ];
}
