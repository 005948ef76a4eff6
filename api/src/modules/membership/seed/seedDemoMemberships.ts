import { roleCodes, type Locale } from '@jobmarket/contracts';
import { ROLES_TABLE, USERS_TABLE, VIP_LEVELS_TABLE } from '@jobmarket/projections';
import { handleCommand } from '../../../eventSourcing/commandHandler';
import type { CommandContext } from '../../../eventSourcing/decider';
import { AppError } from '../../../http/appError';
import { DEMO_PASSWORD } from '../../identity/seed/seedIdentity';
import { demoCompanies } from '../../jobs/seed/demoJobs';
import { userAccounts } from '../../identity/users/handlers';
import { SettleBatch, type ModuleContext } from '../../moduleContext';
import { applicationDecider, applicationStream } from '../../registration/decider';
import { vipLevelHandlers } from '../levels/handlers';
import { membershipHandlers } from '../memberships/handlers';
import { orderHandlers } from '../orders/handlers';
import { SIGNATURE_HEADER } from '../payments/webhookSignature';
import { paymentWebhook } from '../payments/routes';
import { actOnQr } from '../payments/simulatedPayer';
import { demoLevels, demoPosterLevels, expiredMemberCompany, nonMemberCompany, type DemoLevelKey, type DemoMemberCompany } from './demoMemberships';

const DAY_MS = 24 * 3600_000;
const SECOND_MS = 1_000;

/** What the jobs seed calls for each demo company before it posts (see seedDemoJobs' `beforePosting`). */
export interface DemoMembershipSeed {
  beforePosting(company: { publisherId: number; username: string; jobCount: number }): Promise<void>;
  /** After the jobs: the expired member, the publisher who never paid (a cancelled order). Answers what it did. */
  finish(): Promise<string>;
}

/**
 * VIP membership demo data (issue 13) through the same commands as everything else: the three levels, and for each
 * demo company of the jobs seed a membership bought the way a publisher buys one — an order, its QR, the simulated
 * bank paying it and the signed webhook activating it — before it posts its jobs (all post more than the free tier
 * allows). Then two more publishers: one whose membership expired (bought 45 days ago, 30 days' validity, expired by
 * the same command as the timer's), one who never paid (an order cancelled by its time limit). Runs after the
 * identity and system seeds, around the jobs seed; not in production.
 */
export async function seedDemoMemberships(context: ModuleContext, command: CommandContext): Promise<DemoMembershipSeed> {
  const levelIds = await seedLevels(context, command);
  const orders = orderHandlers(context);
  const webhook = paymentWebhook(context);
  const secret = context.config.PAYMENT_WEBHOOK_SECRET ?? '';
  const batch = new SettleBatch();

  /**
   * A publisher's order for `level`, submitted 20 seconds before it is paid in the simulated bank at `paidTime` (well
   * inside any payment time limit, the end-to-end tests' shortened one too).
   */
  async function buy(publisherId: number, level: DemoLevelKey, locale: Locale, paidTime: Date): Promise<string> {
    const actor = { userId: String(publisherId), roles: [roleCodes.publisher] };
    const at = (offsetMs: number): CommandContext => ({ ...command, now: new Date(paidTime.getTime() + offsetMs) });
    const submitted = await orders.submit(actor, { levelId: levelIds[level] }, at(-20 * SECOND_MS), locale);
    const qr = await orders.issueQr(actor, submitted.orderNo, at(-10 * SECOND_MS));
    const paidAt = at(0);
    const answer = await actOnQr(context.db, secret, qr.payload, 'pay', paidAt.now, async (rawBody, signature) => {
      const written = await webhook.receive(Buffer.from(rawBody), { [SIGNATURE_HEADER]: signature }, paidAt);
      batch.note(written.position);
      return 200;
    });
    if ('problem' in answer || answer.outcome !== 'paid') throw new Error(`the simulated bank did not pay the demo order ${submitted.orderNo}: ${JSON.stringify(answer)}`);
    return submitted.orderNo;
  }

  return {
    async beforePosting({ publisherId, username }) {
      const level = demoPosterLevels[username];
      if (!level) return;
      // the company's own language: what its membership notices are written in
      const locale = demoCompanies.find((company) => company.username === username)?.locale ?? 'en';
      await buy(publisherId, level, locale, command.now);
      await batch.settle(context);
    },

    async finish() {
      const expiredId = await registerApprovedPublisher(context, expiredMemberCompany, command);
      await buy(expiredId, 'basic', expiredMemberCompany.locale, new Date(command.now.getTime() - 45 * DAY_MS));
      batch.note((await membershipHandlers(context).expire(expiredId, command)).position);

      const nonMemberId = await registerApprovedPublisher(context, nonMemberCompany, command);
      const actor = { userId: String(nonMemberId), roles: [roleCodes.publisher] };
      const fourDaysAgo = { ...command, now: new Date(command.now.getTime() - 4 * DAY_MS) };
      const unpaid = await orders.submit(actor, { levelId: levelIds.gold }, fourDaysAgo, nonMemberCompany.locale);
      // its QR 10 s after submitting: inside any payment time limit, the end-to-end tests' 60 s one too
      await orders.issueQr(actor, unpaid.orderNo, { ...fourDaysAgo, now: new Date(fourDaysAgo.now.getTime() + 10 * SECOND_MS) });
      batch.note((await orders.cancelForTimeLimit(unpaid.orderNo, command)).position);
      await batch.settle(context);
      return `${expiredMemberCompany.username} (expired), ${nonMemberCompany.username} (no membership, a cancelled order)`;
    },
  };
}

