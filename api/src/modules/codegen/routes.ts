import { codegenConfigForm, codegenPermissions, codegenStream, snakeIdentifier, type CodegenConfig, type CodegenConfigView, type CodegenFileView, type CodegenTableView, type Locale } from '@jobmarket/contracts';
import { codegenProjection } from '@jobmarket/projections/codegen/codegen.projection';
import JSZip from 'jszip';
import { z } from 'zod';
import { historyEntry, historyOf } from '../../eventSourcing/history';
import { AppError } from '../../http/appError';
import { sendDownload } from '../../http/download';
import { fetchPage, parsePageQuery } from '../../http/listQuery';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { formatDateTime } from '../../http/time';
import { fieldErrorsOf } from '../../http/validation';
import { answerWrite } from '../../http/writeAnswer';
import { commandContextOf, type ModuleContext } from '../moduleContext';
import { codegenDecider } from './decider';
import { derivedConfigOf } from './derivedConfig';
import { generateFiles } from './generator';
import { codegenHandlers } from './handlers';
import { codegenTableListSpec, codegenTableQueries, type CodegenTableRow } from './tables';

const TAG = 'codegen';
const tableParams = z.object({ table: snakeIdentifier });
const pageQuery = z.looseObject({
  keywords: z.string().optional().describe("Matched literally in the table's name, comment or projection"),
  pageNum: z.string().optional(),
  pageSize: z.string().optional(),
});
const fileView = z.object({ path: z.string(), fileName: z.string(), content: z.string(), language: z.enum(['typescript', 'tsx', 'json', 'sql', 'markdown']) });

/** A refusal shown under the form's table name field. */
const tableNameError = (messageKey: string) => new AppError('A0402', 'errors.A0402', {}, { errors: { tableName: messageKey } });

