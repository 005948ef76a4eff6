import { Box } from '@mui/material';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Loading, SkipNavigationButton } from 'react-admin';
import { useDocumentLocale } from '../i18n/useDocumentLocale';
import { useDevice, usePreferences } from '../preferences';
import { InitialPasswordGate } from '../profile/InitialPasswordGate';
import { AdminThemeProvider, densities } from '../theme';
import { AppHeader } from './AppHeader';
import { ChromeContext, type Chrome } from './ChromeContext';
import { LayoutErrorBoundary } from './LayoutErrorBoundary';
import { LayoutSidebar } from './LayoutSidebar';
import { trailTo, visibleNodes } from './menu/menuTree';
import { useMenuTree } from './menu/useMenuTree';
import { TagsView } from './tags/TagsView';
import { TagsViewProvider } from './tags/TagsViewContext';
import { useAdminPaths } from './useAdminPaths';
import { useLanguageSync } from './useLanguagePreference';
import { useServerTextsFollowLanguage } from './useServerTextsFollowLanguage';
import { useSidebarOpen } from './useSidebarOpen';
import { useVisitReporting } from './useVisitReporting';
import { Watermark } from './Watermark';

/** Where each part goes in each layout (CSS grid areas): only the CSS changes, so no part is remounted. */
const gridAreas = {
  left: '"sidebar header" "sidebar tags" "sidebar main"',
  top: '"header" "tags" "main"',
  mix: '"header header" "sidebar tags" "sidebar main"',
} as const;

const LayoutFrame = ({ children }: { children: ReactNode }) => {
  const { preferences, update } = usePreferences();
  const device = useDevice();
  const [sidebarOpen, setSidebarOpen] = useSidebarOpen(device);
  useLanguageSync();
  useServerTextsFollowLanguage();
  const layout = device === 'mobile' ? 'left' : preferences.layout;
  const density = densities[preferences.size];
  const chrome = useMemo<Chrome>(() => ({ layout, device, density, sidebarOpen, setSidebarOpen }), [layout, device, density, sidebarOpen, setSidebarOpen]);

  const tree = useMenuTree();
  const nodes = useMemo(() => visibleNodes(tree), [tree]);
  const { pathname } = useAdminPaths();
  const currentTop = trailTo(nodes, pathname)[0]?.path;
  // the first-level menu of the current page (spec: activeTopMenuPath), which the mix layout lists in the sidebar
  useEffect(() => {
    if (currentTop && currentTop !== preferences.activeTopMenuPath) update({ activeTopMenuPath: currentTop });
  }, [currentTop, preferences.activeTopMenuPath, update]);
  const activeTop = nodes.find((node) => node.path === (currentTop ?? preferences.activeTopMenuPath));
  const sectionNodes = activeTop ? (activeTop.children ?? [activeTop]) : [];
  const hasSidebar = layout !== 'top' && device === 'desktop';

  return (
    <ChromeContext.Provider value={chrome}>
      <Box
        className={`layout jm-layout jm-layout-${layout}`}
        data-layout={layout}
        data-device={device}
        sx={{
          display: 'grid',
          gridTemplateAreas: hasSidebar ? gridAreas[layout] : gridAreas.top,
          gridTemplateColumns: hasSidebar ? 'auto minmax(0, 1fr)' : 'minmax(0, 1fr)',
          gridTemplateRows: 'auto auto 1fr',
          minHeight: '100vh',
          bgcolor: 'background.default',
        }}
      >
        <SkipNavigationButton />
        <LayoutSidebar nodes={nodes} sectionNodes={sectionNodes} />
        <AppHeader topNodes={nodes} />
        {preferences.tagsView ? (
          <Box
            sx={(theme) => ({
              gridArea: 'tags',
              // with a fixed header the tabs stick right under it
              position: preferences.fixedHeader ? 'sticky' : 'relative',
              top: preferences.fixedHeader ? density.headerHeight : 0,
              zIndex: theme.zIndex.appBar - 1,
            })}
          >
            <TagsView />
          </Box>
        ) : null}
        <Box component="main" id="main-content" sx={{ gridArea: 'main', minWidth: 0, overflowX: 'auto', display: 'flex', flexDirection: 'column', px: { xs: 1, md: 2 }, pb: 2 }}>
          <LayoutErrorBoundary>
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </LayoutErrorBoundary>
        </Box>
        <Watermark />
        <InitialPasswordGate />
      </Box>
    </ChromeContext.Provider>
  );
};

/**
 * The back office's layout (react-admin's `layout`): left, top or mix menus, the app bar with the size and
 * language selectors and the settings drawer, the tags view, and the watermark, all following the preferences.
 */
export const AdminLayout = ({ children }: { children: ReactNode }) => {
  useDocumentLocale();
  useVisitReporting();
  return (
    <AdminThemeProvider>
      <TagsViewProvider>
        <LayoutFrame>{children}</LayoutFrame>
      </TagsViewProvider>
    </AdminThemeProvider>
  );
};
