import { Button } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../i18n/I18nContext';
import { useCooldown } from './useCooldown';

interface SendCodeButtonProps {
  /** Sends the code; a rejection leaves the button ready to try again. Answers false when nothing was sent (invalid input). */
  onSend: () => Promise<boolean>;
  disabled?: boolean;
}

/** "Send code", then "Resend in N s" for 60 s (spec: one code a minute). */
export const SendCodeButton = ({ onSend, disabled }: SendCodeButtonProps) => {
  const { t } = useI18n();
  const { remaining, isCoolingDown, start } = useCooldown();
  const [isSending, setSending] = useState(false);
  return (
    <Button
      variant="outlined"
      disabled={disabled || isCoolingDown || isSending}
      onClick={async () => {
        setSending(true);
        try {
          if (await onSend()) start();
        } catch {
          // the caller showed why; the button is ready again
        } finally {
          setSending(false);
        }
      }}
      sx={{ whiteSpace: 'nowrap', minWidth: 130, height: 56 }}
    >
      {isCoolingDown ? t('portal.code.resendIn', { seconds: remaining }) : t('portal.code.send')}
    </Button>
  );
};
