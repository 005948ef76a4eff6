import { auditStatuses, roleCodes, type CompanyProfileForm, type MyCompanyView } from '@jobmarket/contracts';
import { COMPANIES_TABLE, projections } from '@jobmarket/projections';
import { handleCommand, loadState } from '../../../eventSourcing/commandHandler';
import type { CommandContext } from '../../../eventSourcing/decider';
import type { Actor } from '../../../http/actor';
import { AppError } from '../../../http/appError';
import type { Written } from '../../../http/writeAnswer';
import type { ModuleContext } from '../../moduleContext';
import { applicationQueries, type ApplicationRow } from '../../registration/queries';
import { companyDecider, companyStream, type CompanyState } from './companyDecider';

interface CompanyRecord {
  id: number;
  introduction: string;
  show_office_photo: boolean;
  open_job_count: number;
}

/** The projections the public company page reads from (whichever owns `companies_v1`). */
export const companyReadModels = (): string[] =>
  projections.filter((projection) => projection.tables.includes(COMPANIES_TABLE)).map((projection) => projection.name);

const isPublisher = (actor: Pick<Actor, 'roles'>) => actor.roles.includes(roleCodes.publisher);

/** The publisher's own company page settings (`/companies/mine`): read, and saved as CompanyProfileUpdated. */
export function companyProfiles(context: ModuleContext) {
  const applications = applicationQueries(context.db, context.config.TIME_ZONE);

  async function applicationOf(actor: Actor): Promise<ApplicationRow> {
    const application = isPublisher(actor) ? await applications.byId(Number(actor.userId)) : undefined;
    // only a publisher has a company; anyone else has none to show
    if (!application || application.kind !== 'publisher') throw new AppError('A0606');
    return application;
  }

  function viewOf(application: ApplicationRow, profile: CompanyState, openJobCount: number): MyCompanyView {
    return {
      publisherId: application.id,
      name: application.company ?? '',
      introduction: profile.introduction,
      showOfficePhoto: profile.showOfficePhoto,
      hasOfficePhoto: (application.documents.officePhoto ?? []).length > 0,
      isApproved: application.audit_status === auditStatuses.approved,
      openJobCount,
    };
  }

  return {
    /** From the company read model once the application is approved; until then (no public page yet) from its stream. */
    async mine(actor: Actor): Promise<MyCompanyView> {
      const application = await applicationOf(actor);
      const record: CompanyRecord | undefined = await context.db(COMPANIES_TABLE).where({ id: application.id }).first();
      if (record) return viewOf(application, { introduction: record.introduction, showOfficePhoto: record.show_office_photo }, record.open_job_count);
      return viewOf(application, await loadState(context.store, companyStream(application.id), companyDecider), 0);
    },

    /** The view as the command decided it, for an answer whose read model has not caught up. */
    decidedView: async (actor: Actor, state: CompanyState) => viewOf(await applicationOf(actor), state, 0),

    async update(actor: Actor, form: CompanyProfileForm, command: CommandContext): Promise<Written<CompanyState>> {
      const publisherId = Number(actor.userId);
      const update = { type: 'UpdateCompanyProfile', publisherId, isPublisher: isPublisher(actor), profile: form } as const;
      const result = await handleCommand(context.store, companyStream(publisherId), companyDecider, update, command);
      return { id: publisherId, state: result.state, position: result.position };
    },
  };
}
