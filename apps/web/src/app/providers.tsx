import { PlatformProvider } from '@intambwe/api-client';
import { type PublicConfig } from '@intambwe/contract';
import { AuthProvider } from '@intambwe/auth';
import { UiProvider } from '@intambwe/ui';
import type { ReactNode } from 'react';

/**
 * What the account screens need: the Chakra system, colour mode and toaster,
 * the platform's settings and API client, and the session. The server cache
 * (react-query) is provided by the parts that fetch lists.
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
