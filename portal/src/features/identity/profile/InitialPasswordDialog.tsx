import { passwordChangeForm } from '@jobmarket/contracts';
import { Alert, Box, Button, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useNotify } from '../../../app/Notifier';
import { useI18n } from '../../../i18n/I18nContext';
import { useSession } from '../../../session/SessionContext';
import { meQueryKey } from '../../../session/SessionProvider';
import { PasswordInput } from '../PasswordInput';
import { useForm } from '../../../forms/useForm';

/**
 * A visitor still on the initial password staff's form gave (GET /users/me `mustChangePassword`) changes it before
 * anything else: this dialog stays over every page, with no way to close it, until the api clears the flag.
 */
export const InitialPasswordDialog = () => {
  const { t } = useI18n();
  const { api, me } = useSession();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const titleId = useId();
  const form = useForm({ oldPassword: '', newPassword: '', confirmPassword: '' });
  if (me?.mustChangePassword !== true) return null;
  return (
    <Dialog open fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('portal.profile.changePassword')}</DialogTitle>
      <DialogContent>
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
              // this session goes on; /users/me now says the password is the user's own
              await queryClient.invalidateQueries({ queryKey: meQueryKey });
            } catch (error) {
              form.showFailure(error, t('errors.B0001', { requestId: '-' }));
            }
          }}
        >
          <Stack spacing={1} sx={{ pt: 1 }}>
            <Alert severity="warning">{t('initialPassword.mustChange')}</Alert>
            {form.errors.form && <Typography color="error">{form.errors.form}</Typography>}
            <PasswordInput label={t('portal.fields.oldPassword')} autoComplete="current-password" required fullWidth autoFocus {...form.fieldProps('oldPassword')} />
            <PasswordInput label={t('portal.fields.newPassword')} autoComplete="new-password" required fullWidth {...form.fieldProps('newPassword')} />
            <PasswordInput label={t('portal.fields.confirmPassword')} autoComplete="new-password" required fullWidth {...form.fieldProps('confirmPassword')} />
            <Button type="submit" variant="contained">
              {t('portal.profile.changePassword')}
            </Button>
          </Stack>
        </Box>
      </DialogContent>
    </Dialog>
  );
};
