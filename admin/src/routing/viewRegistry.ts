import { lazy, type ComponentType } from 'react';

/**
 * Each screen is its own chunk, loaded when its route first opens (the layout's Suspense shows the loading state),
 * so the sign-in page does not download every screen of the back office.
 */
function lazyList(load: () => Promise<{ default: { list: ComponentType } }>): ComponentType {
  return lazy(() => load().then((module) => ({ default: module.default.list })));
}

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
 */
export const viewRegistry: Record<string, ViewRegistration> = {
  'system/user/index': { resource: 'users', list: lazyList(() => import('../resources/identity/users')) },
  'system/role/index': { resource: 'roles', list: lazyList(() => import('../resources/identity/roles')) },
  'system/menu/index': { resource: 'menus', list: lazyList(() => import('../resources/identity/menus')) },
  'system/dept/index': { resource: 'dept', list: lazyList(() => import('../resources/identity/departments')) },
  'system/dict/index': { resource: 'dict', list: lazyList(() => import('../resources/system/dictionaries')), related: ['dict-data'] },
  // the hidden route the origin's dictionary page opens: our dictionary items' list
  'system/dict/data': { resource: 'dict-data', list: lazy(() => import('../resources/system/dictionaries').then((module) => ({ default: module.dictData.list }))) },
  'system/config/index': { resource: 'config', list: lazyList(() => import('../resources/system/config')) },
  'system/notice/index': { resource: 'notices', list: lazyList(() => import('../resources/system/notices')) },
  'system/log/index': { resource: 'logs', list: lazyList(() => import('../resources/system/logs')) },
  'system/status/index': { resource: 'projections', list: lazyList(() => import('../resources/platform/status')) },
  'business/publisher/index': { resource: 'publishers', list: lazyList(() => import('../resources/registration/publishers')) },
  'business/school-admin/index': { resource: 'school-admins', list: lazyList(() => import('../resources/registration/schoolAdmins')) },
};

/** The views of resources that are registered beside another view rather than from a menu. */
export const relatedViews: Record<string, ComponentType> = {
  'dict-data': lazy(() => import('../resources/system/dictionaries').then((module) => ({ default: module.dictData.list }))),
};

export const resourceOfView = (component: string): string | undefined => viewRegistry[component.replace(/^\/+|\.vue$/g, '')]?.resource;
