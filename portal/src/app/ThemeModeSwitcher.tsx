import { IconButton, Menu, MenuItem, useColorScheme } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../i18n/I18nContext';
import { DarkModeIcon, LightModeIcon, SettingsBrightnessIcon } from './icons';

const modes = [
  { mode: 'light', label: 'portal.nav.theme.light', Icon: LightModeIcon },
  { mode: 'dark', label: 'portal.nav.theme.dark', Icon: DarkModeIcon },
  { mode: 'system', label: 'portal.nav.theme.system', Icon: SettingsBrightnessIcon },
] as const;

/** Light, dark or auto (follows the system); MUI keeps the choice in localStorage. */
export const ThemeModeSwitcher = () => {
  const { t } = useI18n();
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = modes.find((option) => option.mode === mode) ?? modes[2];
  return (
    <>
      <IconButton aria-label={t('portal.nav.theme.label')} title={t('portal.nav.theme.label')} onClick={(event) => setAnchor(event.currentTarget)} color="inherit">
        <current.Icon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {modes.map((option) => (
          <MenuItem
            key={option.mode}
            selected={option.mode === current.mode}
            onClick={() => {
              setMode(option.mode);
              setAnchor(null);
            }}
          >
            <option.Icon fontSize="small" sx={{ mr: 1 }} />
            {t(option.label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
