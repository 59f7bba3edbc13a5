import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { PublicConfig } from '@intambwe/contract';
import { createApiClient, type ApiClient } from '../http/create-api-client';
import { PlatformConfigContext, PlatformConfigProvider } from './platform-config';

const ApiClientContext = createContext<ApiClient | null>(null);

export interface PlatformProviderProps {
  /** Public settings: API base URL, sister-platform URLs, Google client id, brand. */
  config: PublicConfig;
  /** A ready client (tests, sister platforms with their own auth); otherwise one is made from `config.apiBaseUrl`. */
  apiClient?: ApiClient;
  children: ReactNode;
}

/**
 * The language of the page when it is not the default English (the server words
 * emails and links in it); on an English page the browser's own preference goes.
 */
const pageLanguage = () => {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return language && language !== 'en' ? language : undefined;
};

/** One client per base URL for parts that have settings but no provider of a client (islands of a page). */
const sharedClients = new Map<string, ApiClient>();
function sharedClientFor(baseUrl: string): ApiClient {
  let client = sharedClients.get(baseUrl);
  if (!client) {
    client = createApiClient({ baseUrl, language: pageLanguage });
    sharedClients.set(baseUrl, client);
  }
  return client;
}

/**
 * Gives every library its configuration and the shared API client. Libraries
 * never read `import.meta.env`: the host app passes what it loaded at run time.
 */
export function PlatformProvider({ config, apiClient, children }: PlatformProviderProps) {
  const api = useMemo(() => apiClient ?? createApiClient({ baseUrl: config.apiBaseUrl, language: pageLanguage }), [apiClient, config.apiBaseUrl]);
  return (
    <PlatformConfigProvider config={config}>
      <ApiClientContext.Provider value={api}>{children}</ApiClientContext.Provider>
    </PlatformConfigProvider>
  );
}

/** The API client of the nearest `PlatformProvider`, or one shared client for the settings of a `PlatformConfigProvider`. */
export function useApiClient(): ApiClient {
  const api = useContext(ApiClientContext);
  const config = useContext(PlatformConfigContext);
  if (api) return api;
  if (!config) throw new Error('Wrap the app in <PlatformProvider config={...}> from @intambwe/api-client.');
  return sharedClientFor(config.apiBaseUrl);
}
