import type { MenuTreeNode, MenuType } from '@jobmarket/contracts';
import type { OptionNode } from '../../../providers/useApiOptions';

/** A node of GET /menus/options. */
export type MenuOption = OptionNode;

/** What POST /menus and PUT /menus/{id} take (and GET /menus/{id}/form answers). */
export interface MenuFormValues {
  id?: number;
  parentId: number;
  name: string;
  type: MenuType;
  routeName?: string | null;
  routePath?: string | null;
  component?: string | null;
  perm?: string | null;
  visible: number;
  sort: number;
  icon?: string | null;
  redirect?: string | null;
  keepAlive: number;
  alwaysShow: number;
  params: { key: string; value: string }[];
}

type FormField = Exclude<keyof MenuFormValues, 'id'>;

/** The fields each menu type has on the form (spec §3 Menu); the others are not the type's business and are not sent. */
export const fieldsOfType: Record<MenuType, readonly FormField[]> = {
  CATALOG: ['type', 'name', 'parentId', 'routePath', 'icon', 'sort', 'visible', 'alwaysShow', 'redirect'],
  MENU: ['type', 'name', 'parentId', 'routeName', 'routePath', 'component', 'icon', 'sort', 'visible', 'alwaysShow', 'keepAlive', 'redirect', 'params'],
  BUTTON: ['type', 'name', 'parentId', 'perm', 'sort'],
  EXTLINK: ['type', 'name', 'parentId', 'routePath', 'icon', 'sort', 'visible'],
};

const emptyValues: Omit<MenuFormValues, 'type' | 'name' | 'parentId'> = {
  routeName: null,
  routePath: null,
  component: null,
  perm: null,
  visible: 1,
  sort: 1,
  icon: null,
  redirect: null,
  keepAlive: 0,
  alwaysShow: 0,
  params: [],
};

/** A new menu's starting values, under `parentId` (0 = top level). */
export const newMenuValues = (parentId: number, type: MenuType = parentId === 0 ? 'CATALOG' : 'MENU'): MenuFormValues => ({
  ...emptyValues,
  parentId,
  name: '',
  type,
});

/**
 * The body sent for the form's values: only the fields of the chosen type, the others reset, so a menu turned into a
 * button does not keep (and clash on) the route name it had.
 */
export function menuPayload(values: MenuFormValues): MenuFormValues {
  const kept = new Set<string>(fieldsOfType[values.type]);
  const payload: Record<string, unknown> = { ...emptyValues, type: values.type, name: values.name, parentId: Number(values.parentId ?? 0) };
  for (const field of kept) {
    const value = values[field as FormField];
    if (value !== undefined) payload[field] = value;
  }
  payload.parentId = Number(payload.parentId ?? 0);
  payload.sort = Number(payload.sort ?? 0);
  payload.params = ((payload.params as MenuFormValues['params'] | null) ?? []).filter((param) => param && param.key);
  return payload as unknown as MenuFormValues;
}

/** The tree as rows in display order, each with its depth, skipping the children of collapsed nodes. */
export function visibleRows(nodes: readonly MenuTreeNode[], collapsed: ReadonlySet<number>, depth = 0): { node: MenuTreeNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...(collapsed.has(node.id) ? [] : visibleRows(node.children ?? [], collapsed, depth + 1))]);
}

/** Ids of every node with children: what "collapse all" folds. */
export const branchIds = (nodes: readonly MenuTreeNode[]): number[] =>
  nodes.flatMap((node) => (node.children?.length ? [node.id, ...branchIds(node.children)] : []));

/**
 * Parent choices in tree order, indented by depth, leaving out `excludedId` and everything below it: a menu cannot be
 * its own parent or move under its own descendant.
 */
export function parentChoicesOf(options: readonly MenuOption[], excludedId: number | undefined, labelOf: (label: string) => string, depth = 0): { id: number; name: string }[] {
  return options
    .filter((option) => option.value !== excludedId)
    .flatMap((option) => [
      { id: option.value, name: `${'\u00a0\u00a0'.repeat(depth * 2)}${labelOf(option.label)}` },
      ...parentChoicesOf(option.children ?? [], excludedId, labelOf, depth + 1),
    ]);
}

