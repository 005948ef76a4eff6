import { jobSeekerRegistrationForm } from '@jobmarket/contracts';
import { TextField } from '@mui/material';
import { useI18n } from '../../i18n/I18nContext';
import { FilePicker } from './FilePicker';
import { GenderSelect } from './GenderSelect';
import { PasswordInput } from '../identity/PasswordInput';
import { RegistrationForm } from './RegistrationForm';
import { useFileFields } from './useFileFields';
import { useForm } from '../../forms/useForm';
import { useRegistrationSubmit } from './useRegistrationSubmit';

const fileFields = ['avatar'] as const;

/** `POST /registrations/job-seeker`: the account works at once, so the next step is signing in. */
const RegisterJobSeekerPage = () => {
  const { t } = useI18n();
  const form = useForm({ username: '', nickname: '', email: '', password: '', gender: '' });
  const files = useFileFields(fileFields);
  const { submit, isSubmitting } = useRegistrationSubmit({ form, files, schema: jobSeekerRegistrationForm, path: '/registrations/job-seeker', done: 'portal.register.seekerDone' });

  return (
    <RegistrationForm
      title={t('portal.register.seekerTitle')}
      intro={t('portal.register.seekerIntro')}
      error={form.errors.form}
      submitLabel={t('portal.register.submit')}
      isSubmitting={isSubmitting}
      onSubmit={submit}
    >
      <TextField label={t('portal.fields.username')} autoComplete="username" required fullWidth {...form.fieldProps('username')} />
      <TextField label={t('portal.fields.nickname')} autoComplete="nickname" required fullWidth {...form.fieldProps('nickname')} />
      <TextField label={t('portal.fields.email')} type="email" autoComplete="email" required fullWidth {...form.fieldProps('email')} />
      <PasswordInput label={t('portal.fields.password')} autoComplete="new-password" required fullWidth {...form.fieldProps('password')} />
      <GenderSelect {...form.fieldProps('gender')} />
      <FilePicker label={t('portal.fields.avatar')} {...files.pickerProps('avatar')} error={form.errors.avatar} />
    </RegistrationForm>
  );
};

export default RegisterJobSeekerPage;
