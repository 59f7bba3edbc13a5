import { createApiClient, PlatformProvider } from '@intambwe/api-client';
import { defaultPublicConfig, type PublicConfig, type User } from '@intambwe/contract';
import { AuthProvider } from '@intambwe/auth';
import { I18nProvider, type PathInLocale } from '@intambwe/i18n';
import { UiProvider } from '@intambwe/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/**
 * Test and story support: every provider the landing page needs, with the
 * network stubbed at the edge (the `fetch` the API client uses), never a
 * mocked module. Not part of the library's public API.
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

/** Stores a session the way the auth library does, and the answer GET /auth/me gives for it. */
export function signedInStubs(user: User = testUser): NetworkStubs {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('user', JSON.stringify(user));
  return {
    'GET /auth/me': { body: { success: true, data: { user } } },
    'POST /auth/logout': { body: { success: true, message: 'Signed out' } },
  };
}

/** Shows where the router went (for assertions on in-app navigation). */
export function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="Current location">{location.pathname}</output>;
}

export interface TestProvidersProps {
  children: ReactNode;
  network?: NetworkStubs;
  calls?: RecordedRequest[];
  config?: Partial<PublicConfig>;
  route?: string;
  forcedColorMode?: 'light' | 'dark';
  /** The page's language (English by default); its catalogs load as the parts that show them render. */
  locale?: string;
  /** Where paths are in languages (the web app's `/fr/...`); without it, paths stay as they are. */
  pathInLocale?: PathInLocale;
}

/** Chakra system, platform configuration with a stubbed API, query cache, auth and a memory router. */
export function TestProviders({
  children,
  network = {},
  calls,
  config,
  route = '/',
  forcedColorMode,
  locale = 'en',
  pathInLocale,
}: TestProvidersProps) {
  const [api] = useState(() => createApiClient({ baseUrl: TEST_API_BASE, fetch: createStubFetch(network, calls) }));
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0, staleTime: Infinity } } }),
  );
  return (
    <UiProvider forcedColorMode={forcedColorMode}>
      <PlatformProvider config={{ ...defaultPublicConfig, ...config }} apiClient={api}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <MemoryRouter initialEntries={[route]}>
              <Routes>
                <Route
                  path="/"
                  element={
                    <I18nProvider locale={locale} pathInLocale={pathInLocale}>
                      <Suspense fallback={<p>Loading the words…</p>}>{children}</Suspense>
                    </I18nProvider>
                  }
                />
                <Route path="*" element={<CurrentLocation />} />
              </Routes>
            </MemoryRouter>
          </AuthProvider>
        </QueryClientProvider>
      </PlatformProvider>
    </UiProvider>
  );
}
