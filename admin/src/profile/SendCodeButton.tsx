import { Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { API_BASE, httpClient } from '../providers/httpClient';
import { serverFailureOf } from './formValidation';
import type { useCooldown } from './useCooldown';

export type ContactType = 'MOBILE' | 'EMAIL';

/**
 * GET /users/send-verification-code for the contact typed in `field` (checked first, like the api does), then the
 * resend cool-down: the button counts the seconds down and stays disabled until it ends.
 */
export const SendCodeButton = ({ field, contactType, cooldown }: { field: string; contactType: ContactType; cooldown: ReturnType<typeof useCooldown> }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { trigger, getValues, setError } = useFormContext();

  const send = async () => {
    if (!(await trigger(field))) return;
    const contact = String(getValues(field) ?? '').trim();
    try {
      await httpClient(`${API_BASE}/users/send-verification-code?${new URLSearchParams({ contact, contactType })}`);
    } catch (error) {
      // too soon, a malformed contact or a gateway failure: all about the contact just typed
      for (const [name, message] of Object.entries(serverFailureOf(error, { fallbackField: field }).fieldErrors)) setError(name, { type: 'server', message });
      return;
    }
    cooldown.start();
    notify('admin.profile.security.codeSent', { type: 'success' });
  };

  return (
    <Button variant="outlined" onClick={send} disabled={cooldown.isCoolingDown} sx={{ flexShrink: 0, minWidth: 140, mt: 1, height: 40, whiteSpace: 'nowrap', textTransform: 'none' }}>
      {cooldown.isCoolingDown ? translate('admin.profile.security.resendIn', { seconds: cooldown.remaining }) : translate('admin.profile.security.sendCode')}
    </Button>
  );
};
