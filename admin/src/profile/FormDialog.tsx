import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Form, useTranslate, type ValidateForm } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import type { FieldErrors } from './formValidation';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  /** i18n key of the title. */
  title: string;
  /** i18n key of the submit button. */
  submitLabel?: string;
  defaultValues?: FieldValues;
  validate: ValidateForm;
  /** Resolves with the errors to show on fields (react-admin sets them on the inputs), or nothing on success. */
  onSubmit: (values: FieldValues) => Promise<FieldErrors | undefined>;
  children: ReactNode;
  /** False: no cancel, no closing by Escape or the backdrop (a step the user must complete). */
  isDismissible?: boolean;
}

const SubmitButton = ({ label }: { label: string }) => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting} startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : null}>
      {translate(label)}
    </Button>
  );
};

/** A small form in a dialog: validated on submit, server errors back on their fields; the form starts afresh on every opening. */
export const FormDialog = ({ open, onClose, title, submitLabel = 'ra.action.confirm', defaultValues, validate, onSubmit, children, isDismissible = true }: FormDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={isDismissible ? onClose : undefined} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      {open && (
        <Form defaultValues={defaultValues} validate={validate} onSubmit={onSubmit} sanitizeEmptyValues={false} disableInvalidFormNotification>
          <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            {isDismissible ? <Button onClick={onClose}>{translate('ra.action.cancel')}</Button> : null}
            <SubmitButton label={submitLabel} />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};
