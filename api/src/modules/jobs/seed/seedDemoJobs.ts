import { jobAuditForm, jobForm, roleCodes } from '@jobmarket/contracts';
import { ROLES_TABLE, USERS_TABLE } from '@jobmarket/projections';
import { handleCommand } from '../../../eventSourcing/commandHandler';
import type { CommandContext } from '../../../eventSourcing/decider';
import { SettleBatch, type ModuleContext } from '../../moduleContext';
import { DEMO_PASSWORD } from '../../identity/seed/seedIdentity';
import { userAccounts } from '../../identity/users/handlers';
import { applicationDecider, applicationStream } from '../../registration/decider';
import { companyProfiles } from '../companies/companyProfiles';
import { jobHandlers } from '../handlers';
import { demoCompanies, demoJobs, type DemoCompany } from './demoJobs';

const DEFAULT_SPLIT = { company: 50, auditor: 30, candidate: 20 };

export interface DemoJobsOptions {
  /**
   * Runs for each demo company once its account exists and before it posts its `jobCount` jobs. Posting uses the
   * `jobs` quota (the free tier allows `vip.freeJobCount`, 3 by default, per 30 days) and most demo companies post
   * more: this is where the membership seed makes them members, through its own commands.
   */
  beforePosting?(company: { publisherId: number; username: string; jobCount: number }): Promise<void>;
}

/**
 * A living job board on a fresh start (issue 12, demo data), through the same commands as everything else: the demo
 * publisher and three more companies (accounts with approved applications and a company page), and their jobs in
 * English, Thai, Lao and Chinese across the three countries — published after an audit with a commission split and the
 * demo resume auditor, plus one left pending and one rejected for the audit queue. Runs after the identity and
 * system seeds (the dictionaries, the settings and the demo auditor must exist). Answers how many jobs it posted.
 */
export async function seedDemoJobs(context: ModuleContext, command: CommandContext, options: DemoJobsOptions = {}): Promise<number> {
  const accounts = userAccounts(context);
  const jobs = jobHandlers(context);
  const profiles = companyProfiles(context);
  const idOf = async (username: string) => (await context.db(USERS_TABLE).where({ username }).whereNull('deleted_at').first('id'))?.id as number | undefined;

  const auditorId = await idOf('auditor');
  const publisherRole = await context.db(ROLES_TABLE).where({ code: roleCodes.publisher }).first('id');
  if (!auditorId || !publisherRole) throw new Error('Seed identity first: the demo jobs need the demo auditor and the PUBLISHER role.');
  const publisherRoleId = Number(publisherRole.id);

  const batch = new SettleBatch();
  const publisherIds = new Map<string, number>();
  for (const company of demoCompanies) {
    const existing = await idOf(company.username);
    // the demo `publisher` has its account and approved application from the identity seed
    publisherIds.set(company.username, existing ?? (await registerApproved(company)));
  }
  await batch.settle(context);

  async function registerApproved(company: DemoCompany): Promise<number> {
    const fields = { nickname: company.company, mobile: null, gender: 0, avatar: null, email: `${company.username}@jobmarket.example`, status: 1, deptId: null, roleIds: [publisherRoleId] };
    const userId = await accounts.create({ username: company.username, password: DEMO_PASSWORD, kind: 'publisher', fields }, command, { batch });
    const application = { userId, username: company.username, company: company.company, email: fields.email, mobile: '13800000000', documents: {}, locale: company.locale };
    await handleCommand(context.store, applicationStream(userId), applicationDecider, { type: 'SubmitPublisherApplication', application }, command);
    const approve = { type: 'AuditApplication', kind: 'publisher', approved: true, rejectReason: null, auditorId: command.actorId ?? null } as const;
    batch.note((await handleCommand(context.store, applicationStream(userId), applicationDecider, approve, command)).position);
    return userId;
  }

  for (const company of demoCompanies) {
    const publisherId = publisherIds.get(company.username)!;
    const actor = { userId: String(publisherId), roles: [roleCodes.publisher] };
    await profiles.update({ ...actor, username: company.username, perms: new Set() }, { introduction: company.introduction, showOfficePhoto: false }, command);
    await options.beforePosting?.({ publisherId, username: company.username, jobCount: demoJobs.filter((demo) => demo.company === company.username).length });

    for (const job of demoJobs.filter((demo) => demo.company === company.username)) {
      const { company: _username, outcome, commission, ...form } = job;
      const posted = await jobs.post(actor, jobForm.parse({ ...company.defaults, ...form, company: company.company }), company.locale, command);
      let position = posted.position;
      if (outcome && 'rejectReason' in outcome) {
        position = (await jobs.audit(posted.id, jobAuditForm.parse({ auditStatus: 2, rejectReason: outcome.rejectReason }), command, { tell: false })).position;
      } else if (!outcome) {
        const approval = jobAuditForm.parse({ auditStatus: 1, commission: commission ?? DEFAULT_SPLIT, resumeAuditorId: auditorId, sort: posted.id });
        position = (await jobs.audit(posted.id, approval, command, { tell: false })).position;
      }
      batch.note(position);
    }
  }
  await batch.settle(context);
  return demoJobs.length;
}
