import { createContext, useContext, type ReactNode } from 'react';
import type { PublicConfig } from '@intambwe/contract';

/**
 * The deployment's public settings (API base URL, sister-platform URLs, Google
 * client id, brand), on their own: parts that only read them (a link to a
 * sister platform, the brand's name) do not load the HTTP client.
 */
export const PlatformConfigContext = createContext<PublicConfig | null>(null);

export interface PlatformConfigProviderProps {
  config: PublicConfig;
  children: ReactNode;
}

/** Settings only; `PlatformProvider` adds the shared API client, and `useApiClient` makes one from these settings where it is missing. */
export function PlatformConfigProvider({ config, children }: PlatformConfigProviderProps) {
  return <PlatformConfigContext.Provider value={config}>{children}</PlatformConfigContext.Provider>;
}

export function usePlatformConfig(): PublicConfig {
  const config = useContext(PlatformConfigContext);
  if (!config) throw new Error('Wrap the app in <PlatformProvider config={...}> from @intambwe/api-client.');
  return config;
}
