import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AdminLayout } from '../layout/AdminLayout';
import { PageTitle } from './PageTitle';
import { menuEntryFor } from './routeTree';
import { ScrollToTop } from './ScrollToTop';
import { useAdminRoutes } from './useAdminRoutes';

/** The route's effects on the page: title from the route's parameters or query, scroll to top on navigation. */
const RouteEffects = () => {
  const { pathname, search } = useLocation();
  const { menu } = useAdminRoutes();
  const entry = menuEntryFor(menu, pathname, search);
  return (
    <>
      <PageTitle {...(entry?.params ? { routeParams: entry.params } : {})} />
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
