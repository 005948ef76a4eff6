import { jobPermissions, registrationPermissions } from '@jobmarket/contracts';
import type { MenuSeed } from './systemMenus';

const buttons = (perms: Record<string, string>): MenuSeed[] => Object.entries(perms).map(([action, perm]) => ({ name: `menus.actions.${action}`, type: 'BUTTON', perm }));

/** The job list and its buttons: what staff holding the auditor role get, besides ADMIN. */
export const jobsMenu: MenuSeed = {
  name: 'menus.jobs',
  type: 'MENU',
  routeName: 'Job',
  routePath: 'job',
  component: 'business/job/index',
  icon: 'publish',
  keepAlive: 1,
  children: buttons(jobPermissions),
};

/** The back office's business menus: the audits of publisher and school-admin registrations, and the jobs. */
export const businessMenus: MenuSeed[] = [
  {
    name: 'menus.business',
    type: 'CATALOG',
    routePath: '/business',
    redirect: '/business/publisher',
    icon: 'client',
    alwaysShow: 1,
    children: [
      {
        name: 'menus.publishers',
        type: 'MENU',
        routeName: 'Publisher',
        routePath: 'publisher',
        component: 'business/publisher/index',
        icon: 'user',
        keepAlive: 1,
        children: buttons(registrationPermissions.publisher),
      },
      {
        name: 'menus.schoolAdmins',
        type: 'MENU',
        routeName: 'SchoolAdmin',
        routePath: 'school-admin',
        component: 'business/school-admin/index',
        icon: 'user',
        keepAlive: 1,
        children: buttons(registrationPermissions.schoolAdmin),
      },
      jobsMenu,
    ],
  },
];
