import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { type PortalMessageKey, useI18n } from '../i18n/I18nContext';

const texts = {
  notFound: { title: 'portal.notFound.title', message: 'portal.notFound.message', backHome: 'portal.notFound.backHome' },
  unauthorized: { title: 'portal.unauthorized.title', message: 'portal.unauthorized.message', backHome: 'portal.unauthorized.backHome' },
} satisfies Record<string, Record<'title' | 'message' | 'backHome', PortalMessageKey>>;

/** The error pages of spec §2 (404 for addresses that match nothing, 401 for pages the account may not open). */
export const StatusPage = ({ kind }: { kind: keyof typeof texts }) => {
  const { t } = useI18n();
  const keys = texts[kind];
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t(keys.title)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t(keys.message)}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t(keys.backHome)}
      </Button>
    </Container>
  );
};
