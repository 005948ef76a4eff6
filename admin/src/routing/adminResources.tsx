import type { ReactNode } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router';
import type { SessionPermissions } from '../auth/session';
import { NotFoundPage } from '../pages/NotFoundPage';
import { pageOfView, isPageView } from './pageRegistry';
import { buildAdminRoutes } from './routeTree';
import { relatedViews, resourceOfView, viewRegistry, type ResourceConfig, type ViewRegistration } from './viewRegistry';

const registrationsByResource = new Map<string, ViewRegistration>(Object.values(viewRegistry).map((view) => [view.resource, view]));

/**
 * <Admin>'s child function (spec §2 "route loading"): after sign-in react-admin calls it with getPermissions' answer,
 * whose routes come from GET /menus/routes, and registers what it returns — the resources of the views the admin knows,
 * redirects from the server's paths to them, and the 404 view for components it does not know.
 */
export function resourcesForUser(permissions: SessionPermissions | undefined): ReactNode {
  const routes = buildAdminRoutes(permissions?.routes ?? [], resourceOfView, isPageView);
  const resources = new Map<string, { config: ResourceConfig; label?: string }>();
  for (const resource of routes.resources) {
    const view = registrationsByResource.get(resource.name);
    if (!view) continue;
    resources.set(resource.name, { config: view.config, label: resource.title });
    for (const related of view.related ?? []) {
      const config = relatedViews[related];
      if (config && !resources.has(related)) resources.set(related, { config });
    }
  }
  return [
    // each folder's configuration spread as it is (icon, recordRepresentation, views), titled by the server's menu
    ...[...resources].map(([name, { config, label }]) => <Resource key={name} name={name} {...config} {...(label ? { options: { label } } : {})} />),
    <CustomRoutes key="server-routes">
      {routes.aliases.map(({ from, to }) => (
        <Route key={`alias:${from}`} path={from} element={<Navigate to={to} replace />} />
      ))}
      {routes.pages.flatMap(({ path, component }) => {
        const Page = pageOfView(component)!;
        return [<Route key={`page:${path}`} path={path} element={<Page />} />, <Route key={`page:${path}/*`} path={`${path}/*`} element={<Page />} />];
      })}
      {routes.unknown.map(({ path }) => (
        <Route key={`unknown:${path}`} path={path} element={<NotFoundPage />} />
      ))}
    </CustomRoutes>,
  ];
}
