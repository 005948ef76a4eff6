import { Box, Drawer } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { usePreferences } from '../preferences';
import { AppLogo } from './AppLogo';
import { useChrome } from './ChromeContext';
import type { MenuNode } from './menu/menuTree';
import { SidebarMenu } from './menu/SidebarMenu';

/**
 * The side menus: the whole tree (left layout), the active section's pages (mix), nothing (top);
 * on a phone, a temporary drawer with the whole tree whatever the layout.
 */
export const LayoutSidebar = ({ nodes, sectionNodes }: { nodes: MenuNode[]; sectionNodes: MenuNode[] }) => {
  const theme = useTheme();
  const { preferences } = usePreferences();
  const { layout, device, density, sidebarOpen, setSidebarOpen } = useChrome();
  const width = theme.sidebar?.width ?? 240;
  const closedWidth = 56;

  if (device === 'mobile') {
    return (
      <Drawer
        variant="temporary"
        open={sidebarOpen}
        onClose={() => setSidebarOpen(false)}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { sx: { width } } }}
      >
        {preferences.sidebarLogo ? <AppLogo height={density.headerHeight} /> : null}
        <SidebarMenu nodes={nodes} collapsed={false} onNavigate={() => setSidebarOpen(false)} />
      </Drawer>
    );
  }
  if (layout === 'top') return null;

  const stickyTop = layout === 'mix' && preferences.fixedHeader ? density.headerHeight : 0;
  return (
    // the column carries the background and border down the whole page; the menu inside stays in view while scrolling
    <Box
      className="jm-sidebar-column"
      sx={{ gridArea: 'sidebar', bgcolor: 'background.paper', borderRight: 1, borderColor: 'divider', zIndex: theme.zIndex.appBar - 1 }}
    >
      <Box
        component="aside"
        className="jm-sidebar"
        sx={{
          position: 'sticky',
          top: stickyTop,
          height: `calc(100vh - ${stickyTop}px)`,
          width: sidebarOpen ? width : closedWidth,
          display: 'flex',
          flexDirection: 'column',
          overflowX: 'hidden',
          transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        }}
      >
        {layout === 'left' && preferences.sidebarLogo ? (
          <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <AppLogo compact={!sidebarOpen} height={density.headerHeight - 1} />
          </Box>
        ) : null}
        <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', scrollbarWidth: 'thin' }}>
          <SidebarMenu nodes={layout === 'mix' ? sectionNodes : nodes} collapsed={!sidebarOpen} />
        </Box>
      </Box>
    </Box>
  );
};
