import type { ComponentType } from 'react';
import configResource from '../resources/config';
import dictionariesResource, { dictData } from '../resources/dictionaries';
import rolesResource from '../resources/roles';
import { PlaceholderList } from './placeholderViews';
import departments from '../resources/departments';
import notices from '../resources/notices';
import users from '../resources/users';
import logs from '../resources/logs';
import systemStatus from '../resources/status';
import menus from '../resources/menus';
import publishers from '../resources/publishers';
import schoolAdmins from '../resources/schoolAdmins';

/** A view the admin can show for a server menu's `component`, as a react-admin resource. */
export interface ViewRegistration {
  /** Resource name = URL segment = api resource (through dataProvider's resourcePaths). */
  resource: string;
  list: ComponentType;
  /** Resources the view works with that have no menu of their own (a dictionary's items). */
  related?: string[];
}

/**
 * Component paths of the seeded menus (api/src/modules/identity/seed/systemMenus.ts) → the admin's views.
 * A component missing here falls back to the 404 view (spec §2).
 * PLACEHOLDER lists for now: each entry switches to its real screen when that screen is built.
 */
export const viewRegistry: Record<string, ViewRegistration> = {
  'system/user/index': { resource: 'users', list: users.list },
  'system/role/index': { resource: 'roles', list: rolesResource.list },
  'system/menu/index': { resource: 'menus', list: menus.list },
  'system/dept/index': { resource: 'dept', list: departments.list },
  'system/dict/index': { resource: 'dict', list: dictionariesResource.list, related: ['dict-data'] },
  'system/config/index': { resource: 'config', list: configResource.list },
  'system/notice/index': { resource: 'notices', list: notices.list },
  'system/log/index': { resource: 'logs', list: logs.list },
  'system/status/index': { resource: 'projections', list: systemStatus.list },
  'business/publisher/index': { resource: 'publishers', list: publishers.list },
  'business/school-admin/index': { resource: 'school-admins', list: schoolAdmins.list },
};

/** The views of resources that are registered beside another view rather than from a menu. */
export const relatedViews: Record<string, ComponentType> = {
  'dict-data': dictData.list,
};

export const resourceOfView = (component: string): string | undefined => viewRegistry[component.replace(/^\/+|\.vue$/g, '')]?.resource;
