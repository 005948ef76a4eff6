import type { MenuEntry } from '../../../routing/routeTree';

/** The menu entries from the top of the menu down to `target` (itself last); empty when it is not in the menu. */
export function menuTrailTo(menu: readonly MenuEntry[], target: MenuEntry | undefined): MenuEntry[] {
  if (!target) return [];
  const walk = (entries: readonly MenuEntry[], chain: MenuEntry[]): MenuEntry[] | undefined => {
    for (const entry of entries) {
      const here = [...chain, entry];
      if (entry === target) return here;
      const found = entry.children ? walk(entry.children, here) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  return walk(menu, []) ?? [];
}
