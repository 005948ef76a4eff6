import { bindEmailForm, bindMobileForm, VERIFICATION_CODE_LENGTH } from '@jobmarket/contracts';
import { Box } from '@mui/material';
import { TextInput, useNotify } from 'react-admin';
import { API_BASE, httpClient } from '../providers/httpClient';
import { FormDialog } from './FormDialog';
import { serverFailureOf, validateWith } from './formValidation';
import { SendCodeButton } from './SendCodeButton';
import type { useCooldown } from './useCooldown';

export type ContactKind = 'mobile' | 'email';

const bindings = {
  mobile: { contactType: 'MOBILE', validate: validateWith(bindMobileForm), inputType: 'tel', autoComplete: 'tel' },
  email: { contactType: 'EMAIL', validate: validateWith(bindEmailForm), inputType: 'email', autoComplete: 'email' },
} as const;

interface ContactBindingDialogProps {
  kind: ContactKind;
  open: boolean;
  /** Whether a contact is bound already (the title says change rather than bind). */
  isBound: boolean;
  /** Kept by the page, so that closing and reopening the dialog does not reset it. */
  cooldown: ReturnType<typeof useCooldown>;
  onClose: () => void;
  onBound: () => void;
}

/** Bind or change the mobile (PUT /users/mobile) or the e-mail (PUT /users/email) with a code sent to it. */
export const ContactBindingDialog = ({ kind, open, isBound, cooldown, onClose, onBound }: ContactBindingDialogProps) => {
  const notify = useNotify();
  const binding = bindings[kind];
  const bind = async (values: Record<string, unknown>) => {
    try {
      await httpClient(`${API_BASE}/users/${kind}`, {
        method: 'PUT',
        body: JSON.stringify({ [kind]: String(values[kind] ?? '').trim(), code: String(values.code ?? '').trim() }),
      });
    } catch (error) {
      const failure = serverFailureOf(error, { code: 'code' });
      if (failure.message) notify(failure.message, { type: 'error' });
      return failure.fieldErrors;
    }
    notify('admin.profile.security.bound', { type: 'success' });
    onBound();
    onClose();
    return undefined;
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`admin.profile.security.${kind}.${isBound ? 'change' : 'bind'}`}
      defaultValues={{ [kind]: '', code: '' }}
      validate={binding.validate}
      onSubmit={bind}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextInput source={kind} label={`admin.profile.security.${kind}.field`} type={binding.inputType} autoComplete={binding.autoComplete} fullWidth autoFocus />
        <SendCodeButton field={kind} contactType={binding.contactType} cooldown={cooldown} />
      </Box>
      <TextInput
        source="code"
        label="admin.profile.security.code"
        autoComplete="one-time-code"
        inputProps={{ inputMode: 'numeric', maxLength: VERIFICATION_CODE_LENGTH }}
        fullWidth
      />
    </FormDialog>
  );
};
