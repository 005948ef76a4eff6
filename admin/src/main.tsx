import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { clientConfig } from './providers/clientConfig';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// asked for at start, so the realtime endpoint is known by the time someone signs in
void clientConfig();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
