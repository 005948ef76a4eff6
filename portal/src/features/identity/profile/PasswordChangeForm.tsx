import { passwordChangeForm } from '@jobmarket/contracts';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useNotify } from '../../../app/Notifier';
import { useForm } from '../../../forms/useForm';
import { useI18n } from '../../../i18n/I18nContext';
import { useSession } from '../../../session/SessionContext';
import { PasswordInput } from '../PasswordInput';

/**
 * Old, new and repeated password, sent to `PUT /users/password`. The api ends the account's other sessions and keeps
 * this one, so the caller only decides what follows (`onChanged`).
 */
export const PasswordChangeForm = ({ onChanged, autoFocus = false, notice }: { onChanged?: () => Promise<void> | void; autoFocus?: boolean; notice?: ReactNode }) => {
  const { t } = useI18n();
  const { api } = useSession();
  const notify = useNotify();
  const form = useForm({ oldPassword: '', newPassword: '', confirmPassword: '' });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const values = form.validate(passwordChangeForm);
        if (!values) return;
        try {
          await api.request('/users/password', { method: 'PUT', json: values });
          notify(t('portal.profile.passwordChanged'), 'success');
          form.setValue('oldPassword', '');
          form.setValue('newPassword', '');
          form.setValue('confirmPassword', '');
          await onChanged?.();
        } catch (error) {
          form.showFailure(error, t('errors.B0001', { requestId: '-' }));
        }
      }}
    >
      <Stack spacing={1}>
        {notice}
        {form.errors.form && <Typography color="error">{form.errors.form}</Typography>}
        <PasswordInput label={t('portal.fields.oldPassword')} autoComplete="current-password" required fullWidth autoFocus={autoFocus} {...form.fieldProps('oldPassword')} />
        <PasswordInput label={t('portal.fields.newPassword')} autoComplete="new-password" required fullWidth {...form.fieldProps('newPassword')} />
        <PasswordInput label={t('portal.fields.confirmPassword')} autoComplete="new-password" required fullWidth {...form.fieldProps('confirmPassword')} />
        <Button type="submit" variant="contained">
          {t('portal.profile.changePassword')}
        </Button>
      </Stack>
    </Box>
  );
};
