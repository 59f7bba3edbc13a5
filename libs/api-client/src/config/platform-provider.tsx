import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { PublicConfig } from '@intambwe/contract';
import { createApiClient, type ApiClient } from '../http/create-api-client';

interface PlatformContextValue {
  config: PublicConfig;
  api: ApiClient;
}

const PlatformContext = createContext<PlatformContextValue | null>(null);

export interface PlatformProviderProps {
  /** Public settings: API base URL, sister-platform URLs, Google client id, brand. */
  config: PublicConfig;
  /** A ready client (tests, sister platforms with their own auth); otherwise one is made from `config.apiBaseUrl`. */
  apiClient?: ApiClient;
  children: ReactNode;
}

/**
 * Gives every library its configuration and the shared API client. Libraries
 * never read `import.meta.env`: the host app passes what it loaded at run time.
 */
/**
 * The language of the page when it is not the default English (the server words
 * emails and links in it); on an English page the browser's own preference goes.
 */
const pageLanguage = () => {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return language && language !== 'en' ? language : undefined;
};

export function PlatformProvider({ config, apiClient, children }: PlatformProviderProps) {
  const api = useMemo(
    () => apiClient ?? createApiClient({ baseUrl: config.apiBaseUrl, language: pageLanguage }),
    [apiClient, config.apiBaseUrl],
  );
  const value = useMemo(() => ({ config, api }), [config, api]);
  return <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>;
}

function usePlatform(): PlatformContextValue {
  const context = useContext(PlatformContext);
  if (!context) throw new Error('Wrap the app in <PlatformProvider config={...}> from @intambwe/api-client.');
  return context;
}

export const usePlatformConfig = (): PublicConfig => usePlatform().config;
export const useApiClient = (): ApiClient => usePlatform().api;
