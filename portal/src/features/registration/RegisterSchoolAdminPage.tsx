import { schoolAdminRegistrationForm } from '@jobmarket/contracts';
import { Stack, TextField } from '@mui/material';
import { useI18n } from '../../i18n/I18nContext';
import { FilePicker } from './FilePicker';
import { GenderSelect } from './GenderSelect';
import { MobileCodeFields } from '../identity/MobileCodeFields';
import { PasswordInput } from '../identity/PasswordInput';
import { RegistrationForm } from './RegistrationForm';
import { useFileFields } from './useFileFields';
import { useForm } from '../../forms/useForm';
import { useRegistrationCode } from './useRegistrationCode';
import { useRegistrationSubmit } from './useRegistrationSubmit';

const fileFields = ['avatar', 'schoolLicense'] as const;

/** `POST /registrations/school-admin`: the username is the school's name (spec §5), so it is filled from it and not typed. */
const RegisterSchoolAdminPage = () => {
  const { t } = useI18n();
  const form = useForm({ schoolName: '', username: '', nickname: '', password: '', gender: '', email: '', mobile: '', code: '' });
  const files = useFileFields(fileFields);
  const sendCode = useRegistrationCode((message) => form.setErrors((current) => ({ ...current, mobile: message })));
  const { submit, isSubmitting } = useRegistrationSubmit({ form, files, schema: schoolAdminRegistrationForm, path: '/registrations/school-admin', done: 'portal.register.applicantDone' });
  const schoolName = form.fieldProps('schoolName');

  return (
    <RegistrationForm
      title={t('portal.register.schoolTitle')}
      intro={t('portal.register.schoolIntro')}
      error={form.errors.form}
      maxWidth="md"
      submitLabel={t('portal.register.submitApplication')}
      isSubmitting={isSubmitting}
      onSubmit={submit}
    >
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
    </RegistrationForm>
  );
};

export default RegisterSchoolAdminPage;
