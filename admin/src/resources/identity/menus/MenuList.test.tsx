import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok, type FakeRoute } from '../../../test/fakeApi';
import { menuNode } from '../../../test/menuNode';
import { accessChecksSettled, renderAdmin, stubApi } from '../../../test/renderAdmin';
import { MenuList } from './MenuList';

const tree = [
  menuNode({
    id: 1,
    name: 'System management',
    type: 'CATALOG',
    routePath: '/system',
    component: 'Layout',
    icon: 'system',
    children: [
      menuNode({
        id: 2,
        parentId: 1,
        name: 'Users',
        type: 'MENU',
        routeName: 'User',
        routePath: 'user',
        component: 'system/user/index',
        icon: 'user',
        children: [menuNode({ id: 3, parentId: 2, name: 'Add', type: 'BUTTON', perm: 'sys:user:add' })],
      }),
      menuNode({ id: 4, parentId: 1, name: 'Guide', type: 'EXTLINK', routePath: 'https://example.com/guide', visible: 0, sort: 2 }),
    ],
  }),
];
const parentOptions = [
  {
    value: 1,
    label: 'System management',
    children: [
      { value: 2, label: 'Users', children: [{ value: 5, label: 'User detail' }] },
      { value: 6, label: 'Job centre' },
    ],
  },
];
const usersForm = {
  id: 2,
  parentId: 1,
  name: 'Users',
  type: 'MENU',
  routeName: 'User',
  routePath: 'user',
  component: 'system/user/index',
  perm: null,
  visible: 1,
  sort: 1,
  icon: 'user',
  redirect: null,
  keepAlive: 1,
  alwaysShow: 0,
  params: [{ key: 'tab', value: 'all' }],
};

let api: ReturnType<typeof fakeApi>;

// the dialogs are whole react-admin forms: give them time on a busy machine (waits still end as soon as they pass)
configure({ asyncUtilTimeout: 5000 });

function renderMenus(perms: string[], routes: Record<string, FakeRoute> = {}) {
  api = stubApi({
    'GET /api/v1/menus': () => ok(tree),
    'GET /api/v1/menus/options': () => ok(parentOptions),
    'GET /api/v1/menus/2': () => ok(usersForm),
    'POST /api/v1/menus': (request) => ok({ id: 9, ...JSON.parse(request.body!) }),
    'PUT /api/v1/menus/2': (request) => ok(JSON.parse(request.body!)),
    'DELETE /api/v1/menus/4': () => ok({ id: 4 }),
    ...routes,
  });
  renderAdmin(<MenuList />, { perms });
}

const allPerms = ['sys:menu:query', 'sys:menu:add', 'sys:menu:edit', 'sys:menu:delete'];
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const sentBody = (method: string, path: string) => JSON.parse(api.calls(method, path)[0]!.body!) as Record<string, unknown>;

async function openCreateDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Add menu' }));
  return screen.findByRole('dialog');
}

afterEach(() => vi.unstubAllGlobals());

