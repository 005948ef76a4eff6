import { forgotPasswordForm, mobileField, requiredText } from '@jobmarket/contracts';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { z } from 'zod';
import { useNotify } from '../../app/Notifier';
import { useI18n } from '../../i18n/I18nContext';
import { useSession } from '../../session/SessionContext';
import { AccountCard } from './AccountCard';
import { MobileCodeFields } from './MobileCodeFields';
import { PasswordInput } from './PasswordInput';
import { useForm } from '../../forms/useForm';

const codeRequest = z.object({ username: requiredText(64), mobile: mobileField });
/** Long enough to read "Password reset, redirecting to login". */
const REDIRECT_DELAY_MS = 2000;

/** Spec §2/§5 forgot password: username, mobile, 6-digit code, new password and its confirmation. */
const ForgotPasswordPage = () => {
  const { t } = useI18n();
  const { api } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const form = useForm({ username: '', mobile: '', code: '', newPassword: '', confirmPassword: '' });
  const [isSubmitting, setSubmitting] = useState(false);
  const [isDone, setDone] = useState(false);

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => navigate('/login', { replace: true, state: { username: form.values.username } }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isDone, navigate, form.values.username]);

  async function sendCode(): Promise<boolean> {
    const request = form.validate(codeRequest);
    if (!request) return false;
    try {
      await api.request('/auth/password-reset/code', { method: 'POST', json: request, auth: false });
      notify(t('portal.code.sent'), 'success');
      return true;
    } catch (error) {
      form.showFailure(error, t('portal.code.sendFailed'));
      return false;
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const values = form.validate(forgotPasswordForm);
    if (!values) return;
    setSubmitting(true);
    try {
      await api.request('/auth/password-reset', { method: 'POST', json: values, auth: false });
      setDone(true);
    } catch (error) {
      form.showFailure(error, t('profile.resetFailed'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AccountCard title={t('portal.forgot.title')} intro={t('portal.forgot.intro')} error={form.errors.form} maxWidth="xs">
      {isDone ? (
        <Alert severity="success" role="status">
          {t('portal.forgot.done')}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={1}>
            <TextField label={t('portal.fields.username')} autoComplete="username" required fullWidth {...form.fieldProps('username')} />
            <MobileCodeFields mobile={form.fieldProps('mobile')} code={form.fieldProps('code')} onSendCode={sendCode} />
            <PasswordInput label={t('portal.fields.newPassword')} autoComplete="new-password" required fullWidth {...form.fieldProps('newPassword')} />
            <PasswordInput label={t('portal.fields.confirmPassword')} autoComplete="new-password" required fullWidth {...form.fieldProps('confirmPassword')} />
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
              {t('portal.forgot.submit')}
            </Button>
          </Stack>
        </Box>
      )}
      <Typography variant="body2" sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/login">
          {t('portal.forgot.backToLogin')}
        </Link>
      </Typography>
    </AccountCard>
  );
};

export default ForgotPasswordPage;
