import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadScreenFor } from './app/routes';
import { readRuntimeConfig } from './app/runtime-config';
import { registerServiceWorker } from './app/service-worker';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const config = await readRuntimeConfig();
  const prerendered = container.firstElementChild !== null;
  // The screen of a prerendered page is fetched first (its chunk is preloaded by the page), so the first render matches the HTML.
  if (prerendered) await preloadScreenFor(window.location.pathname).catch(() => undefined);
  const app = (
    <StrictMode>
      <AppProviders config={config}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
  registerServiceWorker();
}

void start();
