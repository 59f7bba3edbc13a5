import { ChakraProvider } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ColorModeProvider } from '../color-mode/color-mode-provider';
import type { ColorMode } from '../color-mode/color-mode-rules';
import { getSystem } from '../theme/system';
import { Toaster } from '../toaster/toaster';

export interface UiProviderProps {
  children: ReactNode;
  /** Forces a colour mode (stories, tests). */
  forcedColorMode?: ColorMode;
}

/**
 * Chakra system, colour mode and the toaster: everything a screen of ours needs
 * to render. On a prerendered page the global styles (reset, base styles, token
 * variables) are in the page's head with emotion's own marks, so emotion adopts
 * them instead of inserting them again (its documented server-rendering path).
 */
export function UiProvider({ children, forcedColorMode }: UiProviderProps) {
  const [value] = useState(getSystem);
  return (
    <ChakraProvider value={value}>
      <ColorModeProvider forcedColorMode={forcedColorMode}>
        {children}
        <Toaster />
      </ColorModeProvider>
    </ChakraProvider>
  );
}
