import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useAdminPaths } from '../useAdminPaths';
import { MenuIcon } from './menuIcons';
import { firstPageOf, isUnder, trailTo, type MenuNode } from './menuTree';
import { useMenuLabel } from './useMenuTree';

interface SidebarMenuProps {
  nodes: MenuNode[];
  /** Icons only, names in tooltips (the desktop sidebar when closed). */
  collapsed: boolean;
  /** Called after following a link (the phone drawer closes itself). */
  onNavigate?: () => void;
}

const activeItem = (theme: Theme) => ({
  color: theme.palette.primary.main,
  backgroundColor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.2 : 0.1),
  boxShadow: `inset 3px 0 0 ${theme.palette.primary.main}`,
  '& .MuiListItemIcon-root': { color: theme.palette.primary.main },
  '&:hover': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.26 : 0.14) },
});

/** The sidebar's menu: sections that fold open, the current page highlighted. */
export const SidebarMenu = ({ nodes, collapsed, onNavigate }: SidebarMenuProps) => {
  const translate = useTranslate();
  return (
    <List component="nav" aria-label={translate('admin.layout.mainMenu')} disablePadding sx={{ py: 0.5 }}>
      {nodes.map((node) => (
        <MenuEntry key={node.path} node={node} depth={0} collapsed={collapsed} onNavigate={onNavigate} />
      ))}
    </List>
  );
};

interface EntryProps {
  node: MenuNode;
  depth: number;
  collapsed: boolean;
  onNavigate?: (() => void) | undefined;
}

const MenuEntry = (props: EntryProps) => (props.node.children ? <SectionEntry {...props} /> : <PageEntry {...props} />);

const PageEntry = ({ node, depth, collapsed, onNavigate }: EntryProps) => {
  const { pathname, hrefOf } = useAdminPaths();
  const label = useMenuLabel()(node);
  const active = isUnder(node.path, pathname);
  const item = (
    <ListItemButton
      {...(node.href
        ? { component: 'a', href: node.href, target: '_blank', rel: 'noopener noreferrer' }
        : { component: Link, to: `${hrefOf(node.path)}${node.search ?? ''}` })}
      onClick={onNavigate}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? label : undefined}
      sx={(theme) => ({
        minHeight: 44,
        pl: collapsed ? 2 : 2 + depth * 2,
        '&.Mui-selected': activeItem(theme),
      })}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        <MenuIcon node={node} />
      </ListItemIcon>
      {collapsed ? null : <ListItemText primary={label} slotProps={{ primary: { noWrap: true, variant: 'body2' } }} />}
    </ListItemButton>
  );
  return collapsed ? (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  ) : (
    item
  );
};

const SectionEntry = ({ node, depth, collapsed, onNavigate }: EntryProps) => {
  const { pathname, hrefOf } = useAdminPaths();
  const menuLabel = useMenuLabel();
  const label = menuLabel(node);
  const containsActive = trailTo([node], pathname).length > 0;
  const [expanded, setExpanded] = useState(containsActive);
  // arriving on one of its pages (from a tab, a link, the address bar) unfolds the section
  useEffect(() => {
    if (containsActive) setExpanded(true);
  }, [containsActive]);
  const [flyout, setFlyout] = useState<HTMLElement | null>(null);
  const children = node.children ?? [];

  if (collapsed) {
    // a closed sidebar has no room to unfold: the section's pages open in a menu beside it
    return (
      <>
        <Tooltip title={label} placement="right">
          <ListItemButton
            aria-label={label}
            aria-haspopup="menu"
            onClick={(event: MouseEvent<HTMLElement>) => setFlyout(event.currentTarget)}
            selected={containsActive}
            sx={(theme) => ({ minHeight: 44, pl: 2, '&.Mui-selected': activeItem(theme) })}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <MenuIcon node={node} />
            </ListItemIcon>
          </ListItemButton>
        </Tooltip>
        <Menu open={flyout !== null} anchorEl={flyout} onClose={() => setFlyout(null)} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
          {children.map((child) => (
            <MenuItem
              key={child.path}
              component={Link}
              to={hrefOf(firstPageOf(child).path) + (firstPageOf(child).search ?? '')}
              selected={trailTo([child], pathname).length > 0}
              onClick={() => {
                setFlyout(null);
                onNavigate?.();
              }}
            >
              {menuLabel(child)}
            </MenuItem>
          ))}
        </Menu>
      </>
    );
  }

  return (
    <>
      <ListItemButton
        aria-expanded={expanded}
        onClick={() => setExpanded(!expanded)}
        sx={{ minHeight: 44, pl: 2 + depth * 2, color: containsActive ? 'primary.main' : undefined }}
      >
        <ListItemIcon sx={{ minWidth: 36, color: containsActive ? 'primary.main' : undefined }}>
          <MenuIcon node={node} />
        </ListItemIcon>
        <ListItemText primary={label} slotProps={{ primary: { noWrap: true, variant: 'body2' } }} />
        {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto">
        <List disablePadding>
          {children.map((child) => (
            <MenuEntry key={child.path} node={child} depth={depth + 1} collapsed={false} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </>
  );
};
