import { CssBaseline, ThemeProvider } from '@mui/material';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Locale } from '@jobmarket/contracts/i18n/locales';
import type { ReactNode } from 'react';
import { InitialPasswordDialog } from '../features/identity/profile/InitialPasswordDialog';
import { I18nProvider } from '../i18n/I18nProvider';
import type { ApiClient } from '../session/apiClient';
import { PendingWriteRefresher } from '../session/PendingWriteRefresher';
import { SessionProvider } from '../session/SessionProvider';
import { NotifierProvider } from './Notifier';
import { THEME_MODE_STORAGE_KEY, theme } from './theme';

type AppProps = {
  queryClient: QueryClient;
  /** Tests hand in a client over a fake fetch; the browser builds the real one. */
  api?: ApiClient;
  /** The router around `<PortalRoutes />`: a `<BrowserRouter>` in the browser, a `<MemoryRouter>` in tests, a `<StaticRouter>` on the server. */
  children: ReactNode;
  /** The page's language when the server renders it (the browser starts in the visitor's). */
  locale?: Locale;
};

export const App = ({ queryClient, api, children, locale }: AppProps) => (
  <QueryClientProvider client={queryClient}>
    <I18nProvider locale={locale}>
      <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={THEME_MODE_STORAGE_KEY}>
        <CssBaseline />
        <NotifierProvider>
          <SessionProvider api={api}>
            <PendingWriteRefresher />
            <InitialPasswordDialog />
            {children}
          </SessionProvider>
        </NotifierProvider>
      </ThemeProvider>
    </I18nProvider>
  </QueryClientProvider>
);
