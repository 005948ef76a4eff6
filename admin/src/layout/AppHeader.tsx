import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { AppBar, IconButton, Toolbar, Tooltip } from '@mui/material';
import { LoadingIndicator, Logout, TitlePortal, UserMenu, useTranslate } from 'react-admin';
import { ProfileMenuItem } from '../profile';
import { NotificationBell } from '../notifications/NotificationBell';
import { usePreferences } from '../preferences';
import { AppLogo } from './AppLogo';
import { useChrome } from './ChromeContext';
import { LanguageMenu } from './LanguageMenu';
import type { MenuNode } from './menu/menuTree';
import { TopMenu } from './menu/TopMenu';
import { SettingsButton } from './settings/SettingsButton';
import { SizeMenu } from './SizeMenu';

/** Still read by screen readers and by react-admin's <Title> portal, but not shown. */
const visuallyHidden = {
  position: 'absolute',
  top: 0,
  left: 0,
  width: 1,
  height: 1,
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  flex: 'none',
} as const;

/**
 * The app bar. Its parts keep their places in every layout (absent ones render nothing) so that react-admin's
 * title portal is never remounted when the layout changes.
 */
export const AppHeader = ({ topNodes, showSettings = true }: { topNodes: MenuNode[]; showSettings?: boolean }) => {
  const translate = useTranslate();
  const { preferences } = usePreferences();
  const { layout, device, density, sidebarOpen, setSidebarOpen } = useChrome();
  const desktop = device === 'desktop';
  const menusOnTop = desktop && layout !== 'left';
  const toggleLabel = translate('admin.layout.toggleSidebar');

  return (
    <AppBar
      position={preferences.fixedHeader ? 'sticky' : 'static'}
      color="inherit"
      elevation={0}
      className="jm-header"
      // the dividing line is drawn inside the bar, so that it is exactly the density's height (the sidebar sticks below it)
      sx={(theme) => ({ gridArea: 'header', top: 0, bgcolor: 'background.paper', boxShadow: `inset 0 -1px 0 ${theme.palette.divider}` })}
    >
      <Toolbar disableGutters sx={{ minHeight: `${density.headerHeight}px !important`, height: density.headerHeight, px: 1, gap: 0.5 }}>
        {layout === 'top' && desktop ? null : (
          <Tooltip title={toggleLabel}>
            <IconButton color="inherit" aria-label={toggleLabel} aria-expanded={sidebarOpen} onClick={() => setSidebarOpen(!sidebarOpen)}>
              {sidebarOpen ? <MenuOpenIcon /> : <MenuIcon />}
            </IconButton>
          </Tooltip>
        )}
        {menusOnTop && preferences.sidebarLogo ? <AppLogo height={density.headerHeight} /> : null}
        {menusOnTop ? <TopMenu nodes={topNodes} mode={layout === 'mix' ? 'mix' : 'top'} /> : null}
        <TitlePortal
          variant="subtitle1"
          sx={menusOnTop ? visuallyHidden : { fontWeight: 600, ml: 0.5, fontSize: density.fontSize + 2 }}
        />
        <LoadingIndicator />
        <NotificationBell />
        <SizeMenu />
        <LanguageMenu />
        {showSettings ? <SettingsButton /> : null}
        <UserMenu>
          <ProfileMenuItem />
          <Logout />
        </UserMenu>
      </Toolbar>
    </AppBar>
  );
};
