import type { CodegenConfig } from './config';

/** A row of `GET /codegen/table/page` (the origin's TablePageVO, plus whether a configuration is saved). */
export interface CodegenTableView {
  tableName: string;
  /** The table's comment (`comment on table`), or the projection that owns it. */
  tableComment: string;
  /** The projection that owns the table (`jobs_v1`). */
  projection: string;
  rowCount: number;
  /** The origin's MySQL fields, answered for its clients: the database's collation and `PostgreSQL`. */
  tableCollation: string;
  engine: string;
  charset: string;
  createTime: string | null;
  isConfigured: 0 | 1;
}

/** `GET /codegen/{table}/config`: the saved configuration, or one derived from the table's columns (`saved: false`). */
export type CodegenConfigView = CodegenConfig & { saved: boolean; revision: number | null; updateTime: string | null };

/** One generated file (`GET /codegen/{table}/preview`), the origin's GeneratorPreviewVO plus the language to highlight. */
export interface CodegenFileView {
  /** The folder inside the workspace (`api/src/modules/demoItems`). */
  path: string;
  fileName: string;
  content: string;
  language: 'typescript' | 'tsx' | 'json' | 'sql' | 'markdown';
}
