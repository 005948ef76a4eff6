import { locales, originMenuIcons } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { USERS_TABLE } from '@jobmarket/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn, startSeededApi, type ApiClient } from '../../../testing/identityFixtures';
import { businessMenus } from '../seed/businessMenus';
import { demoMenus } from '../seed/demoMenus';
import { systemMenus, type MenuSeed } from '../seed/systemMenus';
import type { TestApi } from '../../../testing/testApi';

interface MenuNode {
  id: number;
  parentId: number;
  name: string;
  type: string;
  routeName: string | null;
  perm: string | null;
  children?: MenuNode[];
}
interface Option {
  value: number;
  label: string;
  children?: Option[];
}
interface Route {
  path: string;
  name: string;
  component?: string;
  meta: { title: string; params?: Record<string, string> };
  children?: Route[];
}

const NODE_FIELDS = ['component', 'icon', 'id', 'name', 'parentId', 'perm', 'redirect', 'routeName', 'routePath', 'sort', 'type', 'visible'];

const flatten = <Node extends { children?: Node[] }>(nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

const systemCatalog = systemMenus[0]!;
const seededMenus = (seeds: MenuSeed[]): MenuSeed[] => seeds.flatMap((seed) => [...(seed.type === 'MENU' ? [seed] : []), ...seededMenus(seed.children ?? [])]);

/** Every seeded catalog: system management, then the business audits. */
const seededCatalogs = [...systemMenus, ...businessMenus, ...demoMenus];

/** A seeded catalog as the router gets it: buttons are permissions, not routes (derived from the seed). */
const catalogRoutes = (catalog: MenuSeed) => ({
  path: catalog.routePath,
  component: 'Layout',
  redirect: catalog.redirect,
  name: catalog.routePath!.slice(1).charAt(0).toUpperCase() + catalog.routePath!.slice(2),
  meta: { title: translate('en', catalog.name), icon: catalog.icon, hidden: false, alwaysShow: true },
  children: catalog.children!
    .filter((seed) => seed.type === 'MENU')
    .map((seed) => ({
      path: seed.routePath,
      component: seed.component,
      name: seed.routeName,
      meta: { title: translate('en', seed.name), ...(seed.icon ? { icon: seed.icon } : {}), hidden: seed.visible === 0, keepAlive: seed.keepAlive === 1, alwaysShow: false },
    })),
});
const systemRoutes = catalogRoutes(systemCatalog);
const businessRoutes = catalogRoutes(businessMenus[0]!);
const vipRoutes = catalogRoutes(businessMenus[1]!);

/** The Demos catalog: three levels deep under multi-level, one page under two menus told apart by their parameters. */
function expectDemoRoutes(demos: Route | undefined) {
  expect(demos).toMatchObject({ path: '/demo', component: 'Layout', redirect: '/demo/api', meta: { title: 'Demos' } });
  const multiLevel = demos!.children!.find((route) => route.path === 'multi-level')!;
  const level2 = multiLevel.children!.find((route) => route.path === 'level2')!;
  expect(level2.children!.map((route) => [route.path, route.component, route.meta.params])).toEqual([
    ['level3-1', 'demo/multi-level/level3', { item: '1' }],
    ['level3-2', 'demo/multi-level/level3', { item: '2' }],
  ]);
  expect(demos!.children!.filter((route) => route.component === 'demo/route-param/index').map((route) => route.meta.params)).toEqual([{ type: 'a' }, { type: 'b' }]);
  expect(demos!.children!.map((route) => route.path)).toEqual(['api', 'curd', 'dictionary', 'icons', 'icon-selector', 'multi-level', 'route-param-a', 'route-param-b', 'signature', 'table-select', 'upload', 'rich-text', 'websocket']);
}

describe('menus', () => {
  let api: TestApi;
  let root: ApiClient;
  /** A catalog "Job centre" with a hidden menu (with params) and an external link below it, created by root. */
  const jobCentre = { catalog: 0, list: 0, link: 0 };

  beforeAll(async () => {
    ({ api, root } = await startSeededApi());
  });
  afterAll(async () => api?.close());

  const menu = (fields: Record<string, unknown>) => ({ visible: 1, sort: 1, keepAlive: 0, alwaysShow: 0, params: [], ...fields });

  async function create(fields: Record<string, unknown>): Promise<number> {
    const { body } = await root.post('/menus', menu(fields));
    expect(body.code, JSON.stringify(body)).toBe('00000');
    return (body.data as { id: number }).id;
  }

  async function tree(query = ''): Promise<MenuNode[]> {
    const { body } = await root.get(`/menus${query}`);
    expect(body.code, body.msg).toBe('00000');
    return body.data as MenuNode[];
  }

  async function roleId(code: string): Promise<number> {
    const { body } = await root.get(`/roles/page?keywords=${code}`);
    return (body.data as { list: { id: number; code: string }[] }).list.find((role) => role.code === code)!.id;
  }

  it('answers the menu tree in the contract shape, buttons under their menus', async () => {
    const nodes = await tree();
    expect(nodes.map((node) => node.name)).toEqual(seededCatalogs.map((catalog) => translate('en', catalog.name)));
    const [system] = nodes;
    expect(Object.keys(system!).sort()).toEqual([...NODE_FIELDS, 'children'].sort());
    expect(system).toMatchObject({ parentId: 0, name: 'System management', type: 'CATALOG', routePath: '/system', component: 'Layout', redirect: '/system/user' });
    const users = system!.children![0]!;
    expect(users).toMatchObject({ name: 'Users', type: 'MENU', routeName: 'User', parentId: system!.id });
    expect(users.children!.map((button) => button.perm)).toContain('sys:user:add');
    expect(Object.keys(users.children![0]!).sort()).toEqual(NODE_FIELDS);
  });

  it('keeps keyword matches connected to the root through their ancestors', async () => {
    const nodes = await tree('?keywords=menus.roles');
    expect(nodes.map((node) => node.name)).toEqual(['System management']);
    expect(nodes[0]!.children!.map((node) => node.name)).toEqual(['Roles']);
    expect(nodes[0]!.children![0]!.children).toBeUndefined();
    expect(await tree('?keywords=no-such-menu')).toEqual([]);
  });

  it("serves react-admin's dialect on /menus as a flat list with Content-Range", async () => {
    const { body, response } = await root.get(`/menus?sort=${encodeURIComponent('["id","ASC"]')}&range=[0,2]&filter=${encodeURIComponent('{"type":"MENU"}')}`);
    expect(body.code).toBe('00000');
    const rows = body.data as MenuNode[];
    expect(rows.map((row) => row.routeName)).toEqual(['User', 'Role', 'SysMenu']);
    expect(Object.keys(rows[0]!).sort()).toEqual(NODE_FIELDS);
    expect(response.headers.get('content-range')).toBe(`menus 0-2/${seededMenus(seededCatalogs).length}`);
  });

  it("carries the hidden routes the origin's pages navigate to, such as the dictionary-data page", async () => {
    for (const client of [root, as(api, await signIn(api, 'admin'))]) {
      const system = ((await client.get('/menus/routes')).body.data as Route[]).find((route) => route.path === '/system')!;
      expect(system.children!.find((route) => route.path === 'dict-data')).toEqual({
        path: 'dict-data',
        component: 'system/dict/data',
        name: 'DictData',
        meta: { title: 'Dictionary data', icon: 'dict', hidden: true, keepAlive: true, alwaysShow: false },
      });
    }
  });

  it("answers seeded titles and names in the caller's language, never as catalog keys", async () => {
    const inChinese = async (path: string) =>
      (await api.call(`/api/v1${path}`, { headers: { Authorization: await signIn(api, 'root'), 'Accept-Language': 'zh-cn' } })).body.data;
    const texts = (nodes: { name?: string; label?: string; meta?: { title: string }; children?: unknown[] }[]): string[] =>
      nodes.flatMap((node) => [node.meta?.title ?? node.label ?? node.name ?? '', ...texts((node.children ?? []) as never)]);

    const routes = texts((await inChinese('/menus/routes')) as never);
    const tree = texts((await inChinese('/menus')) as never);
    const options = texts((await inChinese('/menus/options')) as never);
    for (const answered of [routes, tree, options]) {
      expect(answered).toContain('系统管理');
      expect(answered).toContain(translate('zh-cn', 'menus.users'));
      expect(answered.filter((text) => /^menus\./.test(text))).toEqual([]);
    }
    expect(tree).toContain(translate('zh-cn', 'menus.actions.add'));
  });

  it("draws every seeded menu with an icon of the origin's icon set", () => {
    const icons = (seeds: MenuSeed[]): string[] => seeds.flatMap((seed) => [...(seed.icon ? [seed.icon] : []), ...icons(seed.children ?? [])]);
    const seeded = icons(seededCatalogs);
    expect(seeded).toContain('message');
    expect(seeded.filter((icon) => !(originMenuIcons as readonly string[]).includes(icon))).toEqual([]);
    expect(seeded).not.toContain('bell');
    expect(seeded).not.toContain('peoples');
  });

  it('names every seeded menu and button by an i18n key that each language translates', () => {
    const names = (seeds: MenuSeed[]): string[] => seeds.flatMap((seed) => [seed.name, ...names(seed.children ?? [])]);
    const seeded = names(seededCatalogs);
    expect(seeded).toContain('menus.actions.resetPassword');
    for (const locale of locales) {
      const untranslated = seeded.filter((name) => translate(locale, name) === name);
      expect(untranslated, locale).toEqual([]);
    }
    // the dictionary menu holds two resources' buttons: their names must tell them apart
    const dictionary = systemCatalog.children!.find((seed) => seed.name === 'menus.dictionaries')!;
    const labels = dictionary.children!.map((button) => translate('en', button.name));
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('answers options as a tree, without buttons when only parents are asked for', async () => {
    const everything = flatten((await root.get('/menus/options')).body.data as Option[]);
    expect(everything.some((option) => option.label === translate('en', 'menus.actions.add'))).toBe(true);
    const parents = (await root.get('/menus/options?onlyParent=true')).body.data as Option[];
    expect(parents).toHaveLength(seededCatalogs.length);
    expect(parents[0]).toMatchObject({ value: expect.any(Number), label: 'System management' });
    expect(parents[0]!.children!.map((option) => option.label)).toEqual(systemCatalog.children!.filter((seed) => seed.type !== 'BUTTON').map((seed) => translate('en', seed.name)));
    expect(Object.keys(parents[0]!.children![0]!).sort()).toEqual(['label', 'value']);
  });

  it('creates menus and answers the saved form; a catalog always gets the Layout component', async () => {
    const created = await root.post('/menus', menu({ parentId: 0, name: 'Job centre', type: 'CATALOG', routePath: 'job-centre', component: 'jobs/index', sort: 9 }));
    expect(created.body.code).toBe('00000');
    jobCentre.catalog = (created.body.data as { id: number }).id;
    expect(created.body.data).toEqual({
      id: jobCentre.catalog,
      parentId: 0,
      name: 'Job centre',
      type: 'CATALOG',
      routeName: null,
      routePath: 'job-centre',
      component: 'Layout',
      perm: null,
      visible: 1,
      sort: 9,
      icon: null,
      redirect: null,
      keepAlive: 0,
      alwaysShow: 0,
      params: [],
    });
    jobCentre.list = await create({
      parentId: jobCentre.catalog,
      name: 'Job list',
      type: 'MENU',
      routeName: 'JobList',
      routePath: '/list',
      component: 'jobs/list/index',
      visible: 0,
      sort: 2,
      icon: 'job',
      params: [{ key: 'tab', value: 'all' }],
    });
    jobCentre.link = await create({ parentId: jobCentre.catalog, name: 'Guide', type: 'EXTLINK', routePath: 'https://example.com/guide', sort: 1 });
    await create({ parentId: jobCentre.list, name: 'Audit jobs', type: 'BUTTON', perm: 'biz:job:audit' });

    const form = (await root.get(`/menus/${jobCentre.list}/form`)).body.data as Record<string, unknown>;
    expect(form).toMatchObject({ id: jobCentre.list, type: 'MENU', routeName: 'JobList', params: [{ key: 'tab', value: 'all' }], visible: 0 });
    expect((await root.get(`/menus/${jobCentre.list}`)).body.data).toEqual(form);
    // the next read already shows it
    expect((await tree('?keywords=Job%20list'))[0]!.children!.map((node) => node.name)).toEqual(['Job list']);
  });

  it("answers the route tree: ROOT gets everything, in sort order, empty fields left out", async () => {
    const [system, business, vip, demos, ...created] = (await root.get('/menus/routes')).body.data as Route[];
    expect([system, business, vip]).toEqual([systemRoutes, businessRoutes, vipRoutes]);
    expectDemoRoutes(demos);
    expect(created).toEqual([
      {
        path: '/job-centre',
        component: 'Layout',
        name: 'JobCentre',
        meta: { title: 'Job centre', hidden: false, alwaysShow: false },
        children: [
          { path: 'https://example.com/guide', name: 'HttpsExampleComGuide', meta: { title: 'Guide', hidden: false, alwaysShow: false } },
          { path: 'list', component: 'jobs/list/index', name: 'JobList', meta: { title: 'Job list', icon: 'job', hidden: true, keepAlive: false, alwaysShow: false, params: { tab: 'all' } } },
        ],
      },
    ]);
  });

  it('answers each user only the routes their roles grant, with the catalogs above them', async () => {
    const admin = as(api, await signIn(api, 'admin'));
    const adminRoutes = (await admin.get('/menus/routes')).body.data as Route[];
    expect(adminRoutes.slice(0, 3)).toEqual([systemRoutes, businessRoutes, vipRoutes]);
    expectDemoRoutes(adminRoutes[3]);
    expect(adminRoutes).toHaveLength(4);

    const seeker = as(api, await signIn(api, 'seeker'));
    expect((await seeker.get('/menus/routes')).body).toMatchObject({ code: '00000', data: [] });

    // a button alone opens no screen; the menu does, and brings its catalog along
    const seekerRole = await roleId('SEEKER');
    const auditButton = flatten(await tree()).find((node) => node.perm === 'biz:job:audit')!;
    await root.put(`/roles/${seekerRole}/menus`, [auditButton.id]);
    expect((await seeker.get('/menus/routes')).body.data).toEqual([]);
    await root.put(`/roles/${seekerRole}/menus`, [jobCentre.list, auditButton.id]);
    const routes = (await seeker.get('/menus/routes')).body.data as Route[];
    expect(routes.map((route) => route.path)).toEqual(['/job-centre']);
    expect(routes[0]!.children!.map((route) => route.name)).toEqual(['JobList']);

    expect((await api.call('/api/v1/menus/routes')).body.code).toBe('A0230');
  });

  it('never makes a menu its own parent or moves it under its own descendant', async () => {
    const catalog = (await root.get(`/menus/${jobCentre.catalog}/form`)).body.data as Record<string, unknown>;
    const ownParent = await root.put(`/menus/${jobCentre.catalog}`, { ...catalog, parentId: jobCentre.catalog });
    expect(ownParent.status).toBe(400);
    const message = 'A menu cannot be its own parent or be moved under one of its own children';
    expect(ownParent.body).toMatchObject({ code: 'A0402', msg: message, data: { errors: { parentId: message } } });

    const underChild = await root.put(`/menus/${jobCentre.catalog}`, { ...catalog, parentId: jobCentre.list });
    expect(underChild.body).toMatchObject({ code: 'A0402', data: { errors: { parentId: message } } });
    const missingParent = await root.put(`/menus/${jobCentre.catalog}`, { ...catalog, parentId: 999_999 });
    expect(missingParent.body).toMatchObject({ code: 'A0402', data: { errors: { parentId: 'The parent menu does not exist' } } });
    expect((await root.get(`/menus/${jobCentre.catalog}/form`)).body.data).toMatchObject({ parentId: 0 });
  });

  it('keeps route names unique, ignoring case, but lets a menu keep its own', async () => {
    const clash = await root.post('/menus', menu({ parentId: jobCentre.catalog, name: 'Users again', type: 'MENU', routeName: 'user', routePath: 'u', component: 'x/index' }));
    expect(clash.body).toMatchObject({ code: 'A0402', data: { errors: { routeName: 'Another menu already uses this route name' } } });

    const list = (await root.get(`/menus/${jobCentre.list}/form`)).body.data as Record<string, unknown>;
    const kept = await root.put(`/menus/${jobCentre.list}`, { ...list, name: 'Jobs', keepAlive: 1 });
    expect(kept.body.data).toMatchObject({ name: 'Jobs', routeName: 'JobList', keepAlive: 1 });
    const renamed = await root.put(`/menus/${jobCentre.list}`, { ...list, routeName: 'Role' });
    expect(renamed.body.code).toBe('A0402');
  });

  it('validates the form per menu type, listing every missing field', async () => {
    const { body } = await root.post('/menus', { parentId: 0, name: 'Nameless', type: 'MENU' });
    expect(body.code).toBe('A0402');
    expect(Object.keys((body.data as { errors: object }).errors).sort()).toEqual(['component', 'routeName', 'routePath']);
  });

  it('refuses to delete a menu that still has sub-menus, and deletes a leaf', async () => {
    const refused = await root.delete(`/menus/${jobCentre.catalog}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'A0440', msg: 'Menu "Job centre" still has sub-menus; delete them first' });

    const deleted = await root.delete(`/menus/${jobCentre.link}`);
    expect(deleted.body).toMatchObject({ code: '00000', data: { id: jobCentre.link } });
    expect((await root.get(`/menus/${jobCentre.link}/form`)).body.code).toBe('A0606');
    expect(flatten(await tree()).some((node) => node.id === jobCentre.link)).toBe(false);
  });

  it("lists a menu's history with actor and the state after each event", async () => {
    const rootUser = await api.db(USERS_TABLE).where({ username: 'root' }).first<{ id: number }>('id');
    const { body } = await root.get(`/menus/${jobCentre.list}/history`);
    const history = body.data as { revision: number; type: string; actor: { id: string }; stateAfter: Record<string, unknown> }[];
    expect(history.map((entry) => entry.type)).toEqual(['MenuCreated', 'MenuUpdated']);
    expect(history.map((entry) => entry.actor.id)).toEqual([String(rootUser!.id), String(rootUser!.id)]);
    expect(history[0]!.stateAfter).toMatchObject({ exists: true, name: 'Job list', keepAlive: 0 });
    expect(history[1]!.stateAfter).toMatchObject({ exists: true, name: 'Jobs', keepAlive: 1 });

    const deletedLink = (await root.get(`/menus/${jobCentre.link}/history`)).body.data as { type: string; stateAfter: unknown }[];
    expect(deletedLink.map((entry) => entry.type)).toEqual(['MenuCreated', 'MenuDeleted']);
    expect(deletedLink[1]!.stateAfter).toEqual({ exists: false });
  });

  it('keeps menu management to sys:menu:* holders and opens the options to role editors', async () => {
    const user = as(api, await signIn(api, 'user'));
    expect((await user.get('/menus')).body.code).toBe('A0301');
    expect((await user.get('/menus/options')).body.code).toBe('A0301');
    expect((await user.post('/menus', menu({ parentId: 0, name: 'X', type: 'CATALOG', routePath: '/x' }))).body.code).toBe('A0301');
    expect((await user.get('/menus/routes')).body).toMatchObject({ code: '00000', data: [] });

    const roleEdit = flatten(await tree()).find((node) => node.perm === 'sys:role:edit')!;
    await root.put(`/roles/${await roleId('USER')}/menus`, [roleEdit.id]);
    expect((await user.get('/menus/options')).body.code).toBe('00000');
    expect((await user.get('/menus')).body.code).toBe('A0301');
  });
});
