import type { PublicJobView } from '@jobmarket/contracts';
import { roleCodes } from '@jobmarket/contracts/identity/roles';
import { Alert, Button, Stack } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { deliveryPaths } from '../../../app/paths';
import { loginPathFor } from '../../../app/routeGuard';
import { useI18n } from '../../../i18n/I18nContext';
import { useSession } from '../../../session/SessionContext';
import { useHydrated } from '../../../ssr/useHydrated';
import { ShareButton } from './ShareButton';

// the dialog (and the resumes and delivery code it needs) loads when a job seeker asks to apply, never on a first paint
const ApplyDialog = lazy(() => import('../../delivery/apply/ApplyDialog'));

/**
 * Apply and share. A visitor signs in first and comes back to this job; a signed-in job seeker applies with one of
 * their resumes (delivery orders), and anyone else signed in is told only job seekers apply. A job no longer open
 * offers sharing only.
 */
export const ApplyPanel = ({ job }: { job: PublicJobView }) => {
  const { t } = useI18n();
  const { isSignedIn, me } = useSession();
  // the server renders signed out; the stored sign-in counts once the page is the browser's
  const isHydrated = useHydrated();
  const [step, setStep] = useState<'idle' | 'choosing' | 'applied' | 'notASeeker'>('idle');
  const noteId = useId();
  const isSeeker = me?.roles.includes(roleCodes.seeker) ?? false;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {job.isOpen &&
          (isSignedIn && isHydrated ? (
            <Button
              variant="contained"
              size="large"
              disabled={me === undefined}
              onClick={() => setStep(isSeeker ? 'choosing' : 'notASeeker')}
              aria-describedby={step === 'applied' || step === 'notASeeker' ? noteId : undefined}
            >
              {t('jobPage.apply')}
            </Button>
          ) : (
            <Button component={RouterLink} to={loginPathFor(`/jobs/${job.id}`)} variant="contained" size="large">
              {t('jobPage.signInToApply')}
            </Button>
          ))}
        <ShareButton title={job.position} />
      </Stack>
      {step === 'choosing' && (
        <Suspense fallback={null}>
          <ApplyDialog job={{ id: job.id, position: job.position, company: job.company.name }} onApplied={() => setStep('applied')} onClose={() => setStep('idle')} />
        </Suspense>
      )}
      {step === 'applied' && (
        <Alert
          id={noteId}
          severity="success"
          role="status"
          action={
            <Button component={RouterLink} to={deliveryPaths.mine} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
              {t('portal.delivery.apply.seeApplications')}
            </Button>
          }
        >
          {t('portal.delivery.apply.sent')}
        </Alert>
      )}
      {step === 'notASeeker' && (
        <Alert id={noteId} severity="info" role="status">
          {t('portal.delivery.apply.notASeeker')}
        </Alert>
      )}
    </Stack>
  );
};
