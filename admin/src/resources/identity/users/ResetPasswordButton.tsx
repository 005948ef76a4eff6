import LockResetIcon from '@mui/icons-material/LockReset';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, ListItemIcon, ListItemText, MenuItem, TextField } from '@mui/material';
import { PASSWORD_MIN_LENGTH } from '@jobmarket/contracts';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { API_BASE, httpClient } from '../../../providers/httpClient';

/** PUT /users/{id}/password/reset?password= from a small dialog (at least 6 characters); `menuItem` for a row's "more" menu. */
export const ResetPasswordButton = ({ variant = 'button', onClick }: { variant?: 'button' | 'menuItem'; onClick?: () => void }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [isPending, setPending] = useState(false);
  if (!record) return null;
  const tooShort = password.length < PASSWORD_MIN_LENGTH;

  const close = () => {
    setOpen(false);
    setPassword('');
  };
  const submit = async () => {
    if (tooShort) return;
    setPending(true);
    try {
      await httpClient(`${API_BASE}/users/${record.id}/password/reset?password=${encodeURIComponent(password)}`, { method: 'PUT' });
      notify('resources.users.messages.passwordReset', { type: 'success' });
      close();
    } catch (error) {
      notify((error as Error | undefined)?.message || 'resources.users.messages.passwordResetFailed', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      {variant === 'menuItem' ? (
        <MenuItem onClick={(event) => (event.stopPropagation(), onClick?.(), setOpen(true))}>
          <ListItemIcon>
            <LockResetIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('resources.users.actions.resetPassword')}</ListItemText>
        </MenuItem>
      ) : (
        <Button label="resources.users.actions.resetPassword" onClick={(event) => (event.stopPropagation(), onClick?.(), setOpen(true))}>
          <LockResetIcon />
        </Button>
      )}
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
        <DialogTitle>{translate('resources.users.messages.resetPasswordTitle', { username: record.username })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            type="password"
            label={translate('resources.users.fields.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={password !== '' && tooShort}
            helperText={password !== '' && tooShort ? translate('validation.passwordTooShort') : ' '}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" onClick={submit} disabled={tooShort || isPending}>
            {translate('ra.action.confirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
