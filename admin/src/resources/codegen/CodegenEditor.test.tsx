import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok, type FakeRoute } from '../../test/fakeApi';
import { renderAdmin, stubApi } from '../../test/renderAdmin';
import { i18nProvider } from '../../providers/i18n';
import { CodegenPage } from './CodegenPage';
import { configView, dictionaries, generatedFiles, menuTree, tableView } from './codegenTestData';

const settled = { timeout: 5000 };
const all = ['sys:codegen:query', 'sys:codegen:edit', 'sys:codegen:download'];
let api: ReturnType<typeof fakeApi>;
let saved = configView();

const history = [
  { revision: 0, type: 'CodegenConfigSaved', data: { config: configView({ businessName: 'Item' }), actorId: '1' }, actor: { id: '1', username: 'root', nickname: 'Root' }, time: '2026-11-25T08:00:00Z', stateAfter: null },
  {
    revision: 1,
    type: 'CodegenConfigSaved',
    data: { config: { ...configView(), fieldConfigs: [configView().fieldConfigs[0]!] }, actorId: '1' },
    actor: { id: '1', username: 'root', nickname: 'Root' },
    time: '2026-11-25T08:05:00Z',
    stateAfter: null,
  },
];

function stub(extra: Record<string, FakeRoute> = {}) {
  api = stubApi({
    'GET /api/v1/codegen/table/page': () => ok({ list: [tableView()], total: 1 }),
    'GET /api/v1/codegen/demo_items_v1/config': () => ok(saved),
    'POST /api/v1/codegen/demo_items_v1/config': ({ body }) => {
      saved = { ...configView(), ...JSON.parse(body!), saved: true, revision: 3 };
      return ok(null);
    },
    'DELETE /api/v1/codegen/demo_items_v1/config': () => {
      saved = configView({ saved: false, revision: null, businessName: 'Demo items v1' });
      return ok(null);
    },
    'GET /api/v1/codegen/demo_items_v1/preview': () => ok(generatedFiles),
    'POST /api/v1/codegen/preview': () => ok(generatedFiles.slice(0, 1)),
    'GET /api/v1/codegen/demo_items_v1/history': () => ok(history),
    'GET /api/v1/codegen/demo_items_v1/download': () => ({ raw: new Uint8Array([0x50, 0x4b, 3, 4]), headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename=demo-items.zip' } }),
    'GET /api/v1/menus': () => ok(menuTree),
    'GET /api/v1/dict/list': () => ok(dictionaries),
    ...extra,
  });
}

beforeEach(() => {
  saved = configView();
  window.location.hash = '#/demo_items_v1';
  stub();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openEditor(perms = all) {
  renderAdmin(<CodegenPage />, { perms });
  await screen.findByRole('heading', { name: 'Configure demo_items_v1' }, settled);
  await waitFor(() => expect(screen.getAllByLabelText('Field name')).toHaveLength(2), settled);
}

/** Chooses an option of a react-admin select by its visible name. */
async function choose(select: HTMLElement, option: string) {
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByRole('option', { name: option }, settled));
}

describe('CodegenEditor', () => {
  it('shows the saved configuration: entity, names, catalog parent and each field', async () => {
    await openEditor();
    expect(screen.getByText('Saved (revision 2)')).toBeInTheDocument();
    expect(screen.getByLabelText('Entity')).toHaveValue('DemoItem');
    expect(screen.getByLabelText('Name in Thai')).toHaveValue('รายการสาธิต');
    expect(await screen.findByText('System › Demos', {}, settled)).toBeInTheDocument(); // the parent catalog, named with its ancestors
    expect(screen.getAllByLabelText('Label (English)').map((input) => (input as HTMLInputElement).value)).toEqual(['Title', 'Status']);
    expect(screen.getByText('Column title (text)')).toBeInTheDocument();
  });

  it('refuses a select without a dictionary, with the api’s message on the field, and saves once one is chosen', async () => {
    await openEditor();
    await choose(screen.getAllByRole('combobox', { name: 'Form control' })[1]!, 'Select (dictionary)');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = i18nProvider.translate('codegen.validation.dictionaryRequired');
    expect(message).not.toBe('codegen.validation.dictionaryRequired');
    expect(await screen.findByText(message, {}, settled)).toBeInTheDocument();
    expect(api.calls('POST', '/api/v1/codegen/demo_items_v1/config')).toHaveLength(0);

    await choose(screen.getByRole('combobox', { name: 'Dictionary' }), 'Item status (item_status)');
    await waitFor(() => expect(screen.queryByText(message)).toBeNull(), settled);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST', '/api/v1/codegen/demo_items_v1/config')).toHaveLength(1), settled);
    const body = JSON.parse(api.calls('POST', '/api/v1/codegen/demo_items_v1/config')[0]!.body!);
    expect(body.fieldConfigs[1]).toMatchObject({ fieldName: 'status', formType: 'SELECT', dictType: 'item_status', fieldSort: 1, fieldComment: 'Status' });
    expect(body).not.toHaveProperty('saved');
    expect(body).not.toHaveProperty('revision');
    expect(await screen.findByText('Configuration saved', {}, settled)).toBeInTheDocument();
    expect(await screen.findByText('Saved (revision 3)', {}, settled)).toBeInTheDocument();
  });

  it('checks names with the schema: a reserved field name and a badly cased entity', async () => {
    await openEditor();
    fireEvent.change(screen.getAllByLabelText('Field name')[0]!, { target: { value: 'id' } });
    fireEvent.change(screen.getByLabelText('Entity'), { target: { value: 'demoItem' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(i18nProvider.translate('codegen.validation.reservedField'), {}, settled)).toBeInTheDocument();
    expect(screen.getByText(i18nProvider.translate('codegen.validation.pascalCase'))).toBeInTheDocument();
    expect(api.calls('POST', '/api/v1/codegen/demo_items_v1/config')).toHaveLength(0);
  });

  it('puts the api’s field errors back on their inputs when it refuses the save', async () => {
    stub({ 'POST /api/v1/codegen/demo_items_v1/config': () => fail(400, 'A0402', 'Invalid field', { errors: { 'fieldConfigs.1.fieldName': 'Refused by the api' } }) });
    await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST', '/api/v1/codegen/demo_items_v1/config')).toHaveLength(1), settled);
    expect(await screen.findByText('Refused by the api', {}, settled)).toBeInTheDocument();
    expect(screen.queryByText('Configuration saved')).toBeNull();
  });

  it('adds, reorders and removes fields; the saved order is the grid’s', async () => {
    await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add a field' }));
    await waitFor(() => expect(screen.getAllByLabelText('Field name')).toHaveLength(3), settled);
    expect(screen.getByText('New field (no column)')).toBeInTheDocument();
    fireEvent.change(screen.getAllByLabelText('Field name')[2]!, { target: { value: 'price' } });
    fireEvent.change(screen.getAllByLabelText('Label (English)')[2]!, { target: { value: 'Price' } });
    // the row's actions show on hover (react-admin's iterator), so they are found by their labels
    fireEvent.click(screen.getAllByLabelText('Move up')[2]!);
    await waitFor(() => expect(screen.getAllByLabelText('Field name').map((input) => (input as HTMLInputElement).value)).toEqual(['title', 'price', 'status']), settled);
    fireEvent.click(screen.getAllByLabelText('Remove the field')[0]!);
    await waitFor(() => expect(screen.getAllByLabelText('Field name')).toHaveLength(2), settled);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST', '/api/v1/codegen/demo_items_v1/config')).toHaveLength(1), settled);
    const body = JSON.parse(api.calls('POST', '/api/v1/codegen/demo_items_v1/config')[0]!.body!);
    expect(body.fieldConfigs.map((field: { fieldName: string; fieldSort: number }) => [field.fieldName, field.fieldSort])).toEqual([
      ['price', 0],
      ['status', 1],
    ]);
    expect(body.fieldConfigs[0]).toMatchObject({ formType: 'INPUT', fieldType: 'string', isShowInList: 1, isShowInForm: 1, columnName: '' });
  });

  it('resets the saved configuration after a confirmation and shows the one derived from the columns', async () => {
    await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    const dialog = await screen.findByRole('dialog', {}, settled);
    expect(within(dialog).getByText(/The saved configuration of “demo_items_v1” is removed/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls('DELETE', '/api/v1/codegen/demo_items_v1/config')).toHaveLength(1), settled);
    expect(await screen.findByText('Not saved: derived from the table’s columns', {}, settled)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Business name')).toHaveValue('Demo items v1'), settled);
  });

  it('previews the saved files in a tree by folder with the chosen file’s code highlighted, and copies it', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await openEditor();
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    const tree = await screen.findByRole('list', { name: 'Generated files' }, settled);
    for (const folder of ['api/src/modules/demoItems', 'contracts/src/demoItems', 'projections/src/demoItems']) expect(within(tree).getByText(folder)).toBeInTheDocument();
    expect(within(tree).getAllByRole('button').map((file) => file.textContent)).toEqual(['decider.ts', 'routes.ts', 'events.ts', 'migration.sql']);
    expect(screen.getByText('4 files', { exact: false })).toBeInTheDocument();

    fireEvent.click(within(tree).getByRole('button', { name: 'migration.sql' }));
    const code = await screen.findByLabelText('Code of migration.sql', {}, settled);
    expect(code.querySelector('.hljs-keyword')?.textContent).toMatch(/^create/);
    expect(code).toHaveTextContent('create table demo_items_v1 (id bigint primary key, title text);');
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(generatedFiles[3]!.content));
    expect(api.calls('POST', '/api/v1/codegen/preview')).toHaveLength(0);
  });

  it('escapes the generated code instead of rendering it as HTML', async () => {
    stub({ 'GET /api/v1/codegen/demo_items_v1/preview': () => ok([{ path: 'admin/src', fileName: 'x.ts', content: 'const html = "<img src=x onerror=alert(1)>";', language: 'typescript' }]) });
    await openEditor();
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    const code = await screen.findByLabelText('Code of x.ts', {}, settled);
    expect(code.querySelector('img')).toBeNull();
    expect(code).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  it('previews unsaved changes from the form’s values', async () => {
    await openEditor();
    fireEvent.change(screen.getByLabelText('Business name'), { target: { value: 'Showcase item' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(await screen.findByText(/Generated from the form \(not saved\)/, {}, settled)).toBeInTheDocument();
    expect(JSON.parse(api.calls('POST', '/api/v1/codegen/preview')[0]!.body!)).toMatchObject({ businessName: 'Showcase item', tableName: 'demo_items_v1' });
    expect(api.calls('GET', '/api/v1/codegen/demo_items_v1/preview')).toHaveLength(0);
  });

  it('downloads the zip through the signed-in client and saves it under the api’s name', async () => {
    const saves: { name: string; href: string }[] = [];
    URL.createObjectURL = () => 'blob:test/codegen';
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saves.push({ name: this.download, href: this.href });
    });
    await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saves).toEqual([{ name: 'demo-items.zip', href: 'blob:test/codegen' }]), settled);
    expect(api.calls('GET', '/api/v1/codegen/demo_items_v1/download')).toHaveLength(1);
  });

  it('lists the configuration’s history newest first with what each save changed', async () => {
    await openEditor();
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    const table = await screen.findByRole('table', { name: 'History' }, settled);
    const [latest, first] = within(table).getAllByRole('row').slice(1);
    expect(within(latest!).getByText('Configuration saved')).toBeInTheDocument();
    expect(within(latest!).getByText('Business name: Item → Demo item')).toBeInTheDocument();
    expect(within(latest!).getByText('Field removed: status')).toBeInTheDocument();
    expect(within(first!).getByText('Field added: title')).toBeInTheDocument();
  });
});
