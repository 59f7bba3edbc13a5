import { createApiClient, PlatformProvider } from '@intambwe/api-client';
import { defaultPublicConfig } from '@intambwe/contract';
import { UiProvider, useComponentRecipes, type ColorMode } from '@intambwe/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { MemoryRouter } from 'react-router';
import { createStubFetch, STORY_API_BASE, type NetworkStubs } from './network-stub';

/** Chakra system, forced colour mode (toolbar or story globals), platform config, stubbed API, query cache, router. */
const withProviders: Decorator = (Story, context) => {
  // Stories render components on their own (a PasswordInput without its form), outside the
  // screens and sections that add the later recipes (forms, dialogs, cards...) in the app.
  useComponentRecipes();
  const mode = (context.globals['theme'] ?? 'light') as ColorMode;
  const network = context.parameters['network'] as NetworkStubs | undefined;
  const route = (context.parameters['route'] as string | undefined) ?? '/';
  const api = useMemo(() => createApiClient({ baseUrl: STORY_API_BASE, fetch: createStubFetch(network) }), [network]);
  const queryClient = useMemo(() => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }), []);
  return (
    <UiProvider forcedColorMode={mode}>
      <PlatformProvider config={defaultPublicConfig} apiClient={api}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>
            <Story />
          </MemoryRouter>
        </QueryClientProvider>
      </PlatformProvider>
    </UiProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  globalTypes: {
    theme: {
      description: 'Colour mode',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    // Accessibility violations fail the story tests, not just the panel.
    a11y: { test: 'error' },
    // The toolbar's viewports: the phones most visitors use (360 and 412 px wide), a tablet and a laptop.
    viewport: {
      options: {
        smallPhone: { name: 'Small phone (360 px)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        phone: { name: 'Phone (412 px)', styles: { width: '412px', height: '915px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