describe('MenuList', { timeout: 30_000 }, () => {
  it('shows the tree with the names the api answered (already in the reader’s language), types and visibility', async () => {
    renderMenus(['sys:menu:query']);
    expect(await screen.findByText('System management')).toBeInTheDocument();
    expect(within(rowOf('Users')).getByText('Menu')).toBeInTheDocument();
    expect(within(rowOf('Users')).getByText('system/user/index')).toBeInTheDocument();
    expect(within(rowOf('Add')).getByText('Button')).toBeInTheDocument();
    expect(within(rowOf('Add')).getByText('sys:user:add')).toBeInTheDocument();
    expect(within(rowOf('Guide')).getByText('External link')).toBeInTheDocument();
    expect(within(rowOf('Guide')).getByText('Hidden')).toBeInTheDocument();
  });

  it('collapses and expands the whole tree, and one branch by its toggle', async () => {
    renderMenus(['sys:menu:query']);
    await screen.findByText('Users');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.queryByText('Users')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getByText('sys:user:add')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Users' }));
    expect(screen.queryByText('sys:user:add')).not.toBeInTheDocument();
    expect(screen.getByText('Guide')).toBeInTheDocument();
  });

  it('searches the tree by keyword', async () => {
    renderMenus(['sys:menu:query']);
    await screen.findByText('Users');
    fireEvent.change(screen.getByLabelText('Keywords'), { target: { value: 'menus.roles' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.requests.some((request) => request.path === '/api/v1/menus' && request.url.searchParams.get('keywords') === 'menus.roles')).toBe(true));
  });

  it('shows no add, edit or delete controls to a user who may only look', async () => {
    renderMenus(['sys:menu:query']);
    await screen.findByText('Users');
    await accessChecksSettled();
    for (const name of ['Add menu', 'Add sub-menu', 'Edit menu', 'Delete']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('offers each control only with its own permission', async () => {
    renderMenus(['sys:menu:query', 'sys:menu:edit']);
    await screen.findByText('Users');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Edit menu' })).toHaveLength(4));
    await accessChecksSettled();
    expect(screen.queryByRole('button', { name: 'Add menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('switches the form fields with the menu type', async () => {
    renderMenus(allPerms);
    await screen.findByText('Users');
    const dialog = await openCreateDialog();
    // a top-level entry starts as a directory
    expect(within(dialog).getByRole('radio', { name: 'Directory' })).toBeChecked();
    expect(within(dialog).getByLabelText(/^Route path/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Redirect/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Route name/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Component path/)).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Menu' }));
    expect(within(dialog).getByLabelText(/^Route name/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Component path/)).toBeInTheDocument();
    expect(within(dialog).getByText('Route parameters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Cache the page/)).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Button' }));
    expect(within(dialog).getByLabelText(/^Permission identifier/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Route path/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Icon')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'Shown' })).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'External link' }));
    expect(within(dialog).getByLabelText(/^Link address/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Component path/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Permission identifier/)).not.toBeInTheDocument();
  });

  it('requires the fields of the chosen type before sending anything', async () => {
    renderMenus(allPerms);
    await screen.findByText('Users');
    const dialog = await openCreateDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Menu' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(within(dialog).getAllByText('Required')).toHaveLength(4));
    expect(api.calls('POST', '/api/v1/menus')).toHaveLength(0);
  });

  it('adds a button under the menu it was asked from, sending only the button fields', async () => {
    renderMenus(allPerms);
    await screen.findByText('Users');
    fireEvent.click(within(rowOf('Users')).getByRole('button', { name: 'Add sub-menu' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'Button' })).toBeChecked();
    fireEvent.change(within(dialog).getByLabelText(/^Menu name/), { target: { value: 'Export users' } });
    fireEvent.change(within(dialog).getByLabelText(/^Permission identifier/), { target: { value: 'sys:user:export' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(api.calls('POST', '/api/v1/menus')).toHaveLength(1));
    expect(sentBody('POST', '/api/v1/menus')).toMatchObject({ parentId: 2, name: 'Export users', type: 'BUTTON', perm: 'sys:user:export', routeName: null, routePath: null, params: [] });
    expect(await screen.findByText('Add successful')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', '/api/v1/menus').length).toBeGreaterThan(1));
  });

  it('edits route parameters as name/value pairs that can be added and removed', async () => {
    renderMenus(allPerms);
    await screen.findByText('Users');
    fireEvent.click(await within(rowOf('Users')).findByRole('button', { name: 'Edit menu' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText(/^Route name/)).toHaveValue('User'));
    expect(within(dialog).getAllByLabelText(/^Parameter name/)[0]).toHaveValue('tab');
    // deleting stays on the row, behind its permission
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add parameter' }));
    const names = within(dialog).getAllByLabelText(/^Parameter name/);
    expect(names).toHaveLength(2);
    fireEvent.change(names[1]!, { target: { value: 'mode' } });
    fireEvent.change(within(dialog).getAllByLabelText(/^Parameter value/)[1]!, { target: { value: 'compact' } });
    // react-admin shows a row's remove button on hover only
    fireEvent.click(within(dialog).getAllByLabelText('Remove parameter')[0]!);
    await waitFor(() => expect(within(dialog).getAllByLabelText(/^Parameter name/)).toHaveLength(1));

    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(api.calls('PUT', '/api/v1/menus/2')).toHaveLength(1));
    expect(sentBody('PUT', '/api/v1/menus/2')).toMatchObject({ routeName: 'User', keepAlive: 1, params: [{ key: 'mode', value: 'compact' }] });
    expect(await screen.findByText('Modify successful')).toBeInTheDocument();
  });

  it("shows the menu's history in a tab of the edit dialog", async () => {
    renderMenus(allPerms, {
      'GET /api/v1/menus/2/history': () =>
        ok([
          { revision: 0, type: 'MenuCreated', data: {}, actor: { id: 'system', username: null, nickname: null }, time: '2026-01-02T03:04:05.000Z', stateAfter: { exists: true, id: 2, type: 'MENU', sort: 1 } },
          { revision: 1, type: 'MenuUpdated', data: {}, actor: { id: '1', username: 'root', nickname: 'Root' }, time: '2026-01-03T03:04:05.000Z', stateAfter: { exists: true, id: 2, type: 'MENU', sort: 4 } },
        ]),
    });
    await screen.findByText('Users');
    fireEvent.click(await within(rowOf('Users')).findByRole('button', { name: 'Edit menu' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'History' }));
    const history = await screen.findByRole('table', { name: 'History' });
    const [, newest, oldest] = within(history).getAllByRole('row');
    expect(within(newest!).getByText('Menu edited')).toBeInTheDocument();
    expect(newest!.textContent).toContain('Sort: 1 → 4');
    expect(within(oldest!).getByText('Menu created')).toBeInTheDocument();
  });

  it('never offers a menu itself or its descendants as its parent', async () => {
    renderMenus(allPerms);
    await screen.findByText('Users');
    fireEvent.click(await within(rowOf('Users')).findByRole('button', { name: 'Edit menu' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText(/^Route name/)).toHaveValue('User'));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Parent menu/ }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    const labels = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent?.trim());
    expect(labels).toEqual(['Top level', 'System management', 'Job centre']);
  });

  it('picks an icon from the searchable grid and sends it', async () => {
    renderMenus(allPerms);
    await screen.findByText('Users');
    const dialog = await openCreateDialog();
    expect(within(dialog).getByTestId('chosen-menu-icon')).toHaveTextContent('No icon');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose icon' }));
    const picker = (await screen.findAllByRole('dialog')).at(-1)!;
    fireEvent.change(within(picker).getByLabelText('Search icons'), { target: { value: 'bel' } });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['bell']);
    fireEvent.click(within(picker).getByRole('option', { name: 'bell' }));
    await waitFor(() => expect(picker).not.toBeInTheDocument());
    expect(within(dialog).getByTestId('chosen-menu-icon')).toHaveTextContent('bell');

    fireEvent.change(within(dialog).getByLabelText(/^Menu name/), { target: { value: 'Notices' } });
    fireEvent.change(within(dialog).getByLabelText(/^Route path/), { target: { value: '/notices' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(api.calls('POST', '/api/v1/menus')).toHaveLength(1));
    expect(sentBody('POST', '/api/v1/menus')).toMatchObject({ type: 'CATALOG', name: 'Notices', routePath: '/notices', icon: 'bell', parentId: 0 });
  });

  it("puts the api's field errors on the inputs", async () => {
    renderMenus(allPerms, {
      'POST /api/v1/menus': () => fail(400, 'A0402', 'Invalid form', { errors: { routeName: 'Another menu already uses this route name' } }),
    });
    await screen.findByText('Users');
    fireEvent.click(within(rowOf('System management')).getByRole('button', { name: 'Add sub-menu' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Menu name/), { target: { value: 'Users again' } });
    fireEvent.change(within(dialog).getByLabelText(/^Route name/), { target: { value: 'User' } });
    fireEvent.change(within(dialog).getByLabelText(/^Route path/), { target: { value: 'again' } });
    fireEvent.change(within(dialog).getByLabelText(/^Component path/), { target: { value: 'system/user/index' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await within(dialog).findByText('Another menu already uses this route name')).toBeInTheDocument();
  });

  it('says "Delete cancelled" and deletes nothing when the user backs out', async () => {
    renderMenus(allPerms);
    await screen.findByText('Guide');
    fireEvent.click(await within(rowOf('Guide')).findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: /Cancel/ }));
    expect(await screen.findByText('Delete cancelled')).toBeInTheDocument();
    expect(api.calls('DELETE', '/api/v1/menus/4')).toHaveLength(0);
  });

  it('deletes a menu after confirmation and reloads the tree', async () => {
    renderMenus(allPerms);
    await screen.findByText('Guide');
    fireEvent.click(await within(rowOf('Guide')).findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Delete the menu "Guide"?');
    fireEvent.click(within(confirm).getByRole('button', { name: /Confirm/ }));
    expect(await screen.findByText('Delete successful')).toBeInTheDocument();
    expect(api.calls('DELETE', '/api/v1/menus/4')).toHaveLength(1);
    await waitFor(() => expect(api.calls('GET', '/api/v1/menus').length).toBeGreaterThan(1));
  });
});
