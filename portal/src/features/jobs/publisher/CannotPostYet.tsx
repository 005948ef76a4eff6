import { auditStatuses, type MyApplicationView } from '@jobmarket/contracts';
import { Alert, AlertTitle } from '@mui/material';
import { type PortalMessageKey, useI18n } from '../../../i18n/I18nContext';

/** Why a publisher cannot post yet (the api's A0440 says the same), or undefined once their application is approved. */
export function postingRefusalOf(application: Pick<MyApplicationView, 'auditStatus'>): PortalMessageKey | undefined {
  if (application.auditStatus === auditStatuses.approved) return undefined;
  return application.auditStatus === auditStatuses.rejected ? 'jobs.refusals.publisherRejected' : 'jobs.refusals.publisherNotApproved';
}

/** In place of the jobs while the company's application is not approved: why posting waits, said before anyone tries. */
export const CannotPostYet = ({ reason }: { reason: PortalMessageKey }) => {
  const { t } = useI18n();
  return (
    <Alert severity="warning" variant="outlined" component="section" role="region" aria-labelledby="cannot-post-title">
      <AlertTitle id="cannot-post-title">{t('portal.myJobs.cannotPostTitle')}</AlertTitle>
      {t(reason)}
    </Alert>
  );
};
