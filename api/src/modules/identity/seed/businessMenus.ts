import { consultPermissions, counselorPermissions, deliveryPermissions, jobPermissions, meetingPermissions, membershipPermissions, registrationPermissions, resumePermissions } from '@jobmarket/contracts';
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

/** The resume list and its buttons (issue 14): ADMIN gets them with every menu; auditors review resumes (seedIdentity). */
export const resumesMenu: MenuSeed = {
  name: 'menus.resumes',
  type: 'MENU',
  routeName: 'Resume',
  routePath: 'resume',
  component: 'business/resume/index',
  icon: 'document',
  keepAlive: 1,
  children: buttons(resumePermissions),
};

/** Delivery orders and their buttons (issue 15): ADMIN gets them with every menu; auditors query and audit (seedIdentity). */
export const deliveryOrdersMenu: MenuSeed = {
  name: 'menus.deliveryOrders',
  type: 'MENU',
  routeName: 'DeliveryOrder',
  routePath: 'delivery-order',
  component: 'business/delivery-order/index',
  icon: 'order',
  keepAlive: 1,
  children: buttons(deliveryPermissions),
};

/** Job fairs and their buttons (issue 16): every school's meetings for staff; ADMIN gets them with every menu. */
export const meetingsMenu: MenuSeed = {
  name: 'menus.meetings',
  type: 'MENU',
  routeName: 'Meeting',
  routePath: 'meeting',
  component: 'business/meeting/index',
  icon: 'project',
  keepAlive: 1,
  children: buttons(meetingPermissions),
};

/** Counselors and their buttons (issue 17): staff make user accounts counselors and keep their profiles and availability. */
export const counselorsMenu: MenuSeed = {
  name: 'menus.counselors',
  type: 'MENU',
  routeName: 'Counselor',
  routePath: 'counselor',
  component: 'business/counselor/index',
  icon: 'user',
  keepAlive: 1,
  children: buttons(counselorPermissions),
};

/** Consult orders and their buttons (issue 17): every booking of a counselor; manage = cancel, reschedule, complete, no-show. */
export const consultOrdersMenu: MenuSeed = {
  name: 'menus.consultOrders',
  type: 'MENU',
  routeName: 'ConsultOrder',
  routePath: 'consult-order',
  component: 'business/consult-order/index',
  icon: 'order',
  keepAlive: 1,
  children: buttons(consultPermissions),
};

const { query, add, edit, delete: remove, refund, endPromotion } = membershipPermissions;

/** VIP membership (issue 13): levels, the members, their orders and featured jobs; ADMIN gets them with every menu. */
export const vipMenu: MenuSeed = {
  name: 'menus.vip',
  type: 'CATALOG',
  routePath: '/vip',
  redirect: '/vip/vip-level',
  icon: 'money',
  alwaysShow: 1,
  children: [
    {
      name: 'menus.vipLevels',
      type: 'MENU',
      routeName: 'VipLevel',
      routePath: 'vip-level',
      component: 'business/vip-level/index',
      icon: 'table',
      keepAlive: 1,
      children: buttons({ query, add, edit, delete: remove }),
    },
    { name: 'menus.vipMembers', type: 'MENU', routeName: 'Vip', routePath: 'vip', component: 'business/vip/index', icon: 'user', keepAlive: 1, children: buttons({ query }) },
    {
      name: 'menus.vipOrders',
      type: 'MENU',
      routeName: 'VipOrder',
      routePath: 'vip-order',
      component: 'business/vip-order/index',
      icon: 'order',
      keepAlive: 1,
      children: buttons({ query, refund }),
    },
    {
      name: 'menus.vipPromotions',
      type: 'MENU',
      routeName: 'VipPromotion',
      routePath: 'vip-promotion',
      component: 'business/vip-promotion/index',
      icon: 'publish',
      keepAlive: 1,
      children: buttons({ query, endPromotion }),
    },
  ],
};

/** The back office's business menus: the audits of publisher and school-admin registrations, the jobs and the resumes; then VIP. */
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
      resumesMenu,
      deliveryOrdersMenu,
      meetingsMenu,
      counselorsMenu,
      consultOrdersMenu,
    ],
  },
  vipMenu,
];
