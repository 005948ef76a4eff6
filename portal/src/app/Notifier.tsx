import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';
import { useHasOpened } from './useHasOpened';

/** Spec §9: a toast stays 6 000 ms. */
export const TOAST_DURATION_MS = 6000;

type Severity = 'success' | 'info' | 'warning' | 'error';
type Notify = (message: string, severity?: Severity) => void;

/** The toast on screen; a new `key` restarts the timer even for the same message. */
export interface ToastMessage {
  message: string;
  severity: Severity;
  key: number;
}

// the snackbar's code loads with the first toast: most visits never see one
const Toast = lazy(() => import('./Toast'));

const NotifierContext = createContext<Notify | null>(null);

export function useNotify(): Notify {
  const notify = useContext(NotifierContext);
  if (!notify) throw new Error('useNotify must be used inside <NotifierProvider>');
  return notify;
}

/** One toast at a time, newest wins: errors of failed calls, success messages, live notices. */
export const NotifierProvider = ({ children }: { children: ReactNode }) => {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const hasToasted = useHasOpened(toast !== null);
  const notify = useCallback<Notify>((message, severity = 'info') => setToast({ message, severity, key: Date.now() }), []);
  return (
    <NotifierContext.Provider value={notify}>
      {children}
      {hasToasted && (
        <Suspense fallback={null}>
          <Toast toast={toast} onClose={() => setToast(null)} />
        </Suspense>
      )}
    </NotifierContext.Provider>
  );
};
