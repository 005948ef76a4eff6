import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useI18n } from '../../../i18n/I18nContext';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that job seekers notice (closing, reposting a job). */
export const ConfirmDialog = ({ open, title, body, confirmLabel, isPending, onConfirm, onClose }: ConfirmDialogProps) => {
  const { t } = useI18n();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{body}</DialogContentText>
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
