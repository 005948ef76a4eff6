import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useI18n } from '../../../i18n/I18nContext';

/** A refusal said in full, with the way to the VIP page when it is a quota the membership would raise. */
export const RefusalAlert = ({ message, link, severity = 'error' }: { message: string; link?: string; severity?: 'error' | 'warning' }) => {
  const { t } = useI18n();
  return (
    <Alert
      severity={severity}
      role="alert"
      action={
        link ? (
          <Button component={RouterLink} to={link} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
            {t('portal.vip.goToVip')}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
};
