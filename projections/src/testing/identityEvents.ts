import type { DepartmentEvent, DepartmentFields, MenuEvent, MenuFields, RoleEvent, RoleFields, UserAdminFields, UserEvent, UserKind } from '@jobmarket/contracts';
import { specEvent, type SpecEvent, type SpecEventOptions } from './projectionSpec';

/** Identity events for projection specs: plausible defaults per id, overridden where a test cares. */

const department = (id: number, changes: Partial<DepartmentFields>): DepartmentFields & { id: number } => ({
  id,
  parentId: 0,
  name: `Department ${id}`,
  code: `D${id}`,
  sort: id,
  status: 1,
  ...changes,
});
const inDepartment = (id: number, event: DepartmentEvent, options?: SpecEventOptions) => specEvent(`department-${id}`, event, options);

export const departmentCreated = (id: number, changes: Partial<DepartmentFields> = {}, options?: SpecEventOptions): SpecEvent =>
  inDepartment(id, { type: 'DepartmentCreated', data: department(id, changes) }, options);
export const departmentUpdated = (id: number, changes: Partial<DepartmentFields> = {}, options?: SpecEventOptions): SpecEvent =>
  inDepartment(id, { type: 'DepartmentUpdated', data: department(id, changes) }, options);
export const departmentDeleted = (id: number, options?: SpecEventOptions): SpecEvent => inDepartment(id, { type: 'DepartmentDeleted', data: { id } }, options);

const menu = (id: number, changes: Partial<MenuFields>): MenuFields & { id: number } => ({
  id,
  parentId: 0,
  name: `Menu ${id}`,
  type: 'MENU',
  routeName: `Menu${id}`,
  routePath: `menu-${id}`,
  component: `menu${id}/index`,
  perm: null,
  visible: 1,
  sort: id,
  icon: null,
  redirect: null,
  keepAlive: 0,
  alwaysShow: 0,
  params: [],
  ...changes,
});
const inMenu = (id: number, event: MenuEvent, options?: SpecEventOptions) => specEvent(`menu-${id}`, event, options);

export const menuCreated = (id: number, changes: Partial<MenuFields> = {}, options?: SpecEventOptions): SpecEvent => inMenu(id, { type: 'MenuCreated', data: menu(id, changes) }, options);
export const menuUpdated = (id: number, changes: Partial<MenuFields> = {}, options?: SpecEventOptions): SpecEvent => inMenu(id, { type: 'MenuUpdated', data: menu(id, changes) }, options);
export const menuDeleted = (id: number, options?: SpecEventOptions): SpecEvent => inMenu(id, { type: 'MenuDeleted', data: { id } }, options);

const role = (id: number, changes: Partial<RoleFields>): RoleFields & { id: number } => ({ id, name: `Role ${id}`, code: `ROLE_${id}`, sort: id, status: 1, dataScope: 0, ...changes });
const inRole = (id: number, event: RoleEvent, options?: SpecEventOptions) => specEvent(`role-${id}`, event, options);

export const roleCreated = (id: number, changes: Partial<RoleFields> = {}, options?: SpecEventOptions): SpecEvent => inRole(id, { type: 'RoleCreated', data: role(id, changes) }, options);
export const roleUpdated = (id: number, changes: Partial<RoleFields> = {}, options?: SpecEventOptions): SpecEvent => inRole(id, { type: 'RoleUpdated', data: role(id, changes) }, options);
export const roleMenusAssigned = (id: number, menuIds: number[], options?: SpecEventOptions): SpecEvent => inRole(id, { type: 'RoleMenusAssigned', data: { id, menuIds } }, options);
export const roleDeleted = (id: number, options?: SpecEventOptions): SpecEvent => inRole(id, { type: 'RoleDeleted', data: { id } }, options);

type NewUser = UserAdminFields & { username: string; kind: UserKind; passwordHash: string; mustChangePassword?: true };
const user = (id: number, changes: Partial<NewUser>): NewUser & { id: number } => ({
  id,
  username: `user${id}`,
  kind: 'platform',
  passwordHash: `hash-${id}`,
  nickname: `User ${id}`,
  mobile: null,
  gender: 0,
  avatar: null,
  email: null,
  status: 1,
  deptId: null,
  roleIds: [],
  ...changes,
});
const inUser = (id: number, event: UserEvent, options?: SpecEventOptions) => specEvent(`user-${id}`, event, options);

export const userCreated = (id: number, changes: Partial<NewUser> = {}, options?: SpecEventOptions): SpecEvent => inUser(id, { type: 'UserCreated', data: user(id, changes) }, options);
export const userUpdated = (id: number, changes: Partial<UserAdminFields> = {}, options?: SpecEventOptions): SpecEvent => {
  const { username: _username, kind: _kind, passwordHash: _passwordHash, ...fields } = user(id, changes);
  return inUser(id, { type: 'UserUpdated', data: fields }, options);
};
export const userStatusChanged = (id: number, status: number, options?: SpecEventOptions): SpecEvent => inUser(id, { type: 'UserStatusChanged', data: { id, status } }, options);
export const userPasswordChanged = (id: number, passwordHash: string, options?: SpecEventOptions): SpecEvent =>
  inUser(id, { type: 'UserPasswordChanged', data: { id, passwordHash, reason: 'change' } }, options);
export const userProfileUpdated = (id: number, profile: { nickname: string; gender: number; avatar: string | null }, options?: SpecEventOptions): SpecEvent =>
  inUser(id, { type: 'UserProfileUpdated', data: { id, ...profile } }, options);
export const userMobileBound = (id: number, mobile: string, options?: SpecEventOptions): SpecEvent => inUser(id, { type: 'UserMobileBound', data: { id, mobile } }, options);
export const userEmailBound = (id: number, email: string, options?: SpecEventOptions): SpecEvent => inUser(id, { type: 'UserEmailBound', data: { id, email } }, options);
export const userSignedIn = (id: number, options?: SpecEventOptions): SpecEvent => inUser(id, { type: 'UserSignedIn', data: { id, ip: '203.0.113.7', userAgent: 'Firefox' } }, options);
export const userSignedOut = (id: number, options?: SpecEventOptions): SpecEvent => inUser(id, { type: 'UserSignedOut', data: { id } }, options);
export const userDeleted = (id: number, options?: SpecEventOptions): SpecEvent => inUser(id, { type: 'UserDeleted', data: { id } }, options);
