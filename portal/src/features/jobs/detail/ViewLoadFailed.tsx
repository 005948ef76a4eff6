import { Alert, Button, Container } from '@mui/material';
import { useI18n } from '../../../i18n/I18nContext';

/** The api could not be reached for a page's view: say so and offer to try again. */
export const ViewLoadFailed = ({ message, onRetry }: { message: string; onRetry: () => void }) => {
  const { t } = useI18n();
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('jobPage.retry')}
          </Button>
        }
      >
        {message}
      </Alert>
    </Container>
  );
};
