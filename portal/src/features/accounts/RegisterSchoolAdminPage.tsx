import { type RegisteredApplicant, schoolAdminRegistrationForm } from '@jobmarket/contracts';
import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useI18n } from '../../i18n/I18nContext';
import { useSession } from '../../session/SessionContext';
import { AccountCard } from './AccountCard';
import { FilePicker } from './FilePicker';
import { GenderSelect } from './GenderSelect';
import { MobileCodeFields } from './MobileCodeFields';
import { PasswordInput } from './PasswordInput';
import { useFileFields } from './useFileFields';
import { useForm } from './useForm';
import { useRegistrationCode } from './useRegistrationCode';

const fileFields = ['avatar', 'schoolLicense'] as const;

/** `POST /registrations/school-admin`: the username is the school's name (spec §5), so it is filled from it and not typed. */
const RegisterSchoolAdminPage = () => {
  const { t } = useI18n();
  const { api } = useSession();
  const navigate = useNavigate();
  const form = useForm({ schoolName: '', username: '', nickname: '', password: '', gender: '', email: '', mobile: '', code: '' });
  const files = useFileFields(fileFields);
  const sendCode = useRegistrationCode((message) => form.setErrors((current) => ({ ...current, mobile: message })));
  const [isSubmitting, setSubmitting] = useState(false);
  const schoolName = form.fieldProps('schoolName');

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const values = form.validate(schoolAdminRegistrationForm, files.missing());
    if (!values) return;
    setSubmitting(true);
    try {
      const body = new FormData();
      for (const [field, value] of Object.entries(values)) body.set(field, String(value));
      files.appendTo(body);
      await api.request<RegisteredApplicant>('/registrations/school-admin', { method: 'POST', form: body, auth: false });
      navigate('/login', { state: { username: values.username, registered: 'portal.register.applicantDone' } });
    } catch (error) {
      form.showFailure(error, t('portal.register.failed'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AccountCard title={t('portal.register.schoolTitle')} intro={t('portal.register.schoolIntro')} error={form.errors.form} maxWidth="md">
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={1}>
          <TextField
            label={t('portal.fields.schoolName')}
            autoComplete="organization"
            required
            fullWidth
            {...schoolName}
            onChange={(event) => {
              form.setValue('schoolName', event.target.value);
              form.setValue('username', event.target.value.trim());
            }}
          />
          <TextField
            label={t('portal.fields.username')}
            fullWidth
            {...form.fieldProps('username')}
            helperText={form.errors.username ?? t('portal.register.usernameIsSchool')}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <TextField label={t('portal.fields.nickname')} required fullWidth {...form.fieldProps('nickname')} />
          <PasswordInput label={t('portal.fields.password')} autoComplete="new-password" required fullWidth {...form.fieldProps('password')} />
          <GenderSelect {...form.fieldProps('gender')} />
          <TextField label={t('portal.fields.email')} type="email" autoComplete="email" required fullWidth {...form.fieldProps('email')} />
          <MobileCodeFields mobile={form.fieldProps('mobile')} code={form.fieldProps('code')} onSendCode={() => sendCode(form.values.mobile)} />
          <Stack spacing={3} sx={{ pt: 2 }}>
            <FilePicker label={t('portal.fields.avatar')} {...files.pickerProps('avatar')} error={form.errors.avatar} />
            <FilePicker label={t('portal.fields.schoolLicense')} {...files.pickerProps('schoolLicense')} error={form.errors.schoolLicense} />
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

export default RegisterSchoolAdminPage;
