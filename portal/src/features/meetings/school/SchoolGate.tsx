import { auditStatuses, type MyApplicationView, roleCodes } from '@jobmarket/contracts';
import { Alert, AlertTitle, Button, Container } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLoading } from '../../../app/PageLoading';
import { UnauthorizedPage } from '../../../app/UnauthorizedPage';
import { type PortalMessageKey, useI18n } from '../../../i18n/I18nContext';
import { useSession } from '../../../session/SessionContext';
import { myApplicationKey } from '../../registration/ApplicantHome';

/** Why a school admin cannot hold job fairs yet (the api's A0440 `meetings.refusals.schoolNotApproved`), or undefined once approved. */
export function schoolRefusalOf(application: Pick<MyApplicationView, 'auditStatus'>): PortalMessageKey | undefined {
  if (application.auditStatus === auditStatuses.approved) return undefined;
  return application.auditStatus === auditStatuses.rejected ? 'portal.meetings.school.cannot.rejected' : 'portal.meetings.school.cannot.pending';
}

/**
 * The school's job-fair pages are an approved school admin's (a school is an approved SCHOOL_ADMIN account): anyone
 * else signed in gets the access-denied page, a school still in review or rejected is told why before trying.
 */
export const SchoolGate = ({ children }: { children: ReactNode }) => {
  const { t } = useI18n();
  const { me, api } = useSession();
  const isSchoolAdmin = me?.roles.includes(roleCodes.schoolAdmin) ?? false;
  const application = useQuery({ queryKey: myApplicationKey, queryFn: () => api.request<MyApplicationView>('/registrations/mine'), enabled: isSchoolAdmin });
  if (!me) return <PageLoading />;
  if (!isSchoolAdmin) return <UnauthorizedPage />;
  if (application.isPending) return <PageLoading />;
  const refusal = application.data ? schoolRefusalOf(application.data) : undefined;
  if (application.isError || refusal)
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {application.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void application.refetch()}>
                {t('portal.meetings.school.common.retry')}
              </Button>
            }
          >
            {application.error.message}
          </Alert>
        ) : (
          <Alert severity="warning" variant="outlined" component="section" role="region" aria-labelledby="cannot-hold-fairs-title">
            <AlertTitle id="cannot-hold-fairs-title">{t('portal.meetings.school.cannot.title')}</AlertTitle>
            {refusal && t(refusal)}
          </Alert>
        )}
      </Container>
    );
  return children;
};
