/** A node of GET /api/v1/menus/routes (API-CONTRACT §3 Menus): the signed-in user's route tree. */
export interface RouteNode {
  path: string;
  /** "Layout" for a directory, a view path (`system/user/index`) for a menu, absent for an external link. */
  component?: string;
  redirect?: string;
  name: string;
  meta: {
    /** An i18n key (`menus.users`) or plain text typed into the menu screen. */
    title: string;
    icon?: string;
    hidden: boolean;
    keepAlive?: boolean;
    alwaysShow: boolean;
    /** Route parameters, passed to the page as query values (a `title` one overrides the page title). */
    params?: Record<string, string>;
  };
  children?: RouteNode[];
}

/** One entry of the navigation menu the layout draws; `to` is a path inside the admin's router (below /admin). */
export interface MenuEntry {
  key: string;
  title: string;
  icon?: string;
  /** Where clicking goes inside the admin; absent for external links. */
  to?: string;
  /** External links open this address. */
  href?: string;
  /** The react-admin resource the entry opens, when the admin knows its view. */
  resource?: string;
  /** The path the server gave (top-level absolute, children joined to their parent's). */
  serverPath: string;
  hidden: boolean;
  keepAlive: boolean;
  alwaysShow: boolean;
  params?: Record<string, string>;
  children?: MenuEntry[];
}

export interface ResourceRoute {
  /** react-admin resource name, also its URL segment (`/users`). */
  name: string;
  component: string;
  title: string;
  icon?: string;
}

export interface AdminRoutes {
  menu: MenuEntry[];
  /** One per resource name, in menu order. */
  resources: ResourceRoute[];
  /** Server paths that lead to a resource or a directory's landing page (`/system/user` → `/users`). */
  aliases: { from: string; to: string }[];
  /** Menus whose view is a page of its own rather than a resource (the demos, the code generator): routed at their server path. */
  pages: { path: string; component: string }[];
  /** Menus whose view the admin does not know: their path shows the 404 view. */
  unknown: { path: string; component: string }[];
}

/** Answers the resource name that shows a view path, or undefined when the admin has no such view. */
export type ViewResolver = (component: string) => string | undefined;
/** Whether a view path is one of the admin's pages (admin/src/routing/pageRegistry.ts). */
export type PageResolver = (component: string) => boolean;

const LAYOUT = 'Layout';
const isExternal = (path: string) => /^[a-z][a-z0-9+.-]*:/i.test(path);

export function joinPath(parent: string, path: string): string {
  if (isExternal(path) || path.startsWith('/')) return path.replace(/\/+$/, '') || '/';
  const joined = `${parent.replace(/\/+$/, '')}/${path}`;
  return joined.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/';
}

function withQuery(path: string, params: Record<string, string> | undefined): string {
  const query = params && Object.keys(params).length > 0 ? new URLSearchParams(params).toString() : '';
  return query ? `${path}?${query}` : path;
}

/**
 * Turns the server's route tree into what the admin registers: react-admin resources for the views it knows,
 * redirects from the server's paths, 404 views for the rest, and the menu the layout draws.
 */
