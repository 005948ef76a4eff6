import { createTheme } from '@mui/material';

// System fonts only: the CSP allows no font CDN, and these cover Latin, Chinese, Lao and Thai.
const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Noto Sans Thai"',
  '"Noto Sans Lao"',
  '"Noto Sans CJK SC"',
  '"PingFang SC"',
  '"Microsoft YaHei"',
  'sans-serif',
].join(', ');

/** Where the visitor's light / dark / auto choice is kept (spec §3 local preferences: theme). */
export const THEME_MODE_STORAGE_KEY = 'jobmarket.portal.theme';

/** Light and dark schemes as CSS variables; the dark one toggles a `dark` class on <html> (spec §4). */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: { palette: { primary: { main: '#1565c0' }, background: { default: '#f7f9fc' } } },
    dark: { palette: { primary: { main: '#90caf9' } } },
  },
  typography: { fontFamily },
  shape: { borderRadius: 10 },
});
