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

export const theme = createTheme({
  palette: { primary: { main: '#1565c0' } },
  typography: { fontFamily },
});
