import { useCallback } from 'react';
import { useBasename } from 'react-admin';
import { useLocation } from 'react-router';

/**
 * Paths as the menus and tabs know them ('/users'), whatever react-admin's own `basename` is
 * (our BrowserRouter's /admin basename is already invisible to the router).
 */
export function useAdminPaths(): { pathname: string; search: string; hrefOf: (path: string) => string } {
  const basename = useBasename();
  const location = useLocation();
  const pathname = basename && location.pathname.startsWith(basename) ? location.pathname.slice(basename.length) || '/' : location.pathname;
  const hrefOf = useCallback((path: string) => `${basename}${path}`, [basename]);
  return { pathname, search: location.search, hrefOf };
}
