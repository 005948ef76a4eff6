import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTheme as useRaThemeMode } from 'react-admin';
import { useAdminThemes } from './useAdminThemes';

/**
 * Applies the preferred theme to everything inside the layout, live, whether or not <Admin> was given
 * useAdminThemes(); and tells react-admin's own light/dark setting (its store's `theme`) the mode we chose,
 * so screens outside the layout that use react-admin's theme follow too.
 */
export const AdminThemeProvider = ({ children }: { children: ReactNode }) => {
  const { theme, darkTheme, defaultTheme } = useAdminThemes();
  const muiTheme = useMemo(() => createTheme(defaultTheme === 'dark' ? darkTheme : theme), [defaultTheme, theme, darkTheme]);

  const [raMode, setRaMode] = useRaThemeMode();
  useEffect(() => {
    if (raMode !== defaultTheme) setRaMode(defaultTheme);
  }, [raMode, defaultTheme, setRaMode]);

  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
};
