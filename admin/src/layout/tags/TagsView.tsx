import CloseIcon from '@mui/icons-material/Close';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { Box, IconButton, Menu, MenuItem } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useChrome } from '../ChromeContext';
import { useAdminPaths } from '../useAdminPaths';
import { useMenuTree } from '../menu/useMenuTree';
import { tagHref, type Tag } from './tags';
import { useTagsView } from './TagsViewContext';
import { useTagTitle } from './useTagTitle';

type MenuAnchor = { path: string; position: { top: number; left: number } };

/**
 * The tabs of visited pages under the app bar: the dashboard pinned first, the current page highlighted,
 * close buttons, and close / close others / close all from a right click or the actions button.
 */
export const TagsView = () => {
  const translate = useTranslate();
  const { density } = useChrome();
  const { tags, activePath, close, closeOthers, closeAll } = useTagsView();
  const titleOf = useTagTitle(useMenuTree());
  const [anchor, setAnchor] = useState<MenuAnchor | null>(null);
  const { hrefOf } = useAdminPaths();

  const openMenu = (path: string) => (event: MouseEvent) => {
    event.preventDefault();
    setAnchor({ path, position: { top: event.clientY, left: event.clientX } });
  };
  const openActions = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setAnchor({ path: activePath, position: { top: box.bottom, left: box.left } });
  };
  const run = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  const anchorTag = tags.find((tag) => tag.path === anchor?.path);

  return (
    <Box
      component="nav"
      aria-label={translate('admin.layout.tags.label')}
      className="jm-tags-view"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        height: density.tagsHeight,
        px: 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        boxShadow: (theme) => (theme.palette.mode === 'dark' ? 'none' : '0 1px 3px rgba(0, 21, 41, 0.06)'),
      }}
    >
      <Box
        component="ul"
        sx={{ display: 'flex', gap: 0.5, m: 0, p: 0, listStyle: 'none', flex: 1, overflowX: 'auto', scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      >
        {tags.map((tag) => (
          <TagItem
            key={tag.path}
            tag={tag}
            title={titleOf(tag)}
            active={tag.path === activePath}
            closeLabel={translate('admin.layout.tags.close', { title: titleOf(tag) })}
            href={hrefOf(tagHref(tag))}
            onClose={() => close(tag.path)}
            onContextMenu={openMenu(tag.path)}
            height={density.tagsHeight - 10}
          />
        ))}
      </Box>
      <IconButton size="small" aria-label={translate('admin.layout.tags.actions')} aria-haspopup="menu" onClick={openActions}>
        <MoreHorizIcon fontSize="small" />
      </IconButton>
      <Menu
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorReference="anchorPosition"
        anchorPosition={anchor?.position}
      >
        <MenuItem disabled={!anchorTag || anchorTag.affix} onClick={run(() => anchor && close(anchor.path))}>
          {translate('admin.layout.tags.closeCurrent')}
        </MenuItem>
        <MenuItem onClick={run(() => anchor && closeOthers(anchor.path))}>{translate('admin.layout.tags.closeOthers')}</MenuItem>
        <MenuItem onClick={run(closeAll)}>{translate('admin.layout.tags.closeAll')}</MenuItem>
      </Menu>
    </Box>
  );
};

interface TagItemProps {
  tag: Tag;
  href: string;
  title: string;
  active: boolean;
  closeLabel: string;
  onClose: () => void;
  onContextMenu: (event: MouseEvent) => void;
  height: number;
}

const TagItem = ({ tag, href, title, active, closeLabel, onClose, onContextMenu, height }: TagItemProps) => (
  <Box
    component="li"
    onContextMenu={onContextMenu}
    data-active={active || undefined}
    sx={(theme) => ({
      display: 'flex',
      alignItems: 'center',
      flexShrink: 0,
      height,
      pl: 1.25,
      pr: tag.affix ? 1.25 : 0.25,
      border: 1,
      borderRadius: 1,
      borderColor: active ? 'primary.main' : 'divider',
      bgcolor: active ? 'primary.main' : 'transparent',
      color: active ? 'primary.contrastText' : 'text.secondary',
      fontSize: '0.8125rem',
      '&:hover': active ? {} : { color: 'primary.main', bgcolor: alpha(theme.palette.primary.main, 0.06) },
      '& a': { color: 'inherit', textDecoration: 'none', whiteSpace: 'nowrap', outlineOffset: 2 },
    })}
  >
    {active ? <Box component="span" sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: 'currentColor', mr: 0.75 }} /> : null}
    <Link to={href} aria-current={active ? 'page' : undefined}>
      {title}
    </Link>
    {tag.affix ? null : (
      <IconButton
        size="small"
        aria-label={closeLabel}
        onClick={onClose}
        sx={{ ml: 0.25, p: 0.25, color: 'inherit', '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.12)' } }}
      >
        <CloseIcon sx={{ fontSize: 12 }} />
      </IconButton>
    )}
  </Box>
);
