import { APP_STARTED_ATTRIBUTE } from '@intambwe/ui';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadScreenFor } from './app/routes';
import { readRuntimeConfig } from './app/runtime-config';

/** Marks the page once React has attached (`<html data-app-started>`), for people debugging and for tests. */
function StartedMarker() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, 'true');
  }, []);
  return null;
}

/** Starts React: hydrates a prerendered page, or renders the client shell. */
export async function startApp(container: HTMLElement): Promise<void> {
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
      <StartedMarker />
    </StrictMode>
  );
  if (prerendered) {
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}
