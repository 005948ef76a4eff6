import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { PortalRoutes } from './app/routes';
import { clientConfig } from './session/clientConfig';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = new QueryClient();

// asked for at start, so the realtime endpoint is known by the time someone signs in
void clientConfig();

// The declarative router, not the data router: the portal loads no route data, and it ships half the JavaScript.
createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient}>
      <BrowserRouter>
        <PortalRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>,
);
