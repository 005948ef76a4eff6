import { deliveryPermissions, resumePermissions, roleCodes, type MenuFields, type UserKind } from '@jobmarket/contracts';
import type { CommandContext } from '../../../eventSourcing/decider';
import type { Written } from '../../../http/writeAnswer';
import { settle, type ModuleContext } from '../../moduleContext';
import { systemRights } from '../authority';
import { departmentHandlers } from '../departments/handlers';
import { menuHandlers } from '../menus/handlers';
import { roleHandlers } from '../roles/handlers';
import { userAccounts } from '../users/handlers';
import { seedDemoApplications } from '../../registration/seedApplications';
import { demoMenus } from './demoMenus';
import { businessMenus, deliveryOrdersMenu, jobsMenu, resumesMenu } from './businessMenus';
import { systemMenus, type MenuSeed } from './systemMenus';

export const DEMO_PASSWORD = '123456';

export interface SeededAccount {
  username: string;
  role: string;
  password: string;
}

interface AccountSeed {
  username: string;
  nickname: string;
  role: string;
  kind: UserKind;
  department?: 'platform' | 'operations' | 'audit';
}

export const demoAccounts: AccountSeed[] = [
  { username: 'root', nickname: 'Root', role: roleCodes.root, kind: 'platform', department: 'platform' },
  { username: 'admin', nickname: 'Administrator', role: roleCodes.admin, kind: 'platform', department: 'operations' },
  { username: 'publisher', nickname: 'Demo Publisher', role: roleCodes.publisher, kind: 'publisher' },
  { username: 'seeker', nickname: 'Demo Seeker', role: roleCodes.seeker, kind: 'seeker' },
  { username: 'school', nickname: 'Demo School', role: roleCodes.schoolAdmin, kind: 'schoolAdmin' },
  { username: 'user', nickname: 'Demo User', role: roleCodes.user, kind: 'normal' },
  { username: 'auditor', nickname: 'Demo Auditor', role: roleCodes.auditor, kind: 'platform', department: 'audit' },
];

/**
 * First start on an empty store: menus, roles, a department tree and the demo accounts, all through commands so
 * they have a history like everything else. In production the roles are created (the portal's sign-ups take theirs)
 * but the only account is ROOT, with ROOT_PASSWORD.
 */
