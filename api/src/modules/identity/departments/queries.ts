import { DEPARTMENTS_TABLE, USERS_TABLE } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { formatDateTime } from '../../../http/time';
import { containsPattern } from '../../../http/listQuery';

export interface DepartmentRow {
  id: number;
  parent_id: number;
  tree_path: string;
  name: string;
  code: string;
  sort: number;
  status: number;
  created_at: Date;
  updated_at: Date;
}

export interface DepartmentView {
  id: number;
  parentId: number;
  name: string;
  code: string;
  sort: number;
  status: number;
  createTime: string | null;
  updateTime: string | null;
  children?: DepartmentView[];
}

export function toDepartmentView(row: DepartmentRow, timeZone: string): DepartmentView {
  return {
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    code: row.code,
    sort: row.sort,
    status: row.status,
    createTime: formatDateTime(row.created_at, timeZone),
    updateTime: formatDateTime(row.updated_at, timeZone),
  };
}

/** Nests flat rows under their parents; a row whose parent is not in the set becomes a root (filtered trees). */
export function buildTree<Node extends { id: number; parentId: number; children?: Node[] }>(nodes: Node[]): Node[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const roots: Node[] = [];
  for (const node of nodes) {
    const parent = byId.get(node.parentId);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

export function departmentQueries(db: Knex) {
  return {
    byId: (id: number) => db<DepartmentRow>(DEPARTMENTS_TABLE).where({ id }).first(),
    list(filters: { keywords?: string; status?: number }) {
      const query = db<DepartmentRow>(DEPARTMENTS_TABLE).select('*').orderBy([{ column: 'sort' }, { column: 'id' }]);
      if (filters.keywords) {
        const pattern = containsPattern(filters.keywords);
        query.where((where) => where.whereILike('name', pattern).orWhereILike('code', pattern));
      }
      if (filters.status !== undefined) query.where({ status: filters.status });
      return query;
    },
    /** Ids of the department's descendants, not itself. */
    async descendantIds(id: number): Promise<number[]> {
      const self = await db<DepartmentRow>(DEPARTMENTS_TABLE).where({ id }).first('tree_path');
      if (!self) return [];
      const rows = await db<DepartmentRow>(DEPARTMENTS_TABLE).where('tree_path', 'like', `${self.tree_path}%`).whereNot({ id }).select('id');
      return rows.map((row) => row.id);
    },
    async hasChildren(id: number) {
      return !!(await db(DEPARTMENTS_TABLE).where({ parent_id: id }).first('id'));
    },
    async hasUsers(id: number) {
      return !!(await db(USERS_TABLE).where({ dept_id: id }).whereNull('deleted_at').first('id'));
    },
  };
}
