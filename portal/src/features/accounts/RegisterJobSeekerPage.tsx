import { jobSeekerRegistrationForm, type RegisteredAccount } from '@jobmarket/contracts';
import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useI18n } from '../../i18n/I18nContext';
import { useSession } from '../../session/SessionContext';
import { AccountCard } from './AccountCard';
import { FilePicker } from './FilePicker';
import { GenderSelect } from './GenderSelect';
import { PasswordInput } from './PasswordInput';
import { useFileFields } from './useFileFields';
import { useForm } from './useForm';

const fileFields = ['avatar'] as const;

/** `POST /registrations/job-seeker`: the account works at once, so the next step is signing in. */
const RegisterJobSeekerPage = () => {
  const { t } = useI18n();
  const { api } = useSession();
  const navigate = useNavigate();
  const form = useForm({ username: '', nickname: '', email: '', password: '', gender: '' });
  const files = useFileFields(fileFields);
  const [isSubmitting, setSubmitting] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const values = form.validate(jobSeekerRegistrationForm, files.missing());
    if (!values) return;
    setSubmitting(true);
    try {
      const body = new FormData();
      for (const [field, value] of Object.entries(values)) body.set(field, String(value));
      files.appendTo(body);
      await api.request<RegisteredAccount>('/registrations/job-seeker', { method: 'POST', form: body, auth: false });
      navigate('/login', { state: { username: values.username, registered: 'portal.register.seekerDone' } });
    } catch (error) {
      form.showFailure(error, t('portal.register.failed'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AccountCard title={t('portal.register.seekerTitle')} intro={t('portal.register.seekerIntro')} error={form.errors.form}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={1}>
          <TextField label={t('portal.fields.username')} autoComplete="username" required fullWidth {...form.fieldProps('username')} />
          <TextField label={t('portal.fields.nickname')} autoComplete="nickname" required fullWidth {...form.fieldProps('nickname')} />
          <TextField label={t('portal.fields.email')} type="email" autoComplete="email" required fullWidth {...form.fieldProps('email')} />
          <PasswordInput label={t('portal.fields.password')} autoComplete="new-password" required fullWidth {...form.fieldProps('password')} />
          <GenderSelect {...form.fieldProps('gender')} />
          <FilePicker label={t('portal.fields.avatar')} {...files.pickerProps('avatar')} error={form.errors.avatar} />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth sx={{ mt: 2 }}>
            {t('portal.register.submit')}
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/login">
          {t('portal.register.haveAccount')}
        </Link>
      </Typography>
    </AccountCard>
  );
};

export default RegisterJobSeekerPage;
