import { type OptionNode, useApiOptions } from '../../../providers/useApiOptions';

/** A node of GET /dept/options. */
export type DeptOption = OptionNode;

/** The options tree as a flat list with each node's depth, in tree order (for selects and indented lists). */
export function flattenDeptOptions(nodes: readonly DeptOption[], depth = 0): { id: number; name: string; depth: number }[] {
  return nodes.flatMap((node) => [{ id: node.value, name: node.label, depth }, ...flattenDeptOptions(node.children ?? [], depth + 1)]);
}

/** Select choices whose names show the tree by indentation. */
export const deptChoicesOf = (nodes: readonly DeptOption[]) =>
  flattenDeptOptions(nodes).map(({ id, name, depth }) => ({ id, name: `${'\u00a0\u00a0'.repeat(depth * 2)}${name}` }));

/** GET /dept/options, once per mount; an empty tree while it loads or when it fails. */
export const useDeptOptions = (reloadKey = 0): DeptOption[] => useApiOptions<DeptOption>('/dept/options', reloadKey);
