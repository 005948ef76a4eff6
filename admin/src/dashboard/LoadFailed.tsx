import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A panel whose data did not come: says so and offers another try. */
export const LoadFailed = ({ onRetry }: { onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('admin.dashboard.retry')}
        </Button>
      }
    >
      {translate('admin.dashboard.loadFailed')}
    </Alert>
  );
};
