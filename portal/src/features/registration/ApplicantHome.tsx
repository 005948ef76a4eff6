import {
  applicationCorrectionForm,
  auditStatuses,
  type DocumentField,
  type MyApplicationView,
  publisherDocumentFields,
  schoolAdminDocumentFields,
} from '@jobmarket/contracts';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Container, Grid, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from '../../app/Notifier';
import { PageLoading } from '../../app/PageLoading';
import { type PortalMessageKey, useI18n } from '../../i18n/I18nContext';
import { type Me, useSession } from '../../session/SessionContext';
import { FilePicker } from './FilePicker';
import { useFileFields } from './useFileFields';
import { useForm } from '../../forms/useForm';
import { PrivateDocument } from './PrivateDocument';
import { RecentNotices } from '../system/notices/RecentNotices';
import { CannotPostYet, postingRefusalOf } from '../jobs/publisher/CannotPostYet';
import { CompanyProfileCard } from '../jobs/publisher/CompanyProfileCard';
import { MyJobsSection } from '../jobs/publisher/MyJobsSection';
import { VipHomeCard } from '../membership/current/VipHomeCard';

export const myApplicationKey = ['registration', 'mine'] as const;
type ApplicantKind = 'publisher' | 'schoolAdmin';

const statusTexts: Record<number, { severity: 'info' | 'success' | 'error'; title: PortalMessageKey; body: PortalMessageKey }> = {
  [auditStatuses.pending]: { severity: 'info', title: 'portal.audit.status.pending', body: 'portal.audit.explain.pending' },
  [auditStatuses.approved]: { severity: 'success', title: 'portal.audit.status.approved', body: 'portal.audit.explain.approved' },
  [auditStatuses.rejected]: { severity: 'error', title: 'portal.audit.status.rejected', body: 'portal.audit.explain.rejected' },
};

const CorrectionForm = ({ application, kind }: { application: MyApplicationView; kind: ApplicantKind }) => {
  const { t } = useI18n();
  const { api } = useSession();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const documentFields = kind === 'publisher' ? publisherDocumentFields : schoolAdminDocumentFields;
  const nameField = kind === 'publisher' ? 'company' : 'schoolName';
  const form = useForm({ [nameField]: (kind === 'publisher' ? application.company : application.schoolName) ?? '' } as Record<'company' | 'schoolName', string>);
  const files = useFileFields<DocumentField>(documentFields);
  const [isSubmitting, setSubmitting] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const values = form.validate(applicationCorrectionForm);
    if (!values) return;
    setSubmitting(true);
    try {
      const body = new FormData();
      const name = values[nameField];
      if (name) body.set(nameField, name);
      files.appendTo(body);
      await api.request('/registrations/mine/documents', { method: 'PUT', form: body });
      notify(t('portal.audit.resubmitted'), 'success');
      await queryClient.invalidateQueries({ queryKey: myApplicationKey });
    } catch (error) {
      form.showFailure(error, t('portal.register.failed'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="correct-application">
      <CardContent>
        <Typography id="correct-application" variant="h6" component="h2" gutterBottom>
          {t('portal.audit.correctTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('portal.audit.correctIntro')}
        </Typography>
        {form.errors.form && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {form.errors.form}
          </Alert>
        )}
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={3}>
            <TextField label={t(kind === 'publisher' ? 'portal.fields.company' : 'portal.fields.schoolName')} fullWidth {...form.fieldProps(nameField)} />
            {documentFields.map((field) => (
              <FilePicker key={field} label={t(`portal.fields.${field}`)} {...files.pickerProps(field)} error={form.errors[field]} />
            ))}
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {t('portal.audit.resubmit')}
            </Button>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
};

/** A publisher's VIP membership, jobs and company page once their application is approved; until then, why they cannot post. */
const PublisherJobs = ({ me, application }: { me: Me; application: MyApplicationView }) => {
  const refusal = postingRefusalOf(application);
  if (refusal) return <CannotPostYet reason={refusal} />;
  return (
    <>
      <VipHomeCard />
      <MyJobsSection />
      <CompanyProfileCard companyId={me.userId} />
    </>
  );
};

/** Publisher and school admin home: the audit status front and centre, the documents, and a way to correct them when rejected. */
export const ApplicantHome = ({ me, kind }: { me: Me; kind: ApplicantKind }) => {
  const { t } = useI18n();
  const { api } = useSession();
  const application = useQuery({ queryKey: myApplicationKey, queryFn: () => api.request<MyApplicationView>('/registrations/mine') });
  const data = application.data;
  const status = data ? statusTexts[data.auditStatus] : undefined;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t(kind === 'publisher' ? 'portal.audit.publisherTitle' : 'portal.audit.schoolTitle', { name: me.nickname || me.username })}
      </Typography>
      {application.isLoading && <PageLoading />}
      {application.isError && <Alert severity="error">{application.error.message}</Alert>}
      {data && status && (
        <Stack spacing={3}>
          <Alert severity={status.severity} variant="outlined" role="status" aria-live="polite" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
            <AlertTitle sx={{ fontSize: '1.25rem' }}>{t(status.title)}</AlertTitle>
            {t(status.body)}
            {data.auditStatus === auditStatuses.rejected && data.rejectReason && (
              <Typography sx={{ mt: 1 }}>
                <strong>{t('portal.audit.rejectReason')}</strong> {data.rejectReason}
              </Typography>
            )}
            {data.auditTime && (
              <Typography variant="caption" component="p" sx={{ mt: 1 }}>
                {t('portal.audit.auditTime', { time: data.auditTime })}
              </Typography>
            )}
          </Alert>
          {kind === 'publisher' && <PublisherJobs me={me} application={data} />}
          <Card variant="outlined" component="section" aria-labelledby="application-details">
            <CardContent>
              <Typography id="application-details" variant="h6" component="h2" gutterBottom>
                {t('portal.audit.details')}
              </Typography>
              <Grid container spacing={2} sx={{ mb: 2 }}>
                {[
                  [kind === 'publisher' ? 'portal.fields.company' : 'portal.fields.schoolName', (kind === 'publisher' ? data.company : data.schoolName) ?? '—'],
                  ['portal.fields.email', data.email],
                  ['portal.fields.mobile', data.mobile],
                ].map(([label, value]) => (
                  <Grid key={label} size={{ xs: 12, sm: 4 }}>
                    <Typography variant="caption" color="text.secondary">
                      {t(label as PortalMessageKey)}
                    </Typography>
                    <Typography sx={{ wordBreak: 'break-word' }}>{value}</Typography>
                  </Grid>
                ))}
              </Grid>
              {Object.entries(data.documents).map(([field, documents]) => (
                <Box key={field} sx={{ mb: 2 }}>
                  <Typography variant="subtitle2" gutterBottom>
                    {t(`portal.fields.${field as DocumentField}`)}
                  </Typography>
                  <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {documents?.map((document) => <PrivateDocument key={document.id} document={document} />)}
                  </Stack>
                </Box>
              ))}
            </CardContent>
          </Card>
          {data.auditStatus === auditStatuses.rejected && <CorrectionForm key={data.rejectReason ?? ''} application={data} kind={kind} />}
          <RecentNotices />
        </Stack>
      )}
    </Container>
  );
};
