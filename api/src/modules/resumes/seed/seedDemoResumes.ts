import { resumeForm, roleCodes } from '@jobmarket/contracts';
import { ROLES_TABLE, USERS_TABLE } from '@jobmarket/projections';
import type { CommandContext } from '../../../eventSourcing/decider';
import type { Actor } from '../../../http/actor';
import { SettleBatch, type ModuleContext } from '../../moduleContext';
import { DEMO_PASSWORD } from '../../identity/seed/seedIdentity';
import { userAccounts } from '../../identity/users/handlers';
import { resumeHandlers } from '../handlers';
import { missingFontFiles } from '../pdf/fonts';
import { resumePdfGenerator } from '../pdf/pdfRoutes';
import { closePdfThread } from '../pdf/renderResumePdf';
import { demoSeekers } from './demoResumes';

export interface SeededResumes {
  seekers: number;
  resumes: number;
  /** PDFs rendered (none when the Noto fonts are missing: the resumes are seeded without). */
  pdfs: number;
}

/**
 * Job seekers with complete resumes on a fresh start (issue 14, demo data), through the same commands as everything
 * else: the demo `seeker` and six more SEEKER accounts, their resumes in English, Thai, Lao and Chinese — some
 * searchable by publishers, some private — each seeker's default chosen, and each resume's PDF rendered with its
 * template in the seeker's language and recorded. Runs after the identity and system seeds (the SEEKER role, the
 * dictionaries and the regions must be there).
 */
export async function seedDemoResumes(context: ModuleContext, command: CommandContext): Promise<SeededResumes> {
  const accounts = userAccounts(context);
  const handlers = resumeHandlers(context);
  const generatePdf = resumePdfGenerator(context, handlers);
  const seekerRole = await context.db(ROLES_TABLE).where({ code: roleCodes.seeker }).first('id');
  if (!seekerRole) throw new Error('Seed identity first: the demo resumes need the SEEKER role.');
  const withPdfs = missingFontFiles().length === 0;

  const batch = new SettleBatch();
  const seekerIds = new Map<string, number>();
  for (const seeker of demoSeekers) {
    const existing = (await context.db(USERS_TABLE).where({ username: seeker.username }).whereNull('deleted_at').first('id'))?.id as number | undefined;
    const fields = { nickname: seeker.nickname, mobile: null, gender: 0, avatar: null, email: `${seeker.username}@jobmarket.example`, status: 1, deptId: null, roleIds: [Number(seekerRole.id)] };
    // the demo `seeker` has its account from the identity seed
    seekerIds.set(seeker.username, existing ?? (await accounts.create({ username: seeker.username, password: DEMO_PASSWORD, kind: 'seeker', fields }, command, { batch })));
  }
  await batch.settle(context);

  let resumes = 0;
  let pdfs = 0;
  try {
    for (const seeker of demoSeekers) {
      const actor: Actor = { userId: String(seekerIds.get(seeker.username)), username: seeker.username, roles: [roleCodes.seeker], perms: new Set() };
      for (const { templateId, isDefault, locale = seeker.locale, ...form } of seeker.resumes) {
        const created = await handlers.create(actor, resumeForm.parse(form), locale, command);
        batch.note(created.position);
        resumes += 1;
        if (withPdfs) {
          batch.note((await generatePdf(actor, created.id, templateId, locale, command)).position);
          pdfs += 1;
        }
        if (isDefault) batch.note((await handlers.chooseDefault(created.id, actor, command)).position);
      }
    }
  } finally {
    await closePdfThread();
  }
  await batch.settle(context);
  return { seekers: demoSeekers.length, resumes, pdfs };
}
