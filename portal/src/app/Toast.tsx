import { Alert, Snackbar } from '@mui/material';
import { TOAST_DURATION_MS, type ToastMessage } from './Notifier';

/** The notifier's snackbar, a chunk of its own; it hides after TOAST_DURATION_MS, not on a click elsewhere. */
export const Toast = ({ toast, onClose }: { toast: ToastMessage | null; onClose: () => void }) => (
  <Snackbar
    key={toast?.key}
    open={toast !== null}
    autoHideDuration={TOAST_DURATION_MS}
    onClose={(_, reason) => reason !== 'clickaway' && onClose()}
    anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
  >
    {toast ? (
      <Alert severity={toast.severity} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {toast.message}
      </Alert>
    ) : undefined}
  </Snackbar>
);

export default Toast;
