import type { ResourceProps } from 'react-admin';
import users from '../resources/identity/users';
import roles from '../resources/identity/roles';
import menus from '../resources/identity/menus';
import departments from '../resources/identity/departments';
import dictionaries, { dictData } from '../resources/system/dictionaries';
import config from '../resources/system/config';
import notices from '../resources/system/notices';
import logs from '../resources/system/logs';
import status from '../resources/platform/status';
import publishers from '../resources/registration/publishers';
import schoolAdmins from '../resources/registration/schoolAdmins';
import jobs from '../resources/jobs';
import vipLevels from '../resources/membership/levels';
import vipMembers from '../resources/membership/members';
import vipOrders from '../resources/membership/orders';
import vipPromotions from '../resources/membership/promotions';
import resumes from '../resources/resumes';
import deliveryOrders from '../resources/delivery-orders';
import meetings from '../resources/meetings';
import counselors from '../resources/counselors';
import consultOrders from '../resources/consult-orders';

/** A resource folder's `index.ts` configuration, spread into `<Resource>` as the react-admin demos do. */
export type ResourceConfig = Pick<ResourceProps, 'list' | 'create' | 'edit' | 'show' | 'icon' | 'recordRepresentation'>;

/** A view the admin can show for a server menu's `component`, as a react-admin resource. */
export interface ViewRegistration {
  /** Resource name = URL segment = api resource (through dataProvider's resourcePaths). */
  resource: string;
  config: ResourceConfig;
  /** Resources the view works with that have no menu of their own (a dictionary's items). */
  related?: string[];
}

/**
 * Component paths of the seeded menus (api/src/modules/identity/seed/systemMenus.ts) → the admin's views.
 * A component missing here falls back to the 404 view (spec §2).
 */
export const viewRegistry: Record<string, ViewRegistration> = {
  'system/user/index': { resource: 'users', config: users },
  'system/role/index': { resource: 'roles', config: roles },
  'system/menu/index': { resource: 'menus', config: menus },
  'system/dept/index': { resource: 'dept', config: departments },
  'system/dict/index': { resource: 'dict', config: dictionaries, related: ['dict-data'] },
  // the hidden route the origin's dictionary page opens: our dictionary items' list
  'system/dict/data': { resource: 'dict-data', config: dictData },
  'system/config/index': { resource: 'config', config },
  'system/notice/index': { resource: 'notices', config: notices },
  'system/log/index': { resource: 'logs', config: logs },
  'system/status/index': { resource: 'projections', config: status },
  'business/publisher/index': { resource: 'publishers', config: publishers },
  'business/school-admin/index': { resource: 'school-admins', config: schoolAdmins },
  'business/job/index': { resource: 'jobs', config: jobs },
  'business/vip-level/index': { resource: 'vip-levels', config: vipLevels },
  'business/vip/index': { resource: 'vip-members', config: vipMembers },
  'business/vip-order/index': { resource: 'vip-orders', config: vipOrders },
  'business/vip-promotion/index': { resource: 'vip-promotions', config: vipPromotions },
  'business/resume/index': { resource: 'resumes', config: resumes },
  'business/delivery-order/index': { resource: 'delivery-orders', config: deliveryOrders },
  'business/meeting/index': { resource: 'meetings', config: meetings },
  'business/counselor/index': { resource: 'counselors', config: counselors },
  'business/consult-order/index': { resource: 'consult-orders', config: consultOrders },
};

/** The resources that are registered beside another view rather than from a menu. */
export const relatedViews: Record<string, ResourceConfig> = { 'dict-data': dictData };

export const resourceOfView = (component: string): string | undefined => viewRegistry[component.replace(/^\/+|\.vue$/g, '')]?.resource;
