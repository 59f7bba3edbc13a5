import { CacheProvider } from '@emotion/react';
import { loadCatalogs, splitLocalePath } from '@intambwe/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createPageEmotionCache } from './app/emotion-cache';
import { catalogsForPath } from './app/languages';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadScreenFor } from './app/routes';
import { readRuntimeConfig } from './app/runtime-config';

/**
 * Starts React: hydrates a prerendered page, or renders the client shell.
 * Hydration runs as a transition, so React works in short slices and a press
 * in the middle of it is handled at once (React hydrates the pressed part first).
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const config = await readRuntimeConfig();
  const prerendered = container.firstElementChild !== null;
  // The screen of a prerendered page is fetched first (its chunk is preloaded by the page), so the first render matches the HTML.
  // So is the page's language (its catalogs), for the same reason.
  const { locale } = splitLocalePath(window.location.pathname);
  await Promise.all([
    prerendered ? preloadScreenFor(window.location.pathname).catch(() => undefined) : undefined,
    loadCatalogs(locale, catalogsForPath(window.location.pathname)).catch(() => undefined),
  ]);
  const app = (
    <StrictMode>
      <CacheProvider value={createPageEmotionCache()}>
        <AppProviders config={config}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>
  );
  if (prerendered) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