export function buildAdminRoutes(tree: readonly RouteNode[], resolveView: ViewResolver, isPage: PageResolver = () => false): AdminRoutes {
  const resources = new Map<string, ResourceRoute>();
  const aliases = new Map<string, string>();
  const pages: AdminRoutes['pages'] = [];
  const unknown: AdminRoutes['unknown'] = [];

  function entryOf(node: RouteNode, parentPath: string): MenuEntry {
    const serverPath = joinPath(parentPath, node.path);
    const base = {
      key: `${node.name}:${serverPath}`,
      title: node.meta.title,
      ...(node.meta.icon ? { icon: node.meta.icon } : {}),
      serverPath,
      hidden: node.meta.hidden,
      keepAlive: node.meta.keepAlive ?? false,
      alwaysShow: node.meta.alwaysShow,
      ...(node.meta.params ? { params: node.meta.params } : {}),
    };
    if (isExternal(serverPath)) return { ...base, href: serverPath };

    const component = node.component;
    if (!component || component === LAYOUT || node.children?.length) {
      const children = (node.children ?? []).map((child) => entryOf(child, serverPath));
      return { ...base, ...(children.length > 0 ? { children } : {}) };
    }

    const resource = resolveView(component);
    if (!resource && isPage(component)) {
      pages.push({ path: serverPath, component });
      return { ...base, to: withQuery(serverPath, node.meta.params) };
    }
    if (!resource) {
      unknown.push({ path: serverPath, component });
      return { ...base, to: withQuery(serverPath, node.meta.params) };
    }
    if (!resources.has(resource)) {
      resources.set(resource, { name: resource, component, title: node.meta.title, ...(node.meta.icon ? { icon: node.meta.icon } : {}) });
    }
    const to = `/${resource}`;
    if (serverPath !== to && !aliases.has(serverPath)) aliases.set(serverPath, to);
    return { ...base, resource, to: withQuery(to, node.meta.params) };
  }

  const menu = tree.map((node) => entryOf(node, '/'));

  // a directory's own path lands on its redirect, or else on its first child that goes somewhere
  const targetOf = (path: string) => aliases.get(path.split('?')[0]!) ?? path;
  function directoryLandings(entries: MenuEntry[]) {
    for (const entry of entries) {
      if (!entry.children) continue;
      directoryLandings(entry.children);
      if (entry.serverPath === '/' || aliases.has(entry.serverPath)) continue;
      const node = findNode(tree, entry.serverPath);
      const landing = node?.redirect ? targetOf(node.redirect) : firstDestination(entry.children);
      if (landing && landing !== entry.serverPath) aliases.set(entry.serverPath, landing);
    }
  }
  directoryLandings(menu);

  return { menu, resources: [...resources.values()], aliases: [...aliases].map(([from, to]) => ({ from, to })), pages, unknown };
}

function firstDestination(entries: MenuEntry[]): string | undefined {
  for (const entry of entries) {
    if (entry.to) return entry.to;
    const nested = entry.children ? firstDestination(entry.children) : undefined;
    if (nested) return nested;
  }
  return undefined;
}

function findNode(tree: readonly RouteNode[], serverPath: string, parentPath = '/'): RouteNode | undefined {
  for (const node of tree) {
    const path = joinPath(parentPath, node.path);
    if (path === serverPath) return node;
    const found = node.children ? findNode(node.children, serverPath, path) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The menu entry the current location shows: same resource (or path), preferring the one whose params the query carries. */
export function menuEntryFor(menu: readonly MenuEntry[], pathname: string, search: string): MenuEntry | undefined {
  const query = new URLSearchParams(search);
  const candidates: MenuEntry[] = [];
  const visit = (entries: readonly MenuEntry[]) => {
    for (const entry of entries) {
      if (entry.children) visit(entry.children);
      const target = entry.to?.split('?')[0];
      if (target && (pathname === target || pathname.startsWith(`${target}/`))) candidates.push(entry);
    }
  };
  visit(menu);
  const matchesQuery = (entry: MenuEntry) => Object.entries(entry.params ?? {}).every(([key, value]) => query.get(key) === value);
  return candidates.find((entry) => entry.params && matchesQuery(entry)) ?? candidates.find((entry) => !entry.params) ?? candidates[0];
}

/** Spec §2: a `title` query value (or the route's `title` parameter) overrides the page title; otherwise the default one. */
export function pageTitleFrom(search: string, routeParams: Record<string, string> | undefined, defaultTitle: string): string {
  const fromQuery = new URLSearchParams(search).get('title')?.trim();
  const fromRoute = routeParams?.title?.trim();
  return fromQuery || fromRoute || defaultTitle;
}

/** `/login?redirect=<path and query>` for the page the user is on (nothing to come back to from the dashboard or the login page). */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const current = `${location.pathname}${location.search}`;
  if (location.pathname === '/' || location.pathname === '' || location.pathname.startsWith('/login')) {
    return location.pathname.startsWith('/login') ? `/login${location.search}` : '/login';
  }
  return `/login?redirect=${encodeURIComponent(current)}`;
}

/** Where to go after signing in: the `redirect` query value if it is a path inside the admin, else the dashboard. */
export function redirectTargetFrom(search: string): string {
  const redirect = new URLSearchParams(search).get('redirect');
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\') || redirect.startsWith('/login')) return '/';
  return redirect;
}

/** The router's location (below the /admin basename) of a browser location. */
export function routerLocationOf(browser: { pathname: string; search: string }, basename: string): { pathname: string; search: string } {
  const pathname =
    basename && (browser.pathname === basename || browser.pathname.startsWith(`${basename}/`))
      ? browser.pathname.slice(basename.length) || '/'
      : browser.pathname;
  return { pathname, search: browser.search };
}
