import type { MenuType } from './forms';

/** Payloads of the identity context's events. Streams: department-<id>, role-<id>, menu-<id>, user-<id>. */
export interface DepartmentFields {
  parentId: number;
  name: string;
  code: string;
  sort: number;
  status: number;
}

export type DepartmentEvent =
  | { type: 'DepartmentCreated'; data: DepartmentFields & { id: number } }
  | { type: 'DepartmentUpdated'; data: DepartmentFields & { id: number } }
  | { type: 'DepartmentDeleted'; data: { id: number } };

export interface RoleFields {
  name: string;
  code: string;
  sort: number;
  status: number;
  dataScope: number;
}

export type RoleEvent =
  | { type: 'RoleCreated'; data: RoleFields & { id: number } }
  | { type: 'RoleUpdated'; data: RoleFields & { id: number } }
  | { type: 'RoleMenusAssigned'; data: { id: number; menuIds: number[] } }
  | { type: 'RoleDeleted'; data: { id: number } };

export interface MenuFields {
  parentId: number;
  name: string;
  type: MenuType;
  routeName: string | null;
  routePath: string | null;
  component: string | null;
  perm: string | null;
  visible: number;
  sort: number;
  icon: string | null;
  redirect: string | null;
  keepAlive: number;
  alwaysShow: number;
  params: { key: string; value: string }[];
}

export type MenuEvent =
  | { type: 'MenuCreated'; data: MenuFields & { id: number } }
  | { type: 'MenuUpdated'; data: MenuFields & { id: number } }
  | { type: 'MenuDeleted'; data: { id: number } };

/** Kinds of account, for the portal's role homes (spec §3 User kinds). */
export type UserKind = 'platform' | 'publisher' | 'seeker' | 'schoolAdmin' | 'normal';

export interface UserProfileFields {
  nickname: string;
  mobile: string | null;
  gender: number;
  avatar: string | null;
  email: string | null;
}

export interface UserAdminFields extends UserProfileFields {
  status: number;
  deptId: number | null;
  roleIds: number[];
}

export type UserEvent =
  // mustChangePassword: created with the initial password from system config, to be replaced at first sign-in
  | { type: 'UserCreated'; data: UserAdminFields & { id: number; username: string; kind: UserKind; passwordHash: string; mustChangePassword?: true } }
  | { type: 'UserUpdated'; data: UserAdminFields & { id: number } }
  | { type: 'UserStatusChanged'; data: { id: number; status: number } }
  | { type: 'UserPasswordChanged'; data: { id: number; passwordHash: string; reason: 'reset' | 'change' | 'forgotten' } }
  | { type: 'UserProfileUpdated'; data: { id: number; nickname: string; gender: number; avatar: string | null } }
  | { type: 'UserMobileBound'; data: { id: number; mobile: string } }
  | { type: 'UserEmailBound'; data: { id: number; email: string } }
  | { type: 'UserSignedIn'; data: { id: number; ip: string | null; userAgent: string | null } }
  | { type: 'UserSignedOut'; data: { id: number } }
  | { type: 'UserDeleted'; data: { id: number } };
