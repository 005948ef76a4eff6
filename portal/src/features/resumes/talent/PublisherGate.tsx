import { auditStatuses, type MyApplicationView, roleCodes } from '@jobmarket/contracts';
import { Alert, AlertTitle, Container } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLoading } from '../../../app/PageLoading';
import { UnauthorizedPage } from '../../../app/UnauthorizedPage';
import { type PortalMessageKey, useI18n } from '../../../i18n/I18nContext';
import { useSession } from '../../../session/SessionContext';
import { myApplicationKey } from '../../registration/ApplicantHome';

/** Why a publisher cannot search resumes yet (the api's A0440 `resumes.refusals.notAPublisher`), or undefined once approved. */
export function talentRefusalOf(application: Pick<MyApplicationView, 'auditStatus'>): PortalMessageKey | undefined {
  if (application.auditStatus === auditStatuses.approved) return undefined;
  return application.auditStatus === auditStatuses.rejected ? 'portal.talent.cannot.rejected' : 'portal.talent.cannot.pending';
}

/**
 * The talent pages are an approved publisher's, as posting jobs is (jobs/publisher/JobFormPage): anyone else signed in
 * gets the access-denied page, a publisher still in review or rejected is told why before trying.
 */
export const PublisherGate = ({ children }: { children: ReactNode }) => {
  const { t } = useI18n();
  const { me, api } = useSession();
  const isPublisher = me?.roles.includes(roleCodes.publisher) ?? false;
  const application = useQuery({ queryKey: myApplicationKey, queryFn: () => api.request<MyApplicationView>('/registrations/mine'), enabled: isPublisher });
  if (!me) return <PageLoading />;
  if (!isPublisher) return <UnauthorizedPage />;
  if (application.isPending) return <PageLoading />;
  const refusal = application.data ? talentRefusalOf(application.data) : undefined;
  if (application.isError || refusal)
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {application.isError ? (
          <Alert severity="error">{application.error.message}</Alert>
        ) : (
          <Alert severity="warning" variant="outlined" component="section" role="region" aria-labelledby="cannot-search-title">
            <AlertTitle id="cannot-search-title">{t('portal.talent.cannot.title')}</AlertTitle>
            {refusal && t(refusal)}
          </Alert>
        )}
      </Container>
    );
  return children;
};
