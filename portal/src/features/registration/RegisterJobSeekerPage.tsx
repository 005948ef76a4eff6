import { jobSeekerRegistrationForm } from '@jobmarket/contracts';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../i18n/I18nContext';
import { FilePicker } from './FilePicker';
import { GenderSelect } from './GenderSelect';
import { PasswordInput } from '../identity/PasswordInput';
import { RegistrationForm } from './RegistrationForm';
import { useFileFields } from './useFileFields';
import { useForm } from '../../forms/useForm';
import { useRegistrationSubmit } from './useRegistrationSubmit';
import { SchoolSelect } from '../meetings/seeker/SchoolSelect';

const fileFields = ['avatar'] as const;

/** `POST /registrations/job-seeker`: the account works at once, so the next step is signing in. */
const RegisterJobSeekerPage = () => {
  const { t } = useI18n();
  const form = useForm({ username: '', nickname: '', email: '', password: '', gender: '' });
  const files = useFileFields(fileFields);
  // optional: the school the seeker studies at (meetings), sent beside the text fields only when one is chosen
  const [schoolId, setSchoolId] = useState('');
  const filesAndSchool = {
    missing: files.missing,
    appendTo: (body: FormData) => {
      files.appendTo(body);
      if (schoolId) body.set('schoolId', schoolId);
    },
  };
  const { submit, isSubmitting } = useRegistrationSubmit({ form, files: filesAndSchool, schema: jobSeekerRegistrationForm, path: '/registrations/job-seeker', done: 'portal.register.seekerDone' });

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
      <SchoolSelect
        label={t('portal.meetings.seeker.school.registrationLabel')}
        hint={t('portal.meetings.seeker.school.registrationHint')}
        value={schoolId}
        onChange={(next) => {
          setSchoolId(next);
          form.setErrors((current) => ({ ...current, schoolId: undefined }));
        }}
        error={form.errors.schoolId}
      />
      <FilePicker label={t('portal.fields.avatar')} {...files.pickerProps('avatar')} error={form.errors.avatar} />
    </RegistrationForm>
  );
};

export default RegisterJobSeekerPage;
