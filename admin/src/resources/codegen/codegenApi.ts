import type { CodegenConfigView, CodegenFileView, CodegenTableView } from '@jobmarket/contracts/codegen/views';
import { API_BASE, downloadFile, httpClient } from '../../providers/httpClient';

/** The code generator's api (`/codegen/*`, issue 18), in one place for the page's views. */

export interface CodegenTablePage {
  list: CodegenTableView[];
  total: number;
}

export interface TablePageQuery {
  keywords: string;
  /** 1-based, as the origin's `pageNum`. */
  pageNum: number;
  pageSize: number;
}

/** A CATALOG menu the generated menu may hang under, with its ancestors' names (`System › Demos`). */
export interface CatalogChoice {
  id: number;
  name: string;
}

/** One dictionary a SELECT field may draw its options from (`GET /dict/list`). */
export interface DictionaryChoice {
  id: string;
  name: string;
}

interface MenuNode {
  id: number;
  name: string;
  type: string;
  children?: MenuNode[];
}

const tablePath = (tableName: string) => `${API_BASE}/codegen/${encodeURIComponent(tableName)}`;

export async function fetchTablePage({ keywords, pageNum, pageSize }: TablePageQuery, signal?: AbortSignal): Promise<CodegenTablePage> {
  const query = new URLSearchParams({ pageNum: String(pageNum), pageSize: String(pageSize) });
  if (keywords.trim()) query.set('keywords', keywords.trim());
  const { json } = await httpClient(`${API_BASE}/codegen/table/page?${query}`, { signal });
  return { list: Array.isArray(json?.list) ? json.list : [], total: Number(json?.total ?? 0) };
}

export async function fetchConfig(tableName: string, signal?: AbortSignal): Promise<CodegenConfigView> {
  return (await httpClient(`${tablePath(tableName)}/config`, { signal })).json as CodegenConfigView;
}

export async function saveConfig(tableName: string, body: unknown): Promise<void> {
  await httpClient(`${tablePath(tableName)}/config`, { method: 'POST', body: JSON.stringify(body) });
}

export async function resetConfig(tableName: string): Promise<void> {
  await httpClient(`${tablePath(tableName)}/config`, { method: 'DELETE' });
}

/** The files of the saved configuration. */
export async function fetchSavedPreview(tableName: string, signal?: AbortSignal): Promise<CodegenFileView[]> {
  const { json } = await httpClient(`${tablePath(tableName)}/preview`, { signal });
  return Array.isArray(json) ? (json as CodegenFileView[]) : [];
}

/** The files of a configuration as the form holds it, saved or not. */
export async function fetchDraftPreview(config: unknown, signal?: AbortSignal): Promise<CodegenFileView[]> {
  const { json } = await httpClient(`${API_BASE}/codegen/preview`, { method: 'POST', body: JSON.stringify(config), signal });
  return Array.isArray(json) ? (json as CodegenFileView[]) : [];
}

/** The generated files as a zip, saved under the name the api gives (through the signed-in client: it carries the token). */
export async function downloadZip(tableName: string): Promise<void> {
  await downloadFile(`${tablePath(tableName)}/download`);
}

/** Every CATALOG of the menu tree (`GET /menus`, names in the reader's language), named with its ancestors. */
export function catalogChoicesOf(nodes: readonly MenuNode[], ancestors: string[] = []): CatalogChoice[] {
  return nodes.flatMap((node) => {
    if (node.type !== 'CATALOG') return [];
    const trail = [...ancestors, node.name];
    return [{ id: node.id, name: trail.join(' › ') }, ...catalogChoicesOf(node.children ?? [], trail)];
  });
}

export async function fetchCatalogChoices(signal?: AbortSignal): Promise<CatalogChoice[]> {
  const { json } = await httpClient(`${API_BASE}/menus`, { signal });
  return catalogChoicesOf(Array.isArray(json) ? (json as MenuNode[]) : []);
}

export async function fetchDictionaryChoices(signal?: AbortSignal): Promise<DictionaryChoice[]> {
  const { json } = await httpClient(`${API_BASE}/dict/list`, { signal });
  const dictionaries = Array.isArray(json) ? (json as { name: string; dictCode: string }[]) : [];
  return dictionaries.map((dictionary) => ({ id: dictionary.dictCode, name: `${dictionary.name} (${dictionary.dictCode})` }));
}
