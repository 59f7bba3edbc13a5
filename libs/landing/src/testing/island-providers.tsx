import { createApiClient, PlatformProvider } from '@intambwe/api-client';
import { defaultPublicConfig, type PublicConfig } from '@intambwe/contract';
import { I18nProvider, type PathInLocale } from '@intambwe/i18n';
import { IslandKeyProvider } from '@intambwe/ui/static';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { routeNetwork, type NetworkStubs, type RecordedRequest } from './test-providers';

/**
 * What an island gets around it on the page (apps/web IslandRoot): its key,
 * the page's language and the deployment's settings; here with the API client
 * on the normal `fetch` (msw answers the test's `network`), and a query cache that does not retry (the lists).
 * No design system, no router, no session provider: islands run without them.
 * Not part of the library's public API.
 */
export interface IslandProvidersProps {
  children: ReactNode;
  network?: NetworkStubs;
  calls?: RecordedRequest[];
  config?: Partial<PublicConfig>;
  /** The page's language (English by default); load an island's catalogs first, as the page does before it hydrates. */
  locale?: string;
  /** Where paths are in languages (the web app's `/fr/...`). */
  pathInLocale?: PathInLocale;
  /** The island's key on the page (the prerender's `i3`). */
  islandKey?: string;
  /** A query cache above the island that does not retry (default); without it, a list brings the page's own, as on the site. */
  queryCache?: boolean;
}

/** The settings an island reads, with the API where the test's network answers (Logout posts there itself). */
export const islandConfig = (apiBase: string, config: Partial<PublicConfig> = {}): PublicConfig => ({ ...defaultPublicConfig, apiBaseUrl: apiBase, ...config });

export function IslandProviders({ children, network = {}, calls, config, locale = 'en', pathInLocale, islandKey = 'i0', queryCache = true }: IslandProvidersProps) {
  const [apiBase] = useState(() => routeNetwork(network, calls));
  const [api] = useState(() => createApiClient({ baseUrl: apiBase }));
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0, staleTime: Infinity } } }));
  return (
    <IslandKeyProvider value={islandKey}>
      <I18nProvider locale={locale} pathInLocale={pathInLocale}>
        <PlatformProvider config={islandConfig(apiBase, config)} apiClient={api}>
          {queryCache ? (
            <QueryClientProvider client={queryClient}>
              <Suspense fallback={<p>Loading the words…</p>}>{children}</Suspense>
            </QueryClientProvider>
          ) : (
            <Suspense fallback={<p>Loading the words…</p>}>{children}</Suspense>
          )}
        </PlatformProvider>
      </I18nProvider>
    </IslandKeyProvider>
  );
}

/** Remembers a signed-in person the way the auth library stores one (SPEC §3 keys), as the page reads it. */
export function rememberViewer(user: { firstName: string; lastName: string; email: string; role: string }, refreshToken?: string): void {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('user', JSON.stringify(user));
  if (refreshToken) localStorage.setItem('refreshToken', refreshToken);
}
