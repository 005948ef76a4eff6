import type { PublicJobView } from '@jobmarket/contracts';
import { Alert, Button, Stack } from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { loginPathFor } from '../../../app/routeGuard';
import { useI18n } from '../../../i18n/I18nContext';
import { useSession } from '../../../session/SessionContext';
import { useHydrated } from '../../../ssr/useHydrated';
import { ShareButton } from './ShareButton';

/**
 * Apply and share. A visitor signs in first and comes back to this job; a signed-in one is told honestly that
 * applications open with the application feature (delivery orders). A job no longer open offers sharing only.
 */
export const ApplyPanel = ({ job }: { job: PublicJobView }) => {
  const { t } = useI18n();
  const { isSignedIn } = useSession();
  // the server renders signed out; the stored sign-in counts once the page is the browser's
  const isHydrated = useHydrated();
  const [hasAsked, setAsked] = useState(false);
  const noteId = useId();

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {job.isOpen &&
          (isSignedIn && isHydrated ? (
            <Button variant="contained" size="large" onClick={() => setAsked(true)} aria-describedby={hasAsked ? noteId : undefined}>
              {t('jobPage.apply')}
            </Button>
          ) : (
            <Button component={RouterLink} to={loginPathFor(`/jobs/${job.id}`)} variant="contained" size="large">
              {t('jobPage.signInToApply')}
            </Button>
          ))}
        <ShareButton title={job.position} />
      </Stack>
      {hasAsked && (
        <Alert id={noteId} severity="info" role="status">
          {t('jobPage.applySoon')}
        </Alert>
      )}
    </Stack>
  );
};
