import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { PortalRoutes } from './app/routes';
import { seedPublicPage } from './features/jobs/detail/publicQueries';
import { startingLocale } from './i18n/storedLocale';
import { clientConfig } from './session/clientConfig';
import { renderedPageData } from './ssr/renderedPage';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = new QueryClient();

// asked for at start, so the realtime endpoint is known by the time someone signs in
void clientConfig();

// a job or company page the api rendered on the server brings its view: the page shows it without asking again
const pageData = renderedPageData();
if (pageData) seedPublicPage(queryClient, pageData, startingLocale());

// The declarative router, not the data router: the portal loads no route data, and it ships half the JavaScript.
const portal = (
  <StrictMode>
    <App queryClient={queryClient}>
      <BrowserRouter>
        <PortalRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>
);

// server-rendered markup is hydrated (the same components, the same data, the same language); any other page renders here
if (pageData && container.hasChildNodes()) hydrateRoot(container, portal);
else createRoot(container).render(portal);