/** Every file at `path/fileName`, as the preview lists them. */
export async function zipOf(files: readonly CodegenFileView[]): Promise<Buffer> {
  const zip = new JSZip();
  for (const file of files) zip.file([file.path.replace(/^\/+|\/+$/g, ''), file.fileName].filter(Boolean).join('/'), file.content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/**
 * The code generator (`/api/v1/codegen`, sys:codegen:*, issue 18): the read-model tables, each table's configuration
 * (saved, or derived from its columns), its history, the preview of the generated files and their zip. A
 * configuration may also start from scratch, for a table the generated projection will own.
 */
export function codegenRoutes(context: ModuleContext): RouteDefinition[] {
  const queries = codegenTableQueries(context.db);
  const handlers = codegenHandlers(context);
  const zone = context.config.TIME_ZONE;

  const tableViewOf = (row: CodegenTableRow): CodegenTableView => ({
    tableName: row.table_name,
    tableComment: row.table_comment ?? row.projection,
    projection: row.projection,
    rowCount: Number(row.row_count),
    tableCollation: row.collation,
    engine: 'PostgreSQL',
    charset: row.charset,
    // PostgreSQL does not record when a table was created
    createTime: null,
    isConfigured: row.is_configured ? 1 : 0,
  });

  /** The saved configuration, or the one the read-model table's columns suggest; A0606 for any other table. */
  async function configOf(table: string): Promise<CodegenConfigView> {
    const saved = await queries.savedConfig(table);
    if (saved) return { ...saved.config, saved: true, revision: Number(saved.revision), updateTime: formatDateTime(saved.update_time, zone) };
    if ((await queries.kindOf(table)) !== 'readModel') throw new AppError('A0606', 'codegen.refusals.tableNotFound');
    return { ...derivedConfigOf(table, await queries.columnsOf(table)), saved: false, revision: null, updateTime: null };
  }

  /** What the generator gets: a configuration complete and valid (a derived one may not be yet: A0402 says what to fix). */
  async function generatedConfigOf(table: string, locale: Locale): Promise<CodegenConfig> {
    const { saved: _saved, revision: _revision, updateTime: _updateTime, ...config } = await configOf(table);
    const parsed = codegenConfigForm.safeParse(config);
    if (!parsed.success) throw new AppError('A0402', 'codegen.refusals.configInvalid', {}, { errors: fieldErrorsOf(parsed.error, locale) });
    return parsed.data;
  }

  const settles = [codegenProjection.name];

  return [
    defineRoute({
      method: 'get',
      path: '/codegen/table/page',
      permission: codegenPermissions.query,
      tag: TAG,
      summary:
        'Page of the read-model tables (those a projection owns; never the event store or infrastructure tables) {tableName, tableComment, projection, rowCount (estimate), tableCollation, engine, charset, createTime (null), isConfigured}, with the tables saved configurations start from scratch; keywords in name, comment or projection',
      query: pageQuery,
      handler: async ({ query }) => {
        const request = parsePageQuery(codegenTableListSpec, query as Record<string, unknown>);
        const page = await fetchPage<CodegenTableRow>(queries.list(request.filters), request);
        return { list: page.list.map(tableViewOf), total: page.total };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/codegen/:table/config',
      permission: codegenPermissions.query,
      tag: TAG,
      summary: "A table's generator configuration (GenConfigForm with fieldConfigs, plus saved, revision, updateTime): the saved one, or one derived from the read-model table's columns (saved: false); A0606 for any other table",
      params: tableParams,
      handler: async ({ params }) => configOf(params.table),
    }),
    defineRoute({
      method: 'post',
      path: '/codegen/:table/config',
      permission: codegenPermissions.edit,
      tag: TAG,
      summary:
        "Save a table's generator configuration (tableName must be the path's; a read-model table or a new one the generated projection will own, never an infrastructure table); saving it unchanged appends nothing. Answers the configuration as GET does",
      params: tableParams,
      body: codegenConfigForm,
      handler: async (route) => {
        const { table } = route.params;
        if (route.body.tableName !== table) throw tableNameError('codegen.validation.tableMismatch');
        if ((await queries.kindOf(table)) === 'other') throw tableNameError('codegen.validation.notReadModel');
        const result = await handlers.save(route.body, commandContextOf(route));
        return answerWrite<CodegenConfigView>(context.projectionWaiter, route.res, { position: result.position, projections: settles }, {
          read: () => configOf(table),
          decided: () => ({ ...route.body, saved: true, revision: Number(result.nextExpectedRevision), updateTime: null }),
        });
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/codegen/:table/config',
      permission: codegenPermissions.edit,
      tag: TAG,
      summary: "Reset a table's generator configuration: answers the configuration derived from its columns again, or null for a table started from scratch; A0606 for a table with neither",
      params: tableParams,
      handler: async (route) => {
        const { table } = route.params;
        const kind = await queries.kindOf(table);
        const result = await handlers.reset(table, commandContextOf(route));
        if (result.events.length === 0 && kind !== 'readModel') throw new AppError('A0606', 'codegen.refusals.tableNotFound');
        if (kind !== 'readModel') return answerWrite(context.projectionWaiter, route.res, { position: result.position, projections: settles }, { read: async () => null, decided: () => null });
        const derived: CodegenConfigView = { ...derivedConfigOf(table, await queries.columnsOf(table)), saved: false, revision: null, updateTime: null };
        return answerWrite(context.projectionWaiter, route.res, { position: result.position, projections: settles }, { read: () => configOf(table), decided: () => derived });
      },
    }),
    defineRoute({
      method: 'get',
      path: '/codegen/:table/history',
      permission: codegenPermissions.query,
      tag: TAG,
      summary: "The table's configuration events (saved, reset) with actor, time and state after each; empty for a read-model table never configured, A0606 for an unknown table",
      params: tableParams,
      response: z.array(historyEntry),
      handler: async ({ params }) => {
        const entries = await historyOf(context.store, context.db, codegenStream(params.table), codegenDecider);
        if (entries.length === 0 && (await queries.kindOf(params.table)) !== 'readModel') throw new AppError('A0606', 'codegen.refusals.tableNotFound');
        return entries;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/codegen/:table/preview',
      permission: codegenPermissions.query,
      tag: TAG,
      summary: 'Every file generated from the table’s configuration (saved or derived) [{path, fileName, content, language}]; A0402 lists what a derived configuration still lacks',
      params: tableParams,
      response: z.array(fileView),
      handler: async ({ params, locale }) => generateFiles(await generatedConfigOf(params.table, locale)),
    }),
    defineRoute({
      method: 'post',
      path: '/codegen/preview',
      permission: codegenPermissions.query,
      tag: TAG,
      summary: 'Every file generated from an unsaved configuration (the body) [{path, fileName, content, language}]; every invalid field at once (A0402)',
      body: codegenConfigForm,
      response: z.array(fileView),
      handler: async ({ body }) => generateFiles(body),
    }),
    defineRoute({
      method: 'get',
      path: '/codegen/:table/download',
      permission: codegenPermissions.download,
      tag: TAG,
      summary: 'The generated files as a zip (application/zip, each at path/fileName), named <moduleName>.zip',
      params: tableParams,
      raw: true,
      handler: async ({ params, res, locale }) => {
        const config = await generatedConfigOf(params.table, locale);
        sendDownload(res, `${config.moduleName}.zip`, 'application/zip', await zipOf(generateFiles(config)));
      },
    }),
  ];
}
