import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import type { SessionPermissions } from '../auth/session';
import { buildAdminRoutes, type AdminRoutes, type MenuEntry } from './routeTree';
import { isPageView } from './pageRegistry';
import { resourceOfView } from './viewRegistry';

/** The signed-in user's routes as the admin registers them (resources, redirects, 404 views) and the menu to draw. */
export function useAdminRoutes(): AdminRoutes & { isPending: boolean } {
  const { permissions, isPending } = usePermissions<SessionPermissions>();
  const routes = useMemo(() => buildAdminRoutes(permissions?.routes ?? [], resourceOfView, isPageView), [permissions]);
  return { ...routes, isPending };
}

/** The navigation menu for the layout: visible and hidden entries (`hidden` says which to leave out), in server order. */
export function useAdminMenu(): MenuEntry[] {
  return useAdminRoutes().menu;
}

