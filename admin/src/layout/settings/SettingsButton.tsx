import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SettingsDrawer } from './SettingsDrawer';

/** The gear in the app bar that opens the interface settings. */
export const SettingsButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('admin.settings.open');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <SettingsOutlinedIcon />
        </IconButton>
      </Tooltip>
      <SettingsDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
};
