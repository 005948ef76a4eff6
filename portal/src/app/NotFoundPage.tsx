import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useI18n } from '../i18n/I18nContext';

export const NotFoundPage = () => {
  const { t } = useI18n();
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('portal.notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('portal.notFound.message')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('portal.notFound.backHome')}
      </Button>
    </Container>
  );
};
