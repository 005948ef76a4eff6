import type { MenuEntry } from '../../routing/routeTree';
import type { MenuNode } from './menuTree';

/**
 * The menu the router builds from GET /menus/routes, as the layout draws it. A directory with a single visible
 * page shows that page in its place unless the server says `alwaysShow` (the menus screen's option).
 */
export function menuNodesFromRoutes(entries: readonly MenuEntry[]): MenuNode[] {
  return entries.map(nodeOf);
}

function nodeOf(entry: MenuEntry): MenuNode {
  const [path = entry.serverPath, query] = (entry.to ?? entry.serverPath).split('?');
  const node: MenuNode = {
    path: entry.href ? entry.serverPath : path,
    label: entry.title,
    ...(entry.icon ? { iconName: entry.icon } : {}),
    ...(query ? { search: `?${query}` } : {}),
    ...(entry.href ? { href: entry.href } : {}),
    ...(entry.hidden ? { hidden: true } : {}),
  };
  if (!entry.children) return node;
  const children = entry.children.map(nodeOf);
  const visible = children.filter((child) => !child.hidden);
  if (visible.length === 1 && !entry.alwaysShow && !entry.hidden) return visible[0]!;
  return { ...node, children };
}
