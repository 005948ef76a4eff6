import { Alert, Snackbar } from '@mui/material';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** Spec §9: a toast stays 6 000 ms. */
export const TOAST_DURATION_MS = 6000;

type Severity = 'success' | 'info' | 'warning' | 'error';
type Notify = (message: string, severity?: Severity) => void;

const NotifierContext = createContext<Notify | null>(null);

export function useNotify(): Notify {
  const notify = useContext(NotifierContext);
  if (!notify) throw new Error('useNotify must be used inside <NotifierProvider>');
  return notify;
}

/** One toast at a time, newest wins: errors of failed calls, success messages, live notices. */
export const NotifierProvider = ({ children }: { children: ReactNode }) => {
  const [toast, setToast] = useState<{ message: string; severity: Severity; key: number } | null>(null);
  const notify = useCallback<Notify>((message, severity = 'info') => setToast({ message, severity, key: Date.now() }), []);
  const value = useMemo(() => notify, [notify]);
  return (
    <NotifierContext.Provider value={value}>
      {children}
      <Snackbar
        key={toast?.key}
        open={toast !== null}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={(_, reason) => reason !== 'clickaway' && setToast(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        {toast ? (
          <Alert severity={toast.severity} variant="filled" onClose={() => setToast(null)} sx={{ width: '100%' }}>
            {toast.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </NotifierContext.Provider>
  );
};
