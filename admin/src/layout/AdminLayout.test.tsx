import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Admin, ListBase, localStorageStore, memoryStore, Resource, useListContext, type AuthProvider, type DataProvider, type Store } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dashboard } from '../dashboard/Dashboard';
import { i18nProviderStartingIn, loadMessages } from '../i18n/i18nProvider';
import { createPreferencesStore, preferencesStorageKey, PreferencesProvider, type Preferences, type PreferencesStore } from '../preferences';
import { AdminLayout } from './AdminLayout';

// the start-up language's messages arrive before the app renders (providers/i18n awaits them)
await loadMessages('en');

/** A list that shows the page react-admin keeps for it, and a way to change it. */
const PagedList = () => (
  <ListBase perPage={5}>
    <PageControls />
  </ListBase>
);
const PageControls = () => {
  const { page, setPage, total } = useListContext();
  return (
    <div>
      <p>{`page ${page} of ${Math.ceil((total ?? 0) / 5)}`}</p>
      <button type="button" onClick={() => setPage(page + 1)}>
        next page
      </button>
    </div>
  );
};

const dataProvider = {
  getList: async (_resource: string, { pagination }: { pagination?: { page: number; perPage: number } }) => {
    const page = pagination?.page ?? 1;
    const perPage = pagination?.perPage ?? 5;
    return { data: Array.from({ length: perPage }, (_, i) => ({ id: (page - 1) * perPage + i + 1 })), total: 50 };
  },
} as unknown as DataProvider;

const authProviderWith = (permissions: unknown = []): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 1, fullName: 'Ada Admin' }),
  getPermissions: async () => permissions,
});

const system = { path: '/system', label: 'menus.system' };

/** Where the router is, for assertions. */
let currentPath = '';
const LocationProbe = () => {
  const location = useLocation();
  currentPath = `${location.pathname}${location.search}`;
  return null;
};

function renderAdmin({
  path = '/',
  preferences,
  store = memoryStore(),
  withAuth = false,
  permissions,
}: { path?: string; preferences?: PreferencesStore; store?: Store; withAuth?: boolean; permissions?: unknown } = {}) {
  const prefs = preferences ?? createPreferencesStore();
  const view = render(
    <PreferencesProvider store={prefs}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <Admin
          dataProvider={dataProvider}
          i18nProvider={i18nProviderStartingIn('en')}
          {...(withAuth || permissions ? { authProvider: authProviderWith(permissions) } : {})}
          store={store}
          layout={AdminLayout}
          dashboard={Dashboard}
          disableTelemetry
        >
          <Resource name="users" list={PagedList} options={{ label: 'menus.users', parent: system }} />
          <Resource name="roles" list={PagedList} options={{ label: 'menus.roles', parent: system }} />
          <Resource name="jobs" list={PagedList} options={{ label: 'Jobs board' }} />
        </Admin>
      </MemoryRouter>
    </PreferencesProvider>,
  );
  return { ...view, prefs };
}

const saved = (): Partial<Preferences> => JSON.parse(localStorage.getItem(preferencesStorageKey) ?? '{}');
const tabs = () => within(screen.getByRole('navigation', { name: 'Open pages' }));
const tabTitles = () => tabs().getAllByRole('link').map((link) => link.textContent);
const openSettings = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Interface settings' }));
  return within(await screen.findByRole('dialog', { name: 'Interface settings' }));
};
const closeSettings = async (name = 'Close the settings') => {
  fireEvent.click(screen.getByRole('button', { name }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
};

/** A window of the given width for MUI's media queries (jsdom has none). */
function stubWindowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1])) && !query.includes('prefers-color-scheme');
    return { matches, media: query, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {} };
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response(null, { status: 204 })); // page-view reports
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});

