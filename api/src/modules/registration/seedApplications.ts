import { USERS_TABLE } from '@jobmarket/projections';
import { handleCommand } from '../../eventSourcing/commandHandler';
import type { CommandContext } from '../../eventSourcing/decider';
import { settle, type ModuleContext } from '../moduleContext';
import { applicationDecider, applicationStream } from './decider';

/**
 * The demo publisher and school accounts get an approved application, so they sign in to a working account instead of
 * one waiting for audit. They have no documents: the seed uploads nothing. (The school's name is its username.)
 */
export async function seedDemoApplications(context: ModuleContext, command: CommandContext): Promise<void> {
  const demo = await context.db(USERS_TABLE).whereIn('username', ['publisher', 'school']).whereNull('deleted_at').select('id', 'username');
  let position: string | undefined;
  for (const { id, username } of demo as { id: number; username: string }[]) {
    const base = { userId: id, username, email: `${username}@jobmarket.example`, mobile: '13800000000', documents: {}, locale: 'en' };
    const submit =
      username === 'publisher'
        ? ({ type: 'SubmitPublisherApplication', application: { ...base, company: 'Demo Publisher Co.' } } as const)
        : ({ type: 'SubmitSchoolAdminApplication', application: { ...base, schoolName: username } } as const);
    await handleCommand(context.store, applicationStream(id), applicationDecider, submit, command);
    const kind = username === 'publisher' ? 'publisher' : 'schoolAdmin';
    const approve = { type: 'AuditApplication', kind, approved: true, rejectReason: null, auditorId: command.actorId ?? null } as const;
    position = (await handleCommand(context.store, applicationStream(id), applicationDecider, approve, command)).position ?? position;
  }
  await settle(context, position);
}
