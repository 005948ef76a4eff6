import { Alert, Box, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useI18n } from '../../../i18n/I18nContext';
import { useSession } from '../../../session/SessionContext';
import { meQueryKey } from '../../../session/SessionProvider';
import { PasswordChangeForm } from './PasswordChangeForm';

/**
 * A visitor still on the initial password staff's form gave (GET /users/me `mustChangePassword`) changes it before
 * anything else: this dialog stays over every page, with no way to close it, until the api clears the flag.
 */
export const InitialPasswordDialog = () => {
  const { t } = useI18n();
  const { me } = useSession();
  const queryClient = useQueryClient();
  const titleId = useId();
  if (me?.mustChangePassword !== true) return null;
  return (
    <Dialog open fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('portal.profile.changePassword')}</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <PasswordChangeForm
            autoFocus
            notice={<Alert severity="warning">{t('initialPassword.mustChange')}</Alert>}
            // this session goes on; /users/me now says the password is the user's own
            onChanged={() => queryClient.invalidateQueries({ queryKey: meQueryKey })}
          />
        </Box>
      </DialogContent>
    </Dialog>
  );
};
