import { AppBar, Box, Link, Toolbar } from '@mui/material';
import { Outlet, Link as RouterLink } from 'react-router';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher';
import { useI18n } from '../i18n/I18nContext';
import { useVisitReporting } from './useVisitReporting';

export const PublicLayout = () => {
  const { t } = useI18n();
  useVisitReporting();
  return (
    <>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar>
          <Link component={RouterLink} to="/" variant="h6" underline="none" sx={{ flexGrow: 1, fontWeight: 700 }}>
            {t('app.title')}
          </Link>
          <LanguageSwitcher />
        </Toolbar>
      </AppBar>
      <Box component="main">
        <Outlet />
      </Box>
    </>
  );
};
