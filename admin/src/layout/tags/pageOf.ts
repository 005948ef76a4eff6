/** What a path shows, in react-admin's routing terms, so its tab can be titled. */
export type Page =
  | { kind: 'dashboard' }
  | { kind: 'list' | 'create'; resource: string }
  | { kind: 'record'; resource: string; id: string }
  | { kind: 'other' };

/**
 * `/users` → users list, `/users/create`, `/users/12` and `/users/12/show` → a record of users.
 * Resource names may contain slashes (`system/user`); the longest matching name wins.
 */
export function pageOf(pathname: string, resourceNames: string[]): Page {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return { kind: 'dashboard' };
  const resource = resourceNames
    .map((name) => name.replace(/^\/+|\/+$/g, ''))
    .filter((name) => path === `/${name}` || path.startsWith(`/${name}/`))
    .sort((a, b) => b.length - a.length)[0];
  if (!resource) return { kind: 'other' };
  const rest = path.slice(resource.length + 2).split('/').filter(Boolean);
  if (rest.length === 0) return { kind: 'list', resource };
  if (rest.length === 1 && rest[0] === 'create') return { kind: 'create', resource };
  if (rest.length === 1 || (rest.length === 2 && rest[1] === 'show')) return { kind: 'record', resource, id: decodeURIComponent(rest[0]!) };
  return { kind: 'other' };
}

/** A readable name from the last part of a path nobody titled: `/my-notices` → `My notices`. */
export function humanizePath(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  const words = decodeURIComponent(last).replace(/[-_]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
