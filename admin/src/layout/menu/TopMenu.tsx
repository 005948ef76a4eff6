import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { usePreferences } from '../../preferences';
import { useAdminPaths } from '../useAdminPaths';
import { MenuIcon } from './menuIcons';
import { firstPageOf, trailTo, type MenuNode } from './menuTree';
import { useMenuLabel } from './useMenuTree';

interface TopMenuProps {
  nodes: MenuNode[];
  /** top: sections open as drop-down menus; mix: a section is chosen here and its pages listed in the sidebar. */
  mode: 'top' | 'mix';
}

const itemSx = (active: boolean) => ({
  flexShrink: 0,
  height: '100%',
  px: 1.5,
  borderRadius: 0,
  color: active ? 'primary.main' : 'text.primary',
  boxShadow: active ? 'inset 0 -2px 0 currentColor' : 'none',
  fontWeight: active ? 600 : 400,
  textTransform: 'none',
  whiteSpace: 'nowrap',
});

/** The menus in the app bar, for the top and mix layouts. */
export const TopMenu = ({ nodes, mode }: TopMenuProps) => {
  const translate = useTranslate();
  const { pathname } = useAdminPaths();
  const { preferences } = usePreferences();
  const activeTop = trailTo(nodes, pathname)[0]?.path ?? preferences.activeTopMenuPath;
  return (
    <Box
      component="nav"
      aria-label={translate('admin.layout.topMenu')}
      sx={{ display: 'flex', alignSelf: 'stretch', alignItems: 'stretch', flex: 1, minWidth: 0, overflowX: 'auto', scrollbarWidth: 'none' }}
    >
      {nodes.map((node) =>
        node.children && mode === 'top' ? (
          <SectionMenu key={node.path} node={node} active={node.path === activeTop} />
        ) : (
          <TopLink key={node.path} node={node} target={mode === 'mix' ? firstPageOf(node) : node} active={node.path === activeTop} />
        ),
      )}
    </Box>
  );
};

const TopLink = ({ node, target, active }: { node: MenuNode; target: MenuNode; active: boolean }) => {
  const { hrefOf } = useAdminPaths();
  const { update } = usePreferences();
  const label = useMenuLabel()(node);
  return (
    <Button
      {...(target.href
        ? { component: 'a', href: target.href, target: '_blank', rel: 'noopener noreferrer' }
        : { component: Link, to: `${hrefOf(target.path)}${target.search ?? ''}` })}
      onClick={() => update({ activeTopMenuPath: node.path })}
      aria-current={active ? 'page' : undefined}
      startIcon={<MenuIcon node={node} />}
      sx={itemSx(active)}
    >
      {label}
    </Button>
  );
};

const SectionMenu = ({ node, active }: { node: MenuNode; active: boolean }) => {
  const { pathname, hrefOf } = useAdminPaths();
  const menuLabel = useMenuLabel();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pages = (node.children ?? []).flatMap((child) => (child.children ? child.children : [child]));
  return (
    <>
      <Button
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<MenuIcon node={node} />}
        endIcon={<ExpandMoreIcon />}
        sx={itemSx(active)}
      >
        {menuLabel(node)}
      </Button>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        {pages.map((page) => {
          const current = trailTo([page], pathname).length > 0;
          return (
            <MenuItem
              key={page.path}
              {...(page.href
                ? { component: 'a', href: page.href, target: '_blank', rel: 'noopener noreferrer' }
                : { component: Link, to: `${hrefOf(page.path)}${page.search ?? ''}` })}
              selected={current}
              aria-current={current ? 'page' : undefined}
              onClick={() => setAnchor(null)}
              sx={{ gap: 1.5, minWidth: 180 }}
            >
              <MenuIcon node={page} />
              {menuLabel(page)}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
};
