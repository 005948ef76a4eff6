import { CssBaseline, ThemeProvider } from '@mui/material';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type RouterProviderProps } from 'react-router';
import { I18nProvider } from '../i18n/I18nProvider';
import type { ApiClient } from '../session/apiClient';
import { SessionProvider } from '../session/SessionProvider';
import { NotifierProvider } from './Notifier';
import { THEME_MODE_STORAGE_KEY, theme } from './theme';

type AppProps = {
  /** A browser router in production, a memory router in tests. */
  router: RouterProviderProps['router'];
  queryClient: QueryClient;
  /** Tests hand in a client over a fake fetch; the browser builds the real one. */
  api?: ApiClient;
};

export const App = ({ router, queryClient, api }: AppProps) => (
  <QueryClientProvider client={queryClient}>
    <I18nProvider>
      <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={THEME_MODE_STORAGE_KEY}>
        <CssBaseline />
        <NotifierProvider>
          <SessionProvider api={api}>
            <RouterProvider router={router} />
          </SessionProvider>
        </NotifierProvider>
      </ThemeProvider>
    </I18nProvider>
  </QueryClientProvider>
);
