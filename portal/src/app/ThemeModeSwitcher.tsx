import { IconButton, useColorScheme } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useI18n } from '../i18n/I18nContext';
import { themeModes } from './themeModes';
import { useHasOpened } from './useHasOpened';

// the menu's code loads on the first click: the first paint shows only the button
const ThemeModeMenu = lazy(() => import('./ThemeModeMenu'));

/** Light, dark or auto (follows the system); MUI keeps the choice in localStorage. */
export const ThemeModeSwitcher = () => {
  const { t } = useI18n();
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hasOpened = useHasOpened(anchor !== null);
  const current = themeModes.find((option) => option.mode === mode) ?? themeModes[2];
  return (
    <>
      <IconButton aria-label={t('portal.nav.theme.label')} title={t('portal.nav.theme.label')} onClick={(event) => setAnchor(event.currentTarget)} color="inherit">
        <current.Icon />
      </IconButton>
      {hasOpened && (
        <Suspense fallback={null}>
          <ThemeModeMenu anchor={anchor} current={current.mode} onChoose={setMode} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
};
