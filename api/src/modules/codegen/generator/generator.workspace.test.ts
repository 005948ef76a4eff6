import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { codegenConfigForm, type CodegenConfigForm, type CodegenFileView } from '@jobmarket/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFiles, registrationLines } from '.';
import { entityModelOf } from './model';

const run = promisify(execFile);
const workspace = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** An entity with a field of every form control and every filter, labels with quotes, backslashes and a line's end. */
const sample: CodegenConfigForm = {
  tableName: 'gadgets_v1',
  businessName: 'Gadget',
  businessLabels: { en: 'Gadgets "best" \\ \'quoted\'', 'zh-cn': '小工具', lo: '', th: 'แกดเจ็ต' },
  moduleName: 'gadgets',
  entityName: 'Gadget',
  resource: 'gadgets',
  permissionPrefix: 'biz:gadget',
  fieldConfigs: [
    { fieldName: 'title', fieldType: 'string', labels: { en: 'Title */ `${x}` "q"', 'zh-cn': '标题' }, fieldSort: 1, isRequired: 1, isShowInList: 1, isShowInForm: 1, isShowInQuery: 1, formType: 'INPUT', queryType: 'LIKE', maxLength: 80 },
    { fieldName: 'code', fieldType: 'string', labels: { en: "It's a code" }, fieldSort: 2, isRequired: 0, isShowInList: 1, isShowInForm: 1, isShowInQuery: 1, formType: 'INPUT', queryType: 'EQ' },
    { fieldName: 'kind', fieldType: 'string', labels: { en: 'Kind' }, fieldSort: 3, isRequired: 1, isShowInList: 1, isShowInForm: 1, isShowInQuery: 1, formType: 'SELECT', queryType: 'EQ', dictType: 'gender' },
    { fieldName: 'stock', fieldType: 'integer', labels: { en: 'Stock' }, fieldSort: 4, isRequired: 1, isShowInList: 1, isShowInForm: 1, isShowInQuery: 1, formType: 'INPUT_NUMBER', queryType: 'BETWEEN' },
    { fieldName: 'price', fieldType: 'decimal', labels: { en: 'Price' }, fieldSort: 5, isRequired: 0, isShowInList: 1, isShowInForm: 1, isShowInQuery: 1, formType: 'INPUT_NUMBER', queryType: 'EQ' },
    { fieldName: 'launchDate', fieldType: 'date', labels: { en: 'Launch date' }, fieldSort: 6, isRequired: 1, isShowInList: 1, isShowInForm: 1, isShowInQuery: 1, formType: 'DATE', queryType: 'BETWEEN' },
    { fieldName: 'reviewedAt', fieldType: 'dateTime', labels: { en: 'Reviewed at' }, fieldSort: 7, isRequired: 0, isShowInList: 1, isShowInForm: 1, isShowInQuery: 1, formType: 'DATE', queryType: 'BETWEEN' },
    { fieldName: 'enabled', fieldType: 'boolean', labels: { en: 'Enabled' }, fieldSort: 8, isRequired: 0, isShowInList: 1, isShowInForm: 1, isShowInQuery: 1, formType: 'SWITCH', queryType: 'EQ' },
    { fieldName: 'manual', fieldType: 'string', labels: { en: 'Manual' }, fieldSort: 9, isRequired: 0, isShowInList: 1, isShowInForm: 1, isShowInQuery: 0, formType: 'UPLOAD' },
    { fieldName: 'body', fieldType: 'text', labels: { en: 'Body' }, fieldSort: 10, isRequired: 0, isShowInList: 0, isShowInForm: 1, isShowInQuery: 0, formType: 'RICH_TEXT' },
    { fieldName: 'exists', fieldType: 'string', labels: { en: 'Exists' }, fieldSort: 12, isRequired: 0, isShowInList: 0, isShowInForm: 1, isShowInQuery: 0, formType: 'INPUT' },
    { fieldName: 'order', fieldType: 'integer', labels: { en: 'Order' }, fieldSort: 11, isRequired: 0, isShowInList: 1, isShowInForm: 0, isShowInQuery: 1, formType: 'INPUT', queryType: 'EQ' },
  ],
};
const config = codegenConfigForm.parse(sample);

const pathOf = (generated: CodegenFileView) => `${generated.path}/${generated.fileName}`;

