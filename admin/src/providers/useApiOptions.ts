import { useEffect, useState } from 'react';
import { API_BASE, httpClient } from './httpClient';

/** A node of the api's `…/options` answers (departments, roles, menus): `{value, label, children?}`. */
export interface OptionNode {
  value: number;
  label: string;
  children?: OptionNode[];
}

/**
 * GET `${API_BASE}${path}` (a list or tree of options), once per mount or `reloadKey`; empty while it loads or when it
 * fails, and when `path` is null (a component that needs the options only in some cases).
 */
export function useApiOptions<T extends OptionNode = OptionNode>(path: string | null, reloadKey = 0): T[] {
  const [options, setOptions] = useState<T[]>([]);
  useEffect(() => {
    if (path === null) return undefined;
    const controller = new AbortController();
    httpClient(`${API_BASE}${path}`, { signal: controller.signal })
      .then(({ json }) => setOptions(Array.isArray(json) ? (json as T[]) : []))
      .catch(() => undefined);
    return () => controller.abort();
  }, [path, reloadKey]);
  return options;
}

/** Every node of an options tree by its value, for showing a name where only an id is stored. */
export function labelsByValue(nodes: readonly OptionNode[], into = new Map<number, string>()): Map<number, string> {
  for (const node of nodes) {
    into.set(node.value, node.label);
    labelsByValue(node.children ?? [], into);
  }
  return into;
}
