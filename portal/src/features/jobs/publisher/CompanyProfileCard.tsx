import { companyProfileForm, type CompanyProfileForm } from '@jobmarket/contracts';
import { Alert, Box, Button, Card, CardContent, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useNotify } from '../../../app/Notifier';
import { PageLoading } from '../../../app/PageLoading';
import { useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { useSession } from '../../../session/SessionContext';

const myCompanyKey = ['companies', 'mine'] as const;
const INTRODUCTION_MAX = 2000;

const ProfileForm = ({ saved, companyId }: { saved: CompanyProfileForm; companyId: string | number }) => {
  const { t } = useI18n();
  const { api } = useSession();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<Partial<Record<keyof CompanyProfileForm | 'form', string>>>({});
  const [isSaving, setSaving] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const parsed = companyProfileForm.safeParse(values);
    if (!parsed.success) return setErrors({ introduction: t('validation.tooLong', { maximum: INTRODUCTION_MAX }) });
    setSaving(true);
    try {
      await api.request('/companies/mine', { method: 'PUT', json: parsed.data });
      notify(t('jobs.messages.profileSaved'), 'success');
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: ['companies'] });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      else setErrors({ form: error instanceof ApiError ? error.message : t('portal.company.failed') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={save}>
      <Stack spacing={2}>
        {errors.form && <Alert severity="error">{errors.form}</Alert>}
        <TextField
          name="introduction"
          label={t('portal.company.introduction')}
          value={values.introduction}
          onChange={(event) => setValues({ ...values, introduction: event.target.value })}
          error={Boolean(errors.introduction)}
          helperText={errors.introduction ?? t('portal.company.introductionHint')}
          multiline
          minRows={4}
          fullWidth
          slotProps={{ htmlInput: { maxLength: INTRODUCTION_MAX } }}
        />
        <FormControlLabel
          control={<Checkbox checked={values.showOfficePhoto} onChange={(event) => setValues({ ...values, showOfficePhoto: event.target.checked })} />}
          label={t('portal.company.showOfficePhoto')}
        />
        <Typography variant="body2" color="text.secondary">
          {t('portal.company.privacyNote')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button type="submit" variant="contained" disabled={isSaving}>
            {t('portal.company.save')}
          </Button>
          <Button component={RouterLink} to={`/companies/${companyId}`}>
            {t('portal.company.view')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
};

/** `GET|PUT /companies/mine`: the introduction and whether the office photo shows on the public company page. */
export const CompanyProfileCard = ({ companyId }: { companyId: string | number }) => {
  const { t } = useI18n();
  const { api } = useSession();
  const profile = useQuery({
    queryKey: myCompanyKey,
    // only the two settings are the form's; the rest of the answer is the public page's business
    queryFn: async () => companyProfileForm.parse(await api.request<unknown>('/companies/mine')),
  });
  return (
    <Card variant="outlined" component="section" aria-labelledby="company-page-title">
      <CardContent>
        <Typography id="company-page-title" variant="h6" component="h2" gutterBottom>
          {t('portal.company.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('portal.company.intro')}
        </Typography>
        {profile.isPending && <PageLoading />}
        {profile.isError && <Alert severity="error">{profile.error instanceof ApiError ? profile.error.message : t('portal.company.failed')}</Alert>}
        {profile.data && <ProfileForm key={profile.dataUpdatedAt} saved={profile.data} companyId={companyId} />}
      </CardContent>
    </Card>
  );
};
