import { PlatformProvider } from '@intambwe/api-client';
import { type PublicConfig } from '@intambwe/contract';
import { AuthProvider } from '@intambwe/auth';
import { UiProvider } from '@intambwe/ui';
import type { ReactNode } from 'react';

/**
 * Chakra system, colour mode, toaster, platform configuration and auth. The
 * server cache (react-query) is provided by the lazily loaded parts that fetch
 * lists (`QueryClientBoundary` from @intambwe/api-client), so it stays out of
 * the first download.
 */
export function AppProviders({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return (
    <UiProvider>
      <PlatformProvider config={config}>
        <AuthProvider>{children}</AuthProvider>
      </PlatformProvider>
    </UiProvider>
  );
}
