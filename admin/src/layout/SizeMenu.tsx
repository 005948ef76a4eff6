import CheckIcon from '@mui/icons-material/Check';
import FormatSizeIcon from '@mui/icons-material/FormatSize';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { sizes, usePreferences } from '../preferences';

/** The layout size selector of the app bar (spec §2 chrome): default, large or small density. */
export const SizeMenu = () => {
  const translate = useTranslate();
  const { preferences, update } = usePreferences();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('admin.layout.size.label');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <FormatSizeIcon />
        </IconButton>
      </Tooltip>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        {sizes.map((size) => (
          <MenuItem
            key={size}
            selected={size === preferences.size}
            onClick={() => {
              setAnchor(null);
              update({ size });
            }}
          >
            <ListItemIcon>{size === preferences.size ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{translate(`admin.layout.size.${size}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
