import { createApiClient, PlatformProvider } from '@intambwe/api-client';
import { defaultPublicConfig, type PublicConfig, type User } from '@intambwe/contract';
import { I18nProvider, type PathInLocale } from '@intambwe/i18n';
import { UiProvider } from '@intambwe/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';

/**
 * Test and story support: the providers the landing page and its islands get,
 * with the network stubbed at the edge (the `fetch` the API client uses),
 * never a mocked module. Not part of the library's public API.
 */
export const TEST_API_BASE = 'http://api.test/api';

export type StubAnswer = { status?: number; body?: unknown } | 'never' | 'offline';
export type NetworkStubs = Record<string, StubAnswer | ((request: Request) => StubAnswer | Promise<StubAnswer>)>;

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** A fetch that answers 'METHOD /path' (path after /api) from `stubs` and records every call. */
export function createStubFetch(stubs: NetworkStubs, calls: RecordedRequest[] = []): typeof fetch {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const text = request.method === 'GET' ? '' : await request.clone().text();
    calls.push({ method: request.method, path, search: url.search, body: text ? JSON.parse(text) : undefined });
    const stub = stubs[`${request.method} ${path}`];
    const answer = typeof stub === 'function' ? await stub(request) : stub;
    if (answer === undefined) {
      return new Response(JSON.stringify({ success: false, error: `No stub for ${request.method} ${path}` }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (answer === 'never') return new Promise<Response>(() => undefined);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}

export const testUser: User = {
  _id: 'user-1',
  firstName: 'Aline',
  lastName: 'Uwase',
  email: 'aline.uwase@example.com',
  role: 'student',
  isEmailVerified: true,
};

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
 * fetch) and the page's language; nothing else (no session, no router), so a
 * part that would need them fails here as it would at build time. Islands
 * render in place, with a query cache that does not retry for the lists.
 */
export function TestProviders({ children, network = {}, calls, config, forcedColorMode, locale = 'en', pathInLocale }: TestProvidersProps) {
  const [api] = useState(() => createApiClient({ baseUrl: TEST_API_BASE, fetch: createStubFetch(network, calls) }));
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0, staleTime: Infinity } } }));
  return (
    <UiProvider forcedColorMode={forcedColorMode}>
      <PlatformProvider config={{ ...defaultPublicConfig, apiBaseUrl: TEST_API_BASE, ...config }} apiClient={api}>
        <QueryClientProvider client={queryClient}>
          <I18nProvider locale={locale} pathInLocale={pathInLocale}>
            <Suspense fallback={<p>Loading the words…</p>}>{children}</Suspense>
          </I18nProvider>
        </QueryClientProvider>
      </PlatformProvider>
    </UiProvider>
  );
}
