/** Where the route-param demo reads its values: the path below the menu's own path, and the query. */
export interface RouteParamPlace {
  /** The menu's path the page is routed at (`/demo/route-param-a`). */
  basePath: string;
  /** The first path segment below it, if any (`/demo/route-param-a/42` → `42`). */
  id: string | undefined;
  type: string | null;
  title: string | null;
}

/** Reads the place from the router's location and the `*` the page's `<path>/*` route matched. */
export function routeParamPlace(pathname: string, search: string, splat: string | undefined): RouteParamPlace {
  const rest = (splat ?? '').replace(/\/+$/, '');
  const trimmed = pathname.replace(/\/+$/, '');
  const basePath = rest && trimmed.endsWith(`/${rest}`) ? trimmed.slice(0, -(rest.length + 1)) : trimmed;
  const query = new URLSearchParams(search);
  const id = rest.split('/')[0];
  return { basePath, id: id ? decodeURIComponent(id) : undefined, type: query.get('type'), title: query.get('title') };
}

/** A link to the page with this id, keeping the menu's `type` and setting (or dropping) the title override. */
export function routeParamLink(place: RouteParamPlace, id: string, title?: string): string {
  const query = new URLSearchParams();
  if (place.type) query.set('type', place.type);
  if (title) query.set('title', title);
  const search = query.toString();
  return `${place.basePath}/${encodeURIComponent(id)}${search ? `?${search}` : ''}`;
}