describe('generateFiles', () => {
  const files = generateFiles(config);
  const byPath = new Map(files.map((generated) => [pathOf(generated), generated]));

  it('answers every file of the entity, each once, with its language', () => {
    expect(files.map(pathOf).sort()).toEqual(
      [
        ...['permissions', 'forms', 'events', 'views', 'index'].map((name) => `contracts/src/gadgets/${name}.ts`),
        ...['en', 'zhCn', 'lo', 'th'].map((name) => `contracts/src/i18n/messages/features/gadgets/${name}.ts`),
        ...['decider.ts', 'decider.test.ts', 'gadgets.test.ts', 'handlers.ts', 'queries.ts', 'routes.ts', 'index.ts', 'seed/menus.ts', 'README.md'].map((name) => `api/src/modules/gadgets/${name}`),
        ...['gadgets.projection.ts', 'gadgetsSchema.ts', 'gadgets.projection.test.ts'].map((name) => `projections/src/gadgets/${name}`),
        ...['index.ts', 'GadgetList.tsx', 'GadgetCreate.tsx', 'GadgetEdit.tsx', 'GadgetInputs.tsx', 'GadgetShow.tsx', 'GadgetUploadInput.tsx'].map((name) => `admin/src/resources/gadgets/${name}`),
      ].sort(),
    );
    expect(byPath.get('admin/src/resources/gadgets/GadgetList.tsx')!.language).toBe('tsx');
    expect(byPath.get('api/src/modules/gadgets/README.md')!.language).toBe('markdown');
  });

  it('writes the labels as escaped string literals, English where a language has none', async () => {
    const en = byPath.get('contracts/src/i18n/messages/features/gadgets/en.ts')!.content;
    expect(en).toContain(`title: 'Title */ \`\${x}\` "q"',`);
    expect(en).toContain(`code: "It's a code",`);
    expect(en).toContain(`name: "Gadgets \\"best\\" \\\\ 'quoted'",`);
    const lo = byPath.get('contracts/src/i18n/messages/features/gadgets/lo.ts')!.content;
    expect(lo).toContain(`name: "Gadgets \\"best\\" \\\\ 'quoted'",`);
    expect(lo).toContain(`title: 'Title */ \`\${x}\` "q"',`);
    // no label reaches a comment or the JSX
    for (const generated of files.filter((candidate) => candidate.language === 'tsx')) expect(generated.content).not.toContain('Title */');
  });

  it('lists the filters with their match and the four permissions in the routes', () => {
    const queries = byPath.get('api/src/modules/gadgets/queries.ts')!.content;
    expect(queries).toContain(`query.where('title', 'ilike', containsPattern(filters.title))`);
    expect(queries).toContain(`whereBetween(query, 'stock', filters.stock)`);
    expect(queries).toContain(`whereWithinDays(query, 'reviewed_at', filters.reviewedAt, timeZone)`);
    expect(byPath.get('api/src/modules/gadgets/routes.ts')!.content).toContain('permissions: { query: gadgetPermissions.query, create: gadgetPermissions.add, update: gadgetPermissions.edit, remove: gadgetPermissions.delete }');
    expect(byPath.get('contracts/src/gadgets/permissions.ts')!.content).toContain(`delete: 'biz:gadget:delete',`);
    expect(byPath.get('api/src/modules/gadgets/seed/menus.ts')!.content).toContain(`component: 'business/gadgets/index',`);
  });

  it('generates from any configuration the config schema accepts (single field, odd labels)', () => {
    const minimal = codegenConfigForm.parse({
      tableName: 'x',
      businessName: 'a\u2028b',
      businessLabels: { en: '%{name}' },
      moduleName: 'x',
      entityName: 'X',
      resource: 'x',
      permissionPrefix: 'sys:x',
      fieldConfigs: [
        { fieldName: 'a', fieldType: 'boolean', labels: { en: '</Box>' }, formType: 'SWITCH' },
        { fieldName: 'b', fieldType: 'string', labels: { en: 'B' }, formType: 'SELECT', dictType: `it's "odd"`, isShowInList: 1, isShowInQuery: 1 },
      ],
    });
    const generated = generateFiles(minimal);
    expect(generated.length).toBeGreaterThan(20);
    const list = generated.find((candidate) => candidate.fileName === 'XList.tsx')!.content;
    expect(list).toContain(`<DictionaryInput key="b" dictCode={"it's \\"odd\\""} source="b" label="x.fields.b" alwaysOn />`);
    expect(generated.find((candidate) => candidate.fileName === 'en.ts')!.content).toContain(`name: '%{name}',`);
    expect(entityModelOf(minimal).names.projection).toBe('x_v1');
  });
});

