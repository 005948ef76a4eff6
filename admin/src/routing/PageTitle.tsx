import { useEffect } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { looksLikeMessageKey } from '../layout/menu/menuTree';
import { menuEntryFor, pageTitleFrom } from './routeTree';
import { useAdminRoutes } from './useAdminRoutes';

/**
 * The title of the page at the current location: a `title` query value or the route's `title` parameter (spec §2),
 * else its menu entry's title in the current language, else `fallback`.
 */
export function useRoutedTitle(fallback: string): string {
  const { pathname, search } = useLocation();
  const { menu } = useAdminRoutes();
  const translate = useTranslate();
  const entry = menuEntryFor(menu, pathname, search);
  const menuTitle = entry ? (looksLikeMessageKey(entry.title) ? translate(entry.title, { _: entry.title }) : entry.title) : fallback;
  return pageTitleFrom(search, entry?.params, menuTitle);
}

/**
 * Keeps document.title: a `title` query value (or the current route's `title` parameter) overrides it (spec §2),
 * otherwise the default title from our catalog. A page of the page registry (no resource to title it) is named by
 * its menu entry, in the app bar as well. Renders nothing else.
 */
export const PageTitle = ({ routeParams, isPage = false }: { routeParams?: Record<string, string>; isPage?: boolean }) => {
  const { search } = useLocation();
  const translate = useTranslate();
  const defaultTitle = translate('app.adminTitle');
  const pageTitle = useRoutedTitle(defaultTitle);
  const title = isPage ? pageTitle : pageTitleFrom(search, routeParams, defaultTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return isPage ? <Title title={title} preferenceKey={false} className={ROUTED_PAGE_TITLE_CLASS} /> : null;
};

/** The class of a registry page's own title in the app bar, so a page hosting a resource's views can keep only it. */
export const ROUTED_PAGE_TITLE_CLASS = 'routed-page-title';
