import { publisherDocumentFields, publisherRegistrationForm, type RegisteredApplicant } from '@jobmarket/contracts';
import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useI18n } from '../../i18n/I18nContext';
import { useSession } from '../../session/SessionContext';
import { AccountCard } from './AccountCard';
import { FilePicker } from './FilePicker';
import { MobileCodeFields } from './MobileCodeFields';
import { PasswordInput } from './PasswordInput';
import { useFileFields } from './useFileFields';
import { useForm } from './useForm';
import { useRegistrationCode } from './useRegistrationCode';

/** `POST /registrations/publisher`: the account may sign in at once and follows its audit on its home. */
const RegisterPublisherPage = () => {
  const { t } = useI18n();
  const { api } = useSession();
  const navigate = useNavigate();
  const form = useForm({ username: '', password: '', company: '', email: '', mobile: '', code: '' });
  const files = useFileFields(publisherDocumentFields);
  const sendCode = useRegistrationCode((message) => form.setErrors((current) => ({ ...current, mobile: message })));
  const [isSubmitting, setSubmitting] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const values = form.validate(publisherRegistrationForm, files.missing());
    if (!values) return;
    setSubmitting(true);
    try {
      const body = new FormData();
      for (const [field, value] of Object.entries(values)) body.set(field, String(value));
      files.appendTo(body);
      await api.request<RegisteredApplicant>('/registrations/publisher', { method: 'POST', form: body, auth: false });
      navigate('/login', { state: { username: values.username, registered: 'portal.register.applicantDone' } });
    } catch (error) {
      form.showFailure(error, t('portal.register.failed'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AccountCard title={t('portal.register.publisherTitle')} intro={t('portal.register.publisherIntro')} error={form.errors.form} maxWidth="md">
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={1}>
          <TextField label={t('portal.fields.company')} autoComplete="organization" required fullWidth {...form.fieldProps('company')} />
          <TextField label={t('portal.fields.username')} autoComplete="username" required fullWidth {...form.fieldProps('username')} />
          <PasswordInput label={t('portal.fields.password')} autoComplete="new-password" required fullWidth {...form.fieldProps('password')} />
          <TextField label={t('portal.fields.email')} type="email" autoComplete="email" required fullWidth {...form.fieldProps('email')} />
          <MobileCodeFields mobile={form.fieldProps('mobile')} code={form.fieldProps('code')} onSendCode={() => sendCode(form.values.mobile)} />
          <Typography variant="subtitle1" component="h2" sx={{ pt: 2 }}>
            {t('portal.register.documents')}
          </Typography>
          <Stack spacing={3}>
            {publisherDocumentFields.map((field) => (
              <FilePicker key={field} label={t(`portal.fields.${field}`)} {...files.pickerProps(field)} error={form.errors[field]} />
            ))}
          </Stack>
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth sx={{ mt: 3 }}>
            {t('portal.register.submitApplication')}
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

export default RegisterPublisherPage;
