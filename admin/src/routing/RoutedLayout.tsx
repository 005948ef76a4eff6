import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AdminLayout } from '../layout/AdminLayout';
import { PageTitle } from './PageTitle';
import { menuEntryFor } from './routeTree';
import { ScrollToTop } from './ScrollToTop';
import { useAdminRoutes } from './useAdminRoutes';

/** The route's effects on the page: title from the route's parameters or query (a registry page's from its menu), scroll to top on navigation. */
const RouteEffects = () => {
  const { pathname, search } = useLocation();
  const { menu, pages } = useAdminRoutes();
  const entry = menuEntryFor(menu, pathname, search);
  const isPage = pages.some(({ path }) => pathname === path || pathname.startsWith(`${path}/`));
  return (
    <>
      <PageTitle {...(entry?.params ? { routeParams: entry.params } : {})} isPage={isPage} />
      <ScrollToTop />
    </>
  );
};

/**
 * The layout react-admin renders for signed-in pages: the chrome (AdminLayout) plus the routing effects.
 * RouteEffects comes after the chrome so that its title wins over any title the chrome sets for the language.
 */
export const RoutedLayout = ({ children }: { children: ReactNode }) => (
  <>
    <AdminLayout>{children}</AdminLayout>
    <RouteEffects />
  </>
);