export async function seedIdentity(context: ModuleContext): Promise<SeededAccount[]> {
  const production = context.config.NODE_ENV === 'production';
  if (production && !context.config.ROOT_PASSWORD) throw new Error('Set ROOT_PASSWORD (at least 12 characters) to create the first ROOT account.');
  const command: CommandContext = { actorId: 'system', correlationId: 'seed', now: new Date() };
  const menus = menuHandlers(context);
  const roles = roleHandlers(context);
  const departments = departmentHandlers(context);
  const users = userAccounts(context);
  // each step reads what the one before wrote (a parent menu, a department), so each waits for the read models
  const settledId = async (writing: Promise<Written<unknown>>) => {
    const written = await writing;
    await settle(context, written.position);
    return written.id;
  };

  const menuIds: number[] = [];
  const menuIdOf = new Map<MenuSeed, number>();
  async function createMenus(seeds: MenuSeed[], parentId: number) {
    for (const [index, seed] of seeds.entries()) {
      const fields: MenuFields = {
        parentId,
        name: seed.name,
        type: seed.type,
        routeName: seed.routeName ?? null,
        routePath: seed.routePath ?? null,
        component: seed.component ?? null,
        perm: seed.perm ?? null,
        visible: seed.visible ?? 1,
        sort: index + 1,
        icon: seed.icon ?? null,
        redirect: seed.redirect ?? null,
        keepAlive: seed.keepAlive ?? 0,
        alwaysShow: seed.alwaysShow ?? 0,
        params: seed.params ?? [],
      };
      const id = await settledId(menus.create(fields, command));
      menuIds.push(id);
      menuIdOf.set(seed, id);
      if (seed.children) await createMenus(seed.children, id);
    }
  }
  await createMenus(systemMenus, 0);
  // the demos after the business catalogs, for the developers who extend the product
  await createMenus([...businessMenus, ...demoMenus], 0);

  const roleIds = new Map<string, number>();
  const roleSeeds = [
    { code: roleCodes.root, name: 'roles.root', dataScope: 0 },
    { code: roleCodes.admin, name: 'roles.admin', dataScope: 0 },
    { code: roleCodes.publisher, name: 'roles.publisher', dataScope: 3 },
    { code: roleCodes.seeker, name: 'roles.seeker', dataScope: 3 },
    { code: roleCodes.schoolAdmin, name: 'roles.schoolAdmin', dataScope: 3 },
    { code: roleCodes.user, name: 'roles.user', dataScope: 3 },
    { code: roleCodes.auditor, name: 'roles.auditor', dataScope: 3 },
    // staff make an existing account a counselor (POST /counselors), which grants this role: their own data only
    { code: roleCodes.counselor, name: 'roles.counselor', dataScope: 3 },
  ];
  for (const [index, role] of roleSeeds.entries()) {
    roleIds.set(role.code, await settledId(roles.create({ ...role, sort: index + 1, status: 1 }, command, systemRights)));
  }
  // ROOT passes every check anyway; ADMIN gets every system menu and button explicitly
  if (roleIds.has(roleCodes.admin)) await settledId(roles.assignMenus(roleIds.get(roleCodes.admin)!, menuIds, command, systemRights));
  // auditors review jobs (and take the resumes sent to them): the business catalog's job list and its buttons, and the
  // resume list to read and recommend from (not to export: a spreadsheet of every seeker's contact details is ADMIN's)
  const resumeButtons = (resumesMenu.children ?? []).filter((button) => button.perm !== resumePermissions.export);
  // and delivery orders: to read them and take any audit step (not to deliver, invoice, reopen or export)
  const deliveryButtons = (deliveryOrdersMenu.children ?? []).filter((button) => button.perm === deliveryPermissions.query || button.perm === deliveryPermissions.audit);
  const auditorMenus = [businessMenus[0]!, jobsMenu, ...(jobsMenu.children ?? []), resumesMenu, ...resumeButtons, deliveryOrdersMenu, ...deliveryButtons].map(
    (seed) => menuIdOf.get(seed)!,
  );
  await settledId(roles.assignMenus(roleIds.get(roleCodes.auditor)!, auditorMenus, command, systemRights));

  const platform = await settledId(departments.create({ parentId: 0, name: 'JobMarket', code: 'JM', sort: 1, status: 1 }, command));
  const departmentIds = {
    platform,
    operations: await settledId(departments.create({ parentId: platform, name: 'Operations', code: 'OPS', sort: 1, status: 1 }, command)),
    audit: await settledId(departments.create({ parentId: platform, name: 'Audit', code: 'AUDIT', sort: 2, status: 1 }, command)),
  };

  const seeded: SeededAccount[] = [];
  for (const account of demoAccounts) {
    if (production && account.role !== roleCodes.root) continue;
    const password = production ? context.config.ROOT_PASSWORD! : DEMO_PASSWORD;
    await users.create(
      {
        username: account.username,
        password,
        kind: account.kind,
        fields: {
          nickname: account.nickname,
          mobile: null,
          gender: 0,
          avatar: null,
          email: null,
          status: 1,
          deptId: account.department ? departmentIds[account.department] : null,
          roleIds: [roleIds.get(account.role)!],
        },
      },
      command,
    );
    seeded.push({ username: account.username, role: account.role, password: production ? '(ROOT_PASSWORD)' : password });
  }
  // the demo publisher and school sign in to an approved account
  if (!production) await seedDemoApplications(context, command);
  return seeded;
}
