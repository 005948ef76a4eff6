/** A node of GET /dept (the spec's tree). */
export interface DeptNode {
  id: number;
  parentId: number;
  name: string;
  code: string;
  sort: number;
  status: number;
  createTime?: string;
  children?: DeptNode[];
}

/** The tree as rows in display order, each with its depth, skipping the children of collapsed nodes. */
export function visibleRows(nodes: readonly DeptNode[], collapsed: ReadonlySet<number>, depth = 0): { node: DeptNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...(collapsed.has(node.id) ? [] : visibleRows(node.children ?? [], collapsed, depth + 1))]);
}
