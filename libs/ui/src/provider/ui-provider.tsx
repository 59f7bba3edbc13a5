import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ColorModeProvider } from '../color-mode/color-mode-provider';
import { hasPrerenderedStyles } from './prerendered-styles';
import type { ColorMode } from '../color-mode/color-mode-rules';
import { getSystem } from '../theme/system';
import { Toaster } from '../toaster/toaster';

export interface UiProviderProps {
  children: ReactNode;
  /** Forces a colour mode (stories, tests). */
  forcedColorMode?: ColorMode;
}

/**
 * The system as a page whose HTML holds the global styles (reset, base styles,
 * token variables, the order of the cascade layers) sees it: without them.
 */
function withoutGlobalStyles(system: SystemContext): SystemContext {
  return Object.create(system, {
    _global: { value: [] },
    _config: { value: { ...system._config, disableLayers: true } },
  });
}

/**
 * A prerendered page carries the global styles in its head: the browser then
 * neither builds nor inserts them again, which saves a cheap phone a large
 * share of its start-up work (see PRERENDERED_STYLES_ATTRIBUTE). Elsewhere
 * (pages rendered only in the browser, stories, tests) the provider inserts them.
 */
function systemForThisDocument(): SystemContext {
  return hasPrerenderedStyles() ? withoutGlobalStyles(getSystem()) : getSystem();
}

/** Chakra system, colour mode and the toaster: everything a screen of ours needs to render. */
export function UiProvider({ children, forcedColorMode }: UiProviderProps) {
  const [value] = useState(systemForThisDocument);
  return (
    <ChakraProvider value={value}>
      <ColorModeProvider forcedColorMode={forcedColorMode}>
        {children}
        <Toaster />
      </ColorModeProvider>
    </ChakraProvider>
  );
}