/** The three demo levels, unless levels exist already (answers the ids by key either way). */
async function seedLevels(context: ModuleContext, command: CommandContext): Promise<Record<DemoLevelKey, number>> {
  const existing = await context.db(VIP_LEVELS_TABLE).select('id', 'names');
  const byName = new Map(existing.map((row: { id: number; names: { en: string } }) => [row.names.en, row.id]));
  const handlers = vipLevelHandlers(context);
  const ids = {} as Record<DemoLevelKey, number>;
  const batch = new SettleBatch();
  for (const [key, form] of Object.entries(demoLevels) as [DemoLevelKey, (typeof demoLevels)[DemoLevelKey]][]) {
    const known = byName.get(form.names.en);
    if (known !== undefined) {
      ids[key] = known;
      continue;
    }
    const created = await handlers.create(form, command);
    ids[key] = created.id;
    batch.note(created.position);
  }
  await batch.settle(context);
  return ids;
}

/** A publisher account with an approved registration, as the jobs seed makes its companies. */
async function registerApprovedPublisher(context: ModuleContext, company: DemoMemberCompany, command: CommandContext): Promise<number> {
  const existing = await context.db(USERS_TABLE).where({ username: company.username }).whereNull('deleted_at').first('id');
  if (existing) return Number(existing.id);
  const publisherRole = await context.db(ROLES_TABLE).where({ code: roleCodes.publisher }).first('id');
  if (!publisherRole) throw new AppError('A0606');
  const email = `${company.username}@jobmarket.example`;
  const fields = { nickname: company.company, mobile: null, gender: 0, avatar: null, email, status: 1, deptId: null, roleIds: [Number(publisherRole.id)] };
  const userId = await userAccounts(context).create({ username: company.username, password: DEMO_PASSWORD, kind: 'publisher', fields }, command);
  const application = { userId, username: company.username, company: company.company, email, mobile: '13800000000', documents: {}, locale: company.locale };
  await handleCommand(context.store, applicationStream(userId), applicationDecider, { type: 'SubmitPublisherApplication', application }, command);
  const approve = { type: 'AuditApplication', kind: 'publisher', approved: true, rejectReason: null, auditorId: command.actorId ?? null } as const;
  const approved = await handleCommand(context.store, applicationStream(userId), applicationDecider, approve, command);
  if (approved.position) await context.projectionWaiter.waitFor(approved.position);
  return userId;
}
