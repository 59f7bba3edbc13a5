import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { getSystem } from '../theme/system';
import { DesignSystemPresence } from './design-system-presence';

/**
 * The design system started on demand inside an island: its own emotion cache
 * (its own key), so the styles the page's HTML came with are left as they are.
 */
export default function OnDemandDesignSystem({ children }: { children: ReactNode }) {
  const [cache] = useState(() => createCache({ key: 'on-demand' }));
  const [system] = useState(getSystem);
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>
        <DesignSystemPresence.Provider value>{children}</DesignSystemPresence.Provider>
      </ChakraProvider>
    </CacheProvider>
  );
}