describe('AdminLayout: menus and layouts', () => {
  it('shows the left layout by default: logo, menus from the resources with translated titles, app bar tools', async () => {
    renderAdmin();
    const menu = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('button', { name: 'System management' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Jobs board' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'JobMarket' })).toBeInTheDocument(); // sidebar logo
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Layout size' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'left');
  });

  it("draws the signed-in user's menu from the server's routes, titles and icons included", async () => {
    const page = (path: string, component: string, title: string, extra: object = {}) => ({
      path,
      component,
      name: title,
      meta: { title, hidden: false, alwaysShow: false, ...extra },
    });
    const routes = [
      {
        path: '/system',
        component: 'Layout',
        name: 'System',
        meta: { title: 'menus.system', icon: 'system', hidden: false, alwaysShow: true },
        children: [
          page('role', 'system/role/index', 'menus.roles', { icon: 'role' }),
          page('user', 'system/user/index', 'menus.users', { icon: 'user' }),
          page('menu', 'system/menu/index', 'menus.menus', { hidden: true }),
        ],
      },
      // a directory with one page and no alwaysShow shows the page itself
      { path: '/work', component: 'Layout', name: 'Work', meta: { title: 'Work', hidden: false, alwaysShow: false }, children: [page('jobs', 'jobs/index', 'Job list')] },
      { path: 'https://example.com/help', name: 'Help', meta: { title: 'Help centre', hidden: false, alwaysShow: false } },
    ];
    renderAdmin({ path: '/users', permissions: { roles: ['ROOT'], perms: [], routes } });
    const menu = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    await waitFor(() => expect(menu.getByRole('button', { name: 'System management' })).toHaveAttribute('aria-expanded', 'true'));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Roles', 'Users', 'Job list', 'Help centre']);
    expect(menu.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', 'https://example.com/help');
    expect(menu.getByRole('link', { name: 'Users' }).querySelector('[data-testid="PersonOutlineIcon"]')).not.toBeNull();
  });

  it('unfolds a section to its pages and marks the current one', async () => {
    renderAdmin({ path: '/users' });
    const menu = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    expect(menu.getByRole('button', { name: 'System management' })).toHaveAttribute('aria-expanded', 'true');
    expect(menu.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Roles' })).not.toHaveAttribute('aria-current');
  });

  it('moves the menus into the app bar in the top layout, chosen in the settings drawer', async () => {
    renderAdmin({ path: '/users' });
    await screen.findByRole('navigation', { name: 'Main menu' });
    const settings = await openSettings();
    fireEvent.click(settings.getByRole('button', { name: 'Top menu' }));

    expect(saved().layout).toBe('top');
    await closeSettings();
    const top = within(await screen.findByRole('navigation', { name: 'Sections' }));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    fireEvent.click(top.getByRole('button', { name: 'System management' }));
    const dropDown = within(screen.getByRole('menu'));
    expect(dropDown.getByRole('menuitem', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(dropDown.getByRole('menuitem', { name: 'Roles' }));
    await waitFor(() => expect(currentPath).toBe('/roles'));
  });

  it('lists the first-level menus on top and the active one’s pages in the sidebar in the mix layout', async () => {
    const preferences = createPreferencesStore();
    preferences.update({ layout: 'mix' });
    renderAdmin({ path: '/roles', preferences });
    const top = within(await screen.findByRole('navigation', { name: 'Sections' }));
    expect(top.getByRole('link', { name: 'System management' })).toHaveAttribute('aria-current', 'page');
    const side = within(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(side.getAllByRole('link').map((link) => link.textContent)).toEqual(['Users', 'Roles']);
    await waitFor(() => expect(preferences.get().activeTopMenuPath).toBe('/system'));

    fireEvent.click(top.getByRole('link', { name: 'Jobs board' }));
    await waitFor(() => expect(currentPath).toBe('/jobs'));
    await waitFor(() => expect(preferences.get().activeTopMenuPath).toBe('/jobs'));
    expect(within(screen.getByRole('navigation', { name: 'Main menu' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['Jobs board']);

    // a section's top link goes to its first page
    fireEvent.click(top.getByRole('link', { name: 'System management' }));
    await waitFor(() => expect(currentPath).toBe('/users'));
  });

  it('keeps the sidebar closed after a restart once the user closed it', async () => {
    const first = renderAdmin();
    fireEvent.click(await screen.findByRole('button', { name: 'Show or hide the menu' }));
    expect(saved().sidebarStatus).toBe('closed');
    first.unmount();

    renderAdmin({ store: memoryStore() });
    expect(await screen.findByRole('button', { name: 'Show or hide the menu' })).toHaveAttribute('aria-expanded', 'false');
    // closed: icons only, the names in the tooltips' labels
    expect(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Dashboard' })).not.toHaveTextContent('Dashboard');
  });

  it('puts the menus in a temporary drawer on a phone, whatever the layout', async () => {
    stubWindowWidth(390);
    const preferences = createPreferencesStore();
    preferences.update({ layout: 'top' });
    renderAdmin({ preferences });
    const toggle = await screen.findByRole('button', { name: 'Show or hide the menu' });
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();
    await waitFor(() => expect(preferences.get().device).toBe('mobile'));
    expect(preferences.get().layout).toBe('top'); // the preference stays for the desktop
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(toggle);
    const drawerMenu = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    fireEvent.click(drawerMenu.getByRole('link', { name: 'Jobs board' }));
    await waitFor(() => expect(currentPath).toBe('/jobs'));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('AdminLayout: settings drawer', () => {
  it('applies a dark theme, a theme colour and a custom colour at once, and saves them', async () => {
    renderAdmin();
    const settings = await openSettings();
    fireEvent.click(settings.getByRole('button', { name: 'Dark' }));
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(saved().theme).toBe('dark');

    fireEvent.click(settings.getByRole('button', { name: 'Theme colour #13C2C2' }));
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--jm-primary')).toBe('#13c2c2'));
    expect(settings.getByRole('button', { name: 'Theme colour #13C2C2' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.change(settings.getByLabelText('Custom colour'), { target: { value: '#ff5500' } });
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--jm-primary-dark')).toBe('#cc4400'));
    expect(saved().themeColor).toBe('#ff5500');

    fireEvent.click(settings.getByRole('button', { name: 'Light' }));
    await waitFor(() => expect(document.documentElement).not.toHaveClass('dark'));
  });

  it("shows the watermark over everything with the user's name, or the chosen text", async () => {
    renderAdmin({ withAuth: true });
    const settings = await openSettings();
    expect(screen.queryByTestId('watermark')).not.toBeInTheDocument();
    fireEvent.click(settings.getByRole('switch', { name: 'Watermark' }));
    const watermark = await screen.findByTestId('watermark');
    await waitFor(() => expect(watermark).toHaveAttribute('data-text', 'Ada Admin'));
    expect(watermark).toHaveStyle({ position: 'fixed', zIndex: '9999', pointerEvents: 'none' });

    fireEvent.change(settings.getByRole('textbox', { name: 'Watermark text' }), { target: { value: 'Confidential' } });
    expect(screen.getByTestId('watermark')).toHaveAttribute('data-text', 'Confidential');
    expect(saved()).toMatchObject({ watermarkEnabled: true, watermarkContent: 'Confidential' });
  });

  it('turns the tags view, the sidebar logo and the fixed header off and on', async () => {
    renderAdmin();
    expect(await screen.findByRole('navigation', { name: 'Open pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'JobMarket' })).toBeInTheDocument();
    const settings = await openSettings();
    fireEvent.click(settings.getByRole('switch', { name: 'Page tabs' }));
    fireEvent.click(settings.getByRole('switch', { name: 'Sidebar logo' }));

    const header = document.querySelector('.jm-header')!;
    expect(header).toHaveClass('MuiAppBar-positionSticky');
    fireEvent.click(settings.getByRole('switch', { name: 'Fixed header' }));
    expect(header).toHaveClass('MuiAppBar-positionStatic');
    expect(saved()).toMatchObject({ tagsView: false, sidebarLogo: false, fixedHeader: false });
    await closeSettings();
    expect(screen.queryByRole('navigation', { name: 'Open pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'JobMarket' })).not.toBeInTheDocument();
  });

  it('changes the density from the size selector in the app bar', async () => {
    renderAdmin();
    fireEvent.click(await screen.findByRole('button', { name: 'Layout size' }));
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Small' }));
    expect(saved().size).toBe('small');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Show or hide the menu' })).toHaveClass('MuiIconButton-sizeSmall'));
  });
});

describe('AdminLayout: language', () => {
  it('switches the chrome to Simplified Chinese and keeps the choice', async () => {
    renderAdmin({ path: '/users' });
    fireEvent.click(await screen.findByRole('button', { name: 'English' }));
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: '简体中文' }));

    expect(await screen.findByRole('button', { name: '界面设置' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: '主菜单' })).getByRole('link', { name: '用户管理' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: '已打开的页面' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['仪表盘', '用户管理']);
    expect(saved().language).toBe('zh-cn');
  });

  it('starts in the saved language even though react-admin forgot it at sign-out', async () => {
    const preferences = createPreferencesStore();
    preferences.update({ language: 'lo' });
    renderAdmin({ preferences });
    expect(await screen.findByRole('button', { name: 'ການຕັ້ງຄ່າໜ້າຈໍ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ລາວ' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('lo'));
  });
});

describe('AdminLayout: a language chosen on the login page', () => {
  it("becomes the preference: react-admin's store holds it since the last sign-out", async () => {
    const preferences = createPreferencesStore();
    renderAdmin({ preferences, store: memoryStore({ locale: 'th' }) });
    expect(await screen.findByRole('button', { name: 'การตั้งค่าหน้าจอ' })).toBeInTheDocument();
    await waitFor(() => expect(preferences.get().language).toBe('th'));
  });
});

describe('AdminLayout: tags view', () => {
  it('opens a tab per visited page, keeps the dashboard pinned and follows the route', async () => {
    renderAdmin();
    await screen.findByRole('navigation', { name: 'Open pages' });
    expect(tabTitles()).toEqual(['Dashboard']);
    expect(tabs().queryByRole('button', { name: 'Close Dashboard' })).not.toBeInTheDocument();

    const menu = within(screen.getByRole('navigation', { name: 'Main menu' }));
    fireEvent.click(menu.getByRole('link', { name: 'Jobs board' }));
    fireEvent.click(menu.getByRole('button', { name: 'System management' }));
    fireEvent.click(menu.getByRole('link', { name: 'Users' }));
    await waitFor(() => expect(tabTitles()).toEqual(['Dashboard', 'Jobs board', 'Users']));
    expect(tabs().getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');

    fireEvent.click(tabs().getByRole('link', { name: 'Jobs board' }));
    await waitFor(() => expect(currentPath).toBe('/jobs'));
    expect(tabs().getByRole('link', { name: 'Jobs board' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes a tab, the others or all from the context menu and goes to a remaining page', async () => {
    renderAdmin({ path: '/jobs' });
    await screen.findByRole('navigation', { name: 'Open pages' });
    const menu = within(screen.getByRole('navigation', { name: 'Main menu' }));
    fireEvent.click(menu.getByRole('button', { name: 'System management' }));
    fireEvent.click(menu.getByRole('link', { name: 'Users' }));
    fireEvent.click(menu.getByRole('link', { name: 'Roles' }));
    await waitFor(() => expect(tabTitles()).toEqual(['Dashboard', 'Jobs board', 'Users', 'Roles']));

    fireEvent.click(tabs().getByRole('button', { name: 'Close Roles' }));
    await waitFor(() => expect(currentPath).toBe('/users'));
    expect(tabTitles()).toEqual(['Dashboard', 'Jobs board', 'Users']);

    fireEvent.contextMenu(tabs().getByRole('link', { name: 'Jobs board' }));
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Close others' }));
    await waitFor(() => expect(tabTitles()).toEqual(['Dashboard', 'Jobs board']));
    expect(currentPath).toBe('/jobs');

    fireEvent.click(screen.getByRole('button', { name: 'Page tab actions' }));
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Close all' }));
    await waitFor(() => expect(tabTitles()).toEqual(['Dashboard']));
    expect(currentPath).toBe('/');
  });

  it('names create and record pages, and honours a title query value', async () => {
    const first = renderAdmin({ path: '/users/create' });
    await waitFor(() => expect(tabTitles()).toEqual(['Dashboard', 'Create Users']));
    first.unmount();
    const second = renderAdmin({ path: '/users/7/show' });
    await waitFor(() => expect(tabTitles()).toEqual(['Dashboard', 'Users #7']));
    second.unmount();
    renderAdmin({ path: '/jobs?title=Audit%20queue' });
    await waitFor(() => expect(tabTitles()).toEqual(['Dashboard', 'Audit queue']));
  });

  it('keeps a list where it was when its tab is revisited, and forgets it once the tab is closed', async () => {
    renderAdmin({ path: '/users' });
    expect(await screen.findByText('page 1 of 10', {}, { timeout: 3000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'next page' }));
    expect(await screen.findByText('page 2 of 10')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'next page' }));
    expect(await screen.findByText('page 3 of 10')).toBeInTheDocument();
    expect(currentPath).toContain('page=3');

    fireEvent.click(tabs().getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(currentPath).toBe('/'));
    fireEvent.click(tabs().getByRole('link', { name: 'Users' }));
    expect(await screen.findByText('page 3 of 10')).toBeInTheDocument();

    // the menu link has no query: react-admin's store still remembers the page
    fireEvent.click(tabs().getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(currentPath).toBe('/'));
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Users' }));
    expect(await screen.findByText('page 3 of 10')).toBeInTheDocument();

    fireEvent.click(tabs().getByRole('button', { name: 'Close Users' }));
    await waitFor(() => expect(currentPath).toBe('/'));
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Users' }));
    expect(await screen.findByText('page 1 of 10')).toBeInTheDocument();
  });
});

describe('AdminLayout: sign-out', () => {
  it("keeps the interface preferences when signing out wipes react-admin's store", async () => {
    const store = localStorageStore();
    renderAdmin({ path: '/users', withAuth: true, store });
    const settings = await openSettings();
    fireEvent.click(settings.getByRole('button', { name: 'Mixed' }));
    fireEvent.click(settings.getByRole('button', { name: 'Dark' }));
    await closeSettings();
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'ไทย' }));
    await screen.findByRole('button', { name: 'การตั้งค่าหน้าจอ' });
    expect(localStorage.getItem('RaStore.locale')).toBe('"th"');

    // sign out through react-admin's user menu
    fireEvent.click(await screen.findByRole('button', { name: 'โปรไฟล์' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'ออกจากระบบ' }));
    await waitFor(() => expect(currentPath).toMatch(/^\/login/));
    await waitFor(() => expect(localStorage.getItem('RaStore.locale')).toBeNull());
    expect(saved()).toMatchObject({ layout: 'mix', theme: 'dark', language: 'th' });
  });
});
