import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useGetResourceLabel, useHasDashboard, useResourceDefinitions, useTranslate } from 'react-admin';
import { useAdminMenu } from '../../routing/useAdminRoutes';
import { buildMenuTree, dashboardNode, looksLikeMessageKey, mergeMenuItems, type MenuNode, type MenuResourceOptions } from './menuTree';
import { menuNodesFromRoutes } from './serverMenu';

const CustomMenuItemsContext = createContext<MenuNode[]>([]);

/**
 * Menu items that are not resources (custom routes such as the profile page, or external links), merged into the
 * menus built from the resources; `hidden` items only name their tabs.
 */
export const CustomMenuItemsProvider = ({ items, children }: { items: MenuNode[]; children: ReactNode }) => (
  <CustomMenuItemsContext.Provider value={items}>{children}</CustomMenuItemsContext.Provider>
);

/**
 * The whole menu tree (hidden nodes included; see visibleNodes): the signed-in user's menu from the server's routes
 * when there is one, else one built from the registered resources; then any custom items.
 */
export function useMenuTree(): MenuNode[] {
  const serverMenu = useAdminMenu();
  const definitions = useResourceDefinitions<MenuResourceOptions>();
  const hasDashboard = useHasDashboard();
  const customItems = useContext(CustomMenuItemsContext);
  return useMemo(() => {
    const tree =
      serverMenu.length > 0
        ? [...(hasDashboard ? [dashboardNode] : []), ...menuNodesFromRoutes(serverMenu)]
        : buildMenuTree(Object.values(definitions), [], { dashboard: hasDashboard });
    return mergeMenuItems(tree, customItems);
  }, [serverMenu, definitions, customItems, hasDashboard]);
}

/** Turns a node's label into text in the current language. */
export function useMenuLabel(): (node: MenuNode) => string {
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  return useCallback(
    (node: MenuNode) => {
      if (node.resource) return resourceLabel(node.resource, 2);
      return looksLikeMessageKey(node.label) ? translate(node.label, { _: node.label, smart_count: 2 }) : node.label;
    },
    [translate, resourceLabel],
  );
}
