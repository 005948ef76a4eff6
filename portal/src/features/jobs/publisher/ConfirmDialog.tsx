import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useI18n } from '../../../i18n/I18nContext';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Said under the body (an api refusal that needs more than a toast). */
  children?: ReactNode;
}

/** Asks before an action that job seekers notice (closing, reposting a job). */
export const ConfirmDialog = ({ open, title, body, confirmLabel, isPending, onConfirm, onClose, children }: ConfirmDialogProps) => {
  const { t } = useI18n();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{body}</DialogContentText>
        {children && <Box sx={{ mt: 2 }}>{children}</Box>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('portal.myJobs.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm} disabled={isPending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
