import { useEffect, useState } from 'react';
import { API_BASE, httpClient } from '../../providers/httpClient';

/** A node of GET /dept/options. */
export interface DeptOption {
  value: number;
  label: string;
  children?: DeptOption[];
}

/** The options tree as a flat list with each node's depth, in tree order (for selects and indented lists). */
export function flattenDeptOptions(nodes: readonly DeptOption[], depth = 0): { id: number; name: string; depth: number }[] {
  return nodes.flatMap((node) => [{ id: node.value, name: node.label, depth }, ...flattenDeptOptions(node.children ?? [], depth + 1)]);
}

/** Select choices whose names show the tree by indentation. */
export const deptChoicesOf = (nodes: readonly DeptOption[]) =>
  flattenDeptOptions(nodes).map(({ id, name, depth }) => ({ id, name: `${'\u00a0\u00a0'.repeat(depth * 2)}${name}` }));

/** GET /dept/options, once per mount; an empty tree while it loads or when it fails. */
export function useDeptOptions(reloadKey = 0): DeptOption[] {
  const [options, setOptions] = useState<DeptOption[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    httpClient(`${API_BASE}/dept/options`, { signal: controller.signal })
      .then(({ json }) => setOptions(Array.isArray(json) ? (json as DeptOption[]) : []))
      .catch(() => undefined);
    return () => controller.abort();
  }, [reloadKey]);
  return options;
}
