import { CssBaseline, ThemeProvider } from '@mui/material';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type RouterProviderProps } from 'react-router';
import { I18nProvider } from '../i18n/I18nProvider';
import { theme } from './theme';

type AppProps = {
  /** A browser router in production, a memory router in tests. */
  router: RouterProviderProps['router'];
  queryClient: QueryClient;
};

export const App = ({ router, queryClient }: AppProps) => (
  <QueryClientProvider client={queryClient}>
    <I18nProvider>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </I18nProvider>
  </QueryClientProvider>
);
