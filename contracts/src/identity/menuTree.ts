import type { MenuType } from './forms';

/** A node of `GET /menus` (API-CONTRACT §3 Menus): the menu tree staff manage, children in `sort` order. */
export interface MenuTreeNode {
  id: number;
  parentId: number;
  name: string;
  type: MenuType;
  routeName: string | null;
  routePath: string | null;
  component: string | null;
  sort: number;
  visible: number;
  icon: string | null;
  redirect: string | null;
  perm: string | null;
  children?: MenuTreeNode[];
}
