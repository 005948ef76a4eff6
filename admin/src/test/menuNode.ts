import type { MenuTreeNode } from '@jobmarket/contracts';

/** A `GET /menus` node for tests: top level, no route, visible, sort 1, unless `fields` say otherwise. */
export const menuNode = (fields: Pick<MenuTreeNode, 'id' | 'name' | 'type'> & Partial<MenuTreeNode>): MenuTreeNode => ({
  parentId: 0,
  routeName: null,
  routePath: null,
  component: null,
  sort: 1,
  visible: 1,
  icon: null,
  redirect: null,
  perm: null,
  ...fields,
});
