import { Container, Typography } from '@mui/material';
import { useI18n } from '../../i18n/I18nContext';

export const HomePage = () => {
  const { t } = useI18n();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      <Typography variant="h2" component="h1" sx={{ fontWeight: 700 }} gutterBottom>
        {t('app.title')}
      </Typography>
      <Typography variant="h5" component="p" color="text.secondary">
        {t('app.tagline')}
      </Typography>
    </Container>
  );
};
