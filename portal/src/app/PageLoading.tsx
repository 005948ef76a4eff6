import { Box, CircularProgress } from '@mui/material';
import { useI18n } from '../i18n/I18nContext';

export const PageLoading = () => {
  const { t } = useI18n();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <CircularProgress aria-label={t('portal.common.loading')} />
    </Box>
  );
};
