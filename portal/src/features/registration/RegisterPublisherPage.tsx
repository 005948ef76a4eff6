import { publisherDocumentFields, publisherRegistrationForm } from '@jobmarket/contracts';
import { Stack, TextField, Typography } from '@mui/material';
import { useI18n } from '../../i18n/I18nContext';
import { FilePicker } from './FilePicker';
import { MobileCodeFields } from '../identity/MobileCodeFields';
import { PasswordInput } from '../identity/PasswordInput';
import { RegistrationForm } from './RegistrationForm';
import { useFileFields } from './useFileFields';
import { useForm } from '../../forms/useForm';
import { useRegistrationCode } from './useRegistrationCode';
import { useRegistrationSubmit } from './useRegistrationSubmit';

/** `POST /registrations/publisher`: the account may sign in at once and follows its audit on its home. */
const RegisterPublisherPage = () => {
  const { t } = useI18n();
  const form = useForm({ username: '', password: '', company: '', email: '', mobile: '', code: '' });
  const files = useFileFields(publisherDocumentFields);
  const sendCode = useRegistrationCode((message) => form.setErrors((current) => ({ ...current, mobile: message })));
  const { submit, isSubmitting } = useRegistrationSubmit({ form, files, schema: publisherRegistrationForm, path: '/registrations/publisher', done: 'portal.register.applicantDone' });

  return (
    <RegistrationForm
      title={t('portal.register.publisherTitle')}
      intro={t('portal.register.publisherIntro')}
      error={form.errors.form}
      maxWidth="md"
      submitLabel={t('portal.register.submitApplication')}
      isSubmitting={isSubmitting}
      onSubmit={submit}
    >
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
    </RegistrationForm>
  );
};

export default RegisterPublisherPage;
