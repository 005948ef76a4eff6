/** One node of GET /menus/options: a catalog, menu or button with its children. */
export interface MenuOption {
  value: number;
  label: string;
  children?: MenuOption[];
}

const descendantsOf = (node: MenuOption): number[] => (node.children ?? []).flatMap((child) => [child.value, ...descendantsOf(child)]);

/** The path of nodes from a root down to the node with `id` (empty when absent). */
function pathTo(nodes: readonly MenuOption[], id: number): MenuOption[] {
  for (const node of nodes) {
    if (node.value === id) return [node];
    const below = pathTo(node.children ?? [], id);
    if (below.length) return [node, ...below];
  }
  return [];
}

/**
 * The checked ids after the user toggles `id`. Unlinked: only that node changes. Linked: the node's subtree follows it,
 * a checked node's ancestors become checked (a button is useless without its menu), and an ancestor left with no checked
 * child is unchecked.
 */
export function toggleMenu(tree: readonly MenuOption[], checked: ReadonlySet<number>, id: number, linked: boolean): Set<number> {
  const next = new Set(checked);
  const isChecking = !checked.has(id);
  if (!linked) {
    if (isChecking) next.add(id);
    else next.delete(id);
    return next;
  }
  const path = pathTo(tree, id);
  const node = path[path.length - 1];
  if (!node) return next;
  for (const changed of [node.value, ...descendantsOf(node)]) {
    if (isChecking) next.add(changed);
    else next.delete(changed);
  }
  const ancestors = path.slice(0, -1).reverse();
  for (const ancestor of ancestors) {
    if (isChecking) next.add(ancestor.value);
    else if (!(ancestor.children ?? []).some((child) => next.has(child.value))) next.delete(ancestor.value);
  }
  return next;
}

/** How a node's checkbox looks: checked, unchecked, or partly (linked mode, some but not all of its subtree checked). */
export function checkState(node: MenuOption, checked: ReadonlySet<number>, linked: boolean): 'checked' | 'unchecked' | 'partial' {
  const own = checked.has(node.value);
  if (!linked || !node.children?.length) return own ? 'checked' : 'unchecked';
  const below = descendantsOf(node);
  const checkedBelow = below.filter((id) => checked.has(id)).length;
  if (checkedBelow === below.length && own) return 'checked';
  if (checkedBelow === 0 && !own) return 'unchecked';
  return 'partial';
}

/** Ids of every node that has children: what "expand all" opens. */
export const parentIds = (nodes: readonly MenuOption[]): number[] =>
  nodes.flatMap((node) => (node.children?.length ? [node.value, ...parentIds(node.children)] : []));

/** A role or menu name from the server is an i18n key when it looks like one (`roles.admin`, `menus.users`). */
export const looksLikeKey = (text: string): boolean => /^[A-Za-z][\w-]*(\.[\w-]+)+$/.test(text);
