import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { looksLikeMessageKey } from '../../../layout/menu/menuTree';
import { menuEntryFor, type MenuEntry } from '../../../routing/routeTree';
import { useAdminRoutes } from '../../../routing/useAdminRoutes';
import { menuTrailTo } from './menuTrail';

/** Where the current location sits in the signed-in user's menu: the trail of entries down to it, and a title for each. */
export function useMenuPlace(): { trail: MenuEntry[]; titleOf: (entry: MenuEntry) => string } {
  const { pathname, search } = useLocation();
  const { menu } = useAdminRoutes();
  const translate = useTranslate();
  const trail = menuTrailTo(menu, menuEntryFor(menu, pathname, search));
  // the api answers seeded titles translated; a key (or text typed into the menus screen) is shown as the sidebar shows it
  const titleOf = useCallback((entry: MenuEntry) => (looksLikeMessageKey(entry.title) ? translate(entry.title, { _: entry.title }) : entry.title), [translate]);
  return { trail, titleOf };
}
