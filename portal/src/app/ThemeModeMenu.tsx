import { Menu, MenuItem } from '@mui/material';
import { useI18n } from '../i18n/I18nContext';
import { type ThemeMode, themeModes } from './themeModes';

interface ThemeModeMenuProps {
  /** The switcher's button while the menu is open, else null. */
  anchor: HTMLElement | null;
  current: ThemeMode;
  onChoose: (mode: ThemeMode) => void;
  onClose: () => void;
}

/** The theme switcher's drop-down, a chunk of its own. */
export const ThemeModeMenu = ({ anchor, current, onChoose, onClose }: ThemeModeMenuProps) => {
  const { t } = useI18n();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {themeModes.map((option) => (
        <MenuItem
          key={option.mode}
          selected={option.mode === current}
          onClick={() => {
            onChoose(option.mode);
            onClose();
          }}
        >
          <option.Icon fontSize="small" sx={{ mr: 1 }} />
          {t(option.label)}
        </MenuItem>
      ))}
    </Menu>
  );
};

export default ThemeModeMenu;
