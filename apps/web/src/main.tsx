import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { readRuntimeConfig } from './app/runtime-config';
import { registerServiceWorker } from './app/service-worker';

declare global {
  interface Window {
    __staticRouterHydrationData?: Parameters<typeof createBrowserRouter>[1] extends infer O ? (O extends { hydrationData?: infer H } ? H : never) : never;
  }
}

/** Loads the lazy screen of the current URL before hydrating, so the first client render matches the HTML. */
async function loadLazyMatches(table: RouteObject[]) {
  const matches = matchRoutes(table, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const config = await readRuntimeConfig();
  const prerendered = container.firstElementChild !== null;
  if (prerendered) await loadLazyMatches(routes);
  const router = createBrowserRouter(routes, prerendered ? { hydrationData: window.__staticRouterHydrationData } : undefined);
  const app = (
    <StrictMode>
      <AppProviders config={config}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
  registerServiceWorker();
}

void start();
