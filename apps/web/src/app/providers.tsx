import { PlatformProvider, type PublicConfig } from '@intambwe/api-client';
import { AuthProvider } from '@intambwe/auth';
import { UiProvider } from '@intambwe/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

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

/** Chakra system, colour mode, toaster, platform configuration, server cache and auth. */
export function AppProviders({ config, children, queryClient }: { config: PublicConfig; children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <UiProvider>
      <PlatformProvider config={config}>
        <QueryClientProvider client={client}>
          <AuthProvider>{children}</AuthProvider>
        </QueryClientProvider>
      </PlatformProvider>
    </UiProvider>
  );
}
