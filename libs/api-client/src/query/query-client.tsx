import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState, type ReactNode } from 'react';

/** The server-cache rules of the product, for hosts that make their own QueryClient. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Data costs money here: no refetch just because the tab regained focus.
        refetchOnWindowFocus: false,
        retry: 1,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/** One cache per browser tab (lists survive moving between screens); a fresh one per server render. */
function pageQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/**
 * Gives the parts that fetch (the trending lists) a QueryClient, unless the host
 * app already provides one. It lives inside those lazily loaded parts, so
 * react-query is not part of a page's first download.
 */
export function QueryClientBoundary({ children }: { children: ReactNode }) {
  const hostClient = useContext(QueryClientContext);
  const [ownClient] = useState(() => (hostClient ? undefined : pageQueryClient()));
  if (hostClient || !ownClient) return children;
  return <QueryClientProvider client={ownClient}>{children}</QueryClientProvider>;
}
