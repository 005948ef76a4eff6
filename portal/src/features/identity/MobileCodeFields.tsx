import { Stack, TextField } from '@mui/material';
import { useI18n } from '../../i18n/I18nContext';
import { SendCodeButton } from './SendCodeButton';

interface MobileCodeFieldsProps {
  mobile: { value: string; error: boolean; helperText: string; onChange: (event: { target: { value: string } }) => void; name: string };
  code: { value: string; error: boolean; helperText: string; onChange: (event: { target: { value: string } }) => void; name: string };
  onSendCode: () => Promise<boolean>;
}

/** Mobile number, then the 6-digit code with its send button (60 s cool-down). */
export const MobileCodeFields = ({ mobile, code, onSendCode }: MobileCodeFieldsProps) => {
  const { t } = useI18n();
  return (
    <>
      <TextField label={t('portal.fields.mobile')} autoComplete="tel" inputMode="tel" required fullWidth {...mobile} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('portal.fields.code')}
          autoComplete="one-time-code"
          required
          fullWidth
          {...code}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <SendCodeButton onSend={onSendCode} />
      </Stack>
    </>
  );
};
