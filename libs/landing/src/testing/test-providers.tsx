import { createApiClient, PlatformProvider } from '@intambwe/api-client';
import { networkHandlers, type NetworkRoutes, type RecordedCall } from '@intambwe/api-client/testing';
import { freshApiBase, networkServer } from '@intambwe/api-client/testing/node';
import { defaultPublicConfig, type PublicConfig } from '@intambwe/contract';
import { I18nProvider, type PathInLocale } from '@intambwe/i18n';
import { UiProvider } from '@intambwe/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';

export { testUser } from './fixtures';

/**
 * Test support: the providers the landing page and its islands get, with the
 * network answered at the edge by msw (`network`: 'METHOD /path' after /api →
 * answer, see @intambwe/api-client/testing), never a mocked module. The API
 * client uses the normal `fetch`. Not part of the library's public API.
 */
export type NetworkStubs = NetworkRoutes;
export type RecordedRequest = RecordedCall;

/**
 * Routes this test's network (every call recorded in `calls`) on an API origin
 * of its own, so a request an earlier test left in flight never takes these
 * answers; returns that API's base URL.
 */
export function routeNetwork(network: NetworkStubs = {}, calls?: RecordedRequest[]): string {
  const apiBase = freshApiBase();
  networkServer().use(...networkHandlers(network, { calls, notFound: true, apiBase }));
  return apiBase;
}

export interface TestProvidersProps {
  children: ReactNode;
  network?: NetworkStubs;
  calls?: RecordedRequest[];
  config?: Partial<PublicConfig>;
  forcedColorMode?: 'light' | 'dark';
  /** The page's language (English by default); its catalogs load as the parts that show them render. */
  locale?: string;
  /** Where paths are in languages (the web app's `/fr/...`); without it, paths stay as they are. */
  pathInLocale?: PathInLocale;
}

/**
 * What the prerender renders a public page in (apps/web entry-server): the
 * Chakra system, the platform's settings (with the API client on the stubbed
 * network) and the page's language; nothing else (no session, no router), so a
 * part that would need them fails here as it would at build time. Islands
 * render in place, with a query cache that does not retry for the lists.
 */
export function TestProviders({ children, network = {}, calls, config, forcedColorMode, locale = 'en', pathInLocale }: TestProvidersProps) {
  const [apiBase] = useState(() => routeNetwork(network, calls));
  const [api] = useState(() => createApiClient({ baseUrl: apiBase }));
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0, staleTime: Infinity } } }));
  return (
    <UiProvider forcedColorMode={forcedColorMode}>
      <PlatformProvider config={{ ...defaultPublicConfig, apiBaseUrl: apiBase, ...config }} apiClient={api}>
        <QueryClientProvider client={queryClient}>
          <I18nProvider locale={locale} pathInLocale={pathInLocale}>
            <Suspense fallback={<p>Loading the words…</p>}>{children}</Suspense>
          </I18nProvider>
        </QueryClientProvider>
      </PlatformProvider>
    </UiProvider>
  );
}
