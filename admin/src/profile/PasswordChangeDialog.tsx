import { passwordChangeForm } from '@jobmarket/contracts';
import { Alert } from '@mui/material';
import { PasswordInput, useNotify, useTranslate } from 'react-admin';
import { API_BASE, httpClient } from '../providers/httpClient';
import { FormDialog } from './FormDialog';
import { serverFailureOf, validateWith } from './formValidation';

const validatePasswordChange = validateWith(passwordChangeForm, { required: ['confirmPassword'] });

/**
 * PUT /users/password. The api keeps this session and ends every other one of the account, so the user stays here
 * and is told that their other devices must sign in again.
 */
export const PasswordChangeDialog = ({ open, onClose, isRequired = false }: { open: boolean; onClose: () => void; isRequired?: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const change = async (values: Record<string, unknown>) => {
    try {
      await httpClient(`${API_BASE}/users/password`, {
        method: 'PUT',
        body: JSON.stringify({ oldPassword: values.oldPassword, newPassword: values.newPassword, confirmPassword: values.confirmPassword }),
      });
    } catch (error) {
      const failure = serverFailureOf(error);
      if (failure.message) notify(failure.message, { type: 'error' });
      return failure.fieldErrors;
    }
    notify('admin.profile.security.password.changed', { type: 'success' });
    onClose();
    return undefined;
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="admin.profile.security.password.change"
      defaultValues={{ oldPassword: '', newPassword: '', confirmPassword: '' }}
      validate={validatePasswordChange}
      onSubmit={change}
      isDismissible={!isRequired}
    >
      {isRequired ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('initialPassword.mustChange')}
        </Alert>
      ) : null}
      <PasswordInput source="oldPassword" label="admin.profile.security.password.oldPassword" autoComplete="current-password" fullWidth autoFocus />
      <PasswordInput source="newPassword" label="admin.profile.security.password.newPassword" autoComplete="new-password" fullWidth />
      <PasswordInput source="confirmPassword" label="admin.profile.security.password.confirmPassword" autoComplete="new-password" fullWidth />
      <Alert severity="info" sx={{ mt: 1 }}>
        {translate('admin.profile.security.password.sessionNote')}
      </Alert>
    </FormDialog>
  );
};