/** Adds the README's registration lines to the copy's files, as a developer would. */
async function register(root: string): Promise<void> {
  const lines = registrationLines(entityModelOf(config));
  const edit = async (path: string, change: (text: string) => string) => {
    const text = await readFile(join(root, path), 'utf8');
    const changed = change(text);
    if (changed === text) throw new Error(`registration did not apply to ${path}`);
    await writeFile(join(root, path), changed);
  };
  await edit(lines.contracts.file, (text) => `${text}${lines.contracts.line}\n`);
  await edit(lines.features.file, (text) => text.replace('export const featureMessages = {\n', `export const featureMessages = {\n${lines.features.entry}\n`));
  await edit(lines.projections.file, (text) => `${lines.projections.imports}\n${text.replace('export const projections: readonly Projection[] = [\n', `export const projections: readonly Projection[] = [\n  ${lines.projections.entry},\n`)}`);
  await edit(lines.app.file, (text) => `${lines.app.imports}\n${text.replace('{ prefix: API_PREFIX, routes: [', `{ prefix: API_PREFIX, routes: [${lines.app.routes}, `)}`);
  await edit(lines.viewRegistry.file, (text) => `${lines.viewRegistry.imports}\n${text.replace('export const viewRegistry: Record<string, ViewRegistration> = {\n', `export const viewRegistry: Record<string, ViewRegistration> = {\n${lines.viewRegistry.entry}\n`)}`);
  await edit(lines.permissions.file, (text) => text.replace(/(export const resourcePermissions: [^\n]*= \{\n)/, `$1${lines.permissions.entry}\n`));
}

/** A copy of the workspace's sources (not its tests' output or git), sharing its node_modules but with @jobmarket/* linked to the copy. */
async function copyWorkspace(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'jm-codegen-'));
  const skip = /(^|\/)(node_modules|dist|coverage|\.vite)(\/|$)/;
  for (const name of ['contracts', 'eventstore', 'api', 'projections', 'admin']) {
    await cp(join(workspace, name), join(root, name), { recursive: true, filter: (source) => !skip.test(source.slice(workspace.length)) });
  }
  for (const name of ['package.json', 'tsconfig.base.json', 'tsconfig.json']) await cp(join(workspace, name), join(root, name));
  await mkdir(join(root, 'node_modules/@jobmarket'), { recursive: true });
  for (const entry of await readdir(join(workspace, 'node_modules'))) {
    if (entry !== '@jobmarket') await symlink(join(workspace, 'node_modules', entry), join(root, 'node_modules', entry));
  }
  for (const name of ['contracts', 'eventstore', 'api', 'projections', 'admin']) await symlink(`../../${name}`, join(root, 'node_modules/@jobmarket', name));
  return root;
}

const node = process.execPath;
const bin = (path: string) => join(workspace, 'node_modules', path);

async function inCopy(root: string, args: string[]): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run(node, args, { cwd: root, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, NODE_ENV: 'test', NO_COLOR: '1', FORCE_COLOR: '0' } });
    return { ok: true, output: stdout + stderr };
  } catch (failure) {
    const { stdout = '', stderr = '' } = failure as { stdout?: string; stderr?: string };
    return { ok: false, output: stdout + stderr };
  }
}

describe('the generated files in a copy of the workspace', () => {
  let root = '';
  const files = generateFiles(config);
  // the three checks run side by side (each is a process of its own); each test awaits its own
  let checks: Record<'code' | 'admin' | 'specs', Promise<{ ok: boolean; output: string }>>;

  beforeAll(async () => {
    root = await copyWorkspace();
    for (const generated of files) {
      await mkdir(join(root, generated.path), { recursive: true });
      await writeFile(join(root, generated.path, generated.fileName), generated.content);
    }
    await register(root);
    const code = files.filter((generated) => generated.language === 'typescript' && !generated.path.startsWith('admin/')).map(pathOf);
    await writeFile(
      join(root, 'tsconfig.codegen.json'),
      JSON.stringify({ extends: './tsconfig.base.json', files: [...code, 'api/src/app.ts', 'projections/src/registry.ts', 'contracts/src/index.ts', 'contracts/src/i18n/catalogs/buildCatalog.ts', 'api/src/modules/identity/seed/systemMenus.ts'] }),
    );
    const views = files.filter((generated) => generated.path.startsWith('admin/')).map((generated) => pathOf(generated).slice('admin/'.length));
    await writeFile(
      join(root, 'admin/tsconfig.codegen.json'),
      JSON.stringify({ extends: './tsconfig.json', include: [], files: [...views, 'src/routing/viewRegistry.ts', 'src/auth/permissions.ts'] }),
    );
    await writeFile(
      join(root, 'vitest.codegen.config.ts'),
      `import { defineConfig } from 'vitest/config';\nexport default defineConfig({ test: { environment: 'node', testTimeout: 60_000, hookTimeout: 60_000, include: ['api/src/modules/gadgets/**/*.test.ts', 'projections/src/gadgets/**/*.test.ts'] } });\n`,
    );
    checks = {
      code: inCopy(root, [bin('typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.codegen.json']),
      admin: inCopy(root, [bin('typescript/bin/tsc'), '--noEmit', '-p', 'admin/tsconfig.codegen.json']),
      specs: inCopy(root, [bin('vitest/vitest.mjs'), 'run', '--config', 'vitest.codegen.config.ts', '--reporter', 'verbose']),
    };
  }, 60_000);

  afterAll(async () => {
    if (checks) await Promise.allSettled(Object.values(checks));
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('type-checks with the registrations (contracts, api, projections, texts)', async () => {
    const result = await checks.code;
    expect(result.output).toBe('');
    expect(result.ok).toBe(true);
  }, 120_000);

  it('type-checks the admin resource with its registration', async () => {
    const result = await checks.admin;
    expect(result.output).toBe('');
    expect(result.ok).toBe(true);
  }, 120_000);

  it('passes its own decider spec, projection spec and HTTP test (real PostgreSQL and Redis)', async () => {
    const result = await checks.specs;
    expect(result.output).toMatch(/Tests\s+\d+ passed/);
    expect(result.output).not.toMatch(/failed/);
    expect(result.ok).toBe(true);
  }, 120_000);
});
