import { CacheProvider } from '@emotion/react';
import { usePlatformConfig } from '@intambwe/api-client';
import { authCatalogs } from '@intambwe/auth';
import { uiCatalogs } from '@intambwe/ui';
import { useState, type ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { webCatalogs } from '../../app/catalogs';
import { createPageEmotionCache } from '../../app/emotion-cache';
import { AppProviders } from '../../app/providers';
import { AppRoutes, preloadScreenFor } from '../../app/routes';

/** The browser's emotion cache, told which styles the page's HTML already holds; none while prerendering (the prerender's own is above). */
function PageStyles({ children }: { children: ReactNode }) {
  const [cache] = useState(() => (typeof document === 'undefined' ? null : createPageEmotionCache()));
  return cache ? <CacheProvider value={cache}>{children}</CacheProvider> : children;
}

export interface AuthAppProps {
  /** The address the page was made for (the prerender's router); the browser's own address is used there. */
  path: string;
}

/**
 * The `web.auth-app` island: the account screens of libs/auth (sign in, sign
 * up, password reset, role choice, dashboard), with the design system's
 * runtime, moving between each other in the browser. On a prerendered page it
 * hydrates the screen's HTML; on the app shell it renders it.
 */
export default function AuthApp({ path }: AuthAppProps) {
  const config = usePlatformConfig();
  const routes = <AppRoutes />;
  return (
    <PageStyles>
      <AppProviders config={config}>
        {typeof window === 'undefined' ? <StaticRouter location={path}>{routes}</StaticRouter> : <BrowserRouter>{routes}</BrowserRouter>}
      </AppProviders>
    </PageStyles>
  );
}
AuthApp.displayName = 'AuthApp';
AuthApp.catalogs = [uiCatalogs, webCatalogs, authCatalogs];
/**
 * The screen the page shows is fetched before hydrating, so the first render
 * matches its HTML; if it cannot be (offline), the page says so and tries again
 * once the connection is back (the island runtime retries a failed `prepare`).
 */
AuthApp.prepare = () => preloadScreenFor(window.location.pathname);
