import { Alert, Button, DialogActions } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Why the api refused the dialog's command (a message key or the api's own words), shown inside the dialog; nothing when it did not. */
export const CommandRefusal = ({ refusal }: { refusal: string | undefined | null }) => {
  const translate = useTranslate();
  if (!refusal) return null;
  return (
    <Alert severity="error" role="alert">
      {translate(refusal, { _: refusal })}
    </Alert>
  );
};

/** A command dialog's buttons: Cancel, and the one that sends it (both held while it is sent). */
export const CommandDialogActions = ({
  onCancel,
  onConfirm,
  confirmLabel,
  isSaving,
  isDisabled = false,
  color = 'primary',
}: {
  onCancel: () => void;
  onConfirm: () => void;
  /** A message key. */
  confirmLabel: string;
  isSaving: boolean;
  /** Held for another reason than sending (nothing picked yet, an upload under way). */
  isDisabled?: boolean;
  color?: 'primary' | 'error';
}) => {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={isSaving}>
        {translate('ra.action.cancel')}
      </Button>
      <Button variant="contained" color={color} onClick={onConfirm} disabled={isSaving || isDisabled}>
        {translate(confirmLabel)}
      </Button>
    </DialogActions>
  );
};
