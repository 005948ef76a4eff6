import type { ComponentType } from 'react';
import type { ResourceDefinition } from 'react-admin';

/** One entry of the back office's menus: a page (leaf) or a first-level section with pages under it. */
export interface MenuNode {
  /** Absolute route path: '/users', '/system', '/system/user'. A section's path prefixes its pages'. */
  path: string;
  /** An i18n key (e.g. `menus.users`, translated) or plain text. */
  label: string;
  /** Set when the node is a react-admin resource: its label then follows react-admin's rules (options.label, resources.<name>.name). */
  resource?: string;
  icon?: ComponentType;
  /** An icon by name, as the server's routes give it (`user`, `system`…). */
  iconName?: string;
  /** A query the link carries (a route's parameters). */
  search?: string;
  /** An external link, opened in a new tab. */
  href?: string;
  children?: MenuNode[];
  /** Not shown in the menus, but still names its page in the tags view (profile, my notices…). */
  hidden?: boolean;
}

/**
 * What the layout reads from a resource's `options` (the routes from `/menus/routes` map onto it):
 * - `label`: the title, an i18n key such as `menus.users` or plain text;
 * - `hidden`: registered (routes work, tabs are titled) but left out of the menus;
 * - `parent`: the first-level section it belongs to (a CATALOG route: its path, label and icon);
 *   without it, a resource named with a slash (`system/user`) goes under the section `/system`, labelled `menus.system`;
 * - `sort`: order within its section (lower first; otherwise registration order).
 */
export interface MenuResourceOptions {
  label?: string;
  hidden?: boolean;
  parent?: { path: string; label: string; icon?: ComponentType };
  sort?: number;
}

export const dashboardNode: MenuNode = { path: '/', label: 'ra.page.dashboard' };

const normalisePath = (path: string) => `/${path.replace(/^\/+|\/+$/g, '')}`;

function resourceNode(definition: ResourceDefinition<MenuResourceOptions>): MenuNode {
  return {
    path: normalisePath(definition.name),
    label: definition.options?.label ?? definition.name,
    resource: definition.name,
    ...(definition.icon ? { icon: definition.icon as ComponentType } : {}),
    ...(definition.options?.hidden ? { hidden: true } : {}),
  };
}

function sectionOf(definition: ResourceDefinition<MenuResourceOptions>): MenuNode | undefined {
  const parent = definition.options?.parent;
  if (parent) return { path: normalisePath(parent.path), label: parent.label, ...(parent.icon ? { icon: parent.icon } : {}), children: [] };
  const slash = definition.name.replace(/^\/+/, '').indexOf('/');
  if (slash <= 0) return undefined;
  const segment = definition.name.replace(/^\/+/, '').slice(0, slash);
  return { path: `/${segment}`, label: `menus.${segment}`, children: [] };
}

/** Adds `node` to `nodes`, merging a section into one already there with the same path. */
function addNode(nodes: MenuNode[], node: MenuNode): void {
  const existing = nodes.find((candidate) => candidate.path === node.path && candidate.children && node.children);
  if (!existing) {
    nodes.push(node.children ? { ...node, children: [...node.children] } : node);
    return;
  }
  for (const child of node.children ?? []) addNode(existing.children!, child);
}

/**
 * The menu tree from react-admin's resource definitions (those with a list page) and any custom items,
 * with the dashboard first when there is one.
 */
export function buildMenuTree(
  definitions: ResourceDefinition<MenuResourceOptions>[],
  customItems: MenuNode[] = [],
  { dashboard = true }: { dashboard?: boolean } = {},
): MenuNode[] {
  const tree: MenuNode[] = dashboard ? [dashboardNode] : [];
  const ordered = definitions
    .map((definition, index) => ({ definition, index }))
    .filter(({ definition }) => definition.hasList)
    .sort((a, b) => (a.definition.options?.sort ?? a.index) - (b.definition.options?.sort ?? b.index) || a.index - b.index);
  for (const { definition } of ordered) {
    const node = resourceNode(definition);
    const section = sectionOf(definition);
    addNode(tree, section ? { ...section, children: [node] } : node);
  }
  return mergeMenuItems(tree, customItems);
}

/** The tree with more items added; a section whose path is already there gets their pages. */
export function mergeMenuItems(tree: MenuNode[], items: MenuNode[]): MenuNode[] {
  const merged = tree.map((node) => (node.children ? { ...node, children: [...node.children] } : node));
  for (const item of items) addNode(merged, item);
  return merged;
}

/** Whether `pathname` is the node's page or one of its sub-pages (`/users/12` is under `/users`; only `/` is the dashboard). */
export function isUnder(nodePath: string, pathname: string): boolean {
  if (nodePath === '/') return pathname === '/' || pathname === '';
  return pathname === nodePath || pathname.startsWith(`${nodePath}/`);
}

/**
 * The chain from a first-level node down to the deepest node containing `pathname`, or [] when none does.
 * A section contains the pages under it even when their paths do not start with its own (resources given a `parent`).
 */
export function trailTo(tree: MenuNode[], pathname: string): MenuNode[] {
  let best: MenuNode[] = [];
  let bestLength = -1;
  const walk = (nodes: MenuNode[], chain: MenuNode[]) => {
    for (const node of nodes) {
      const here = [...chain, node];
      if (isUnder(node.path, pathname) && node.path.length > bestLength) {
        best = here;
        bestLength = node.path.length;
      }
      if (node.children) walk(node.children, here);
    }
  };
  walk(tree, []);
  return best;
}

/** What the menus show: hidden nodes and sections left empty by them removed. */
export function visibleNodes(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => {
    if (node.hidden) return [];
    if (!node.children) return [node];
    const children = visibleNodes(node.children);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** The first page under a node (where clicking a section goes). */
export function firstPageOf(node: MenuNode): MenuNode {
  const first = node.children ? visibleNodes(node.children)[0] : undefined;
  return first ? firstPageOf(first) : node;
}

/** An i18n key looks like `menus.users` or `resources.users.name`: dotted words, no spaces. */
export const looksLikeMessageKey = (label: string) => /^[a-z][\w-]*(\.[\w-]+)+$/i.test(label);
