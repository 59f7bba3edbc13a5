import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ColorModeProvider } from '../color-mode/color-mode-provider';
import type { ColorMode } from '../color-mode/color-mode-rules';
import { system } from '../theme/system';
import { Toaster } from '../toaster/toaster';

export interface UiProviderProps {
  children: ReactNode;
  /** Forces a colour mode (stories, tests). */
  forcedColorMode?: ColorMode;
}

/** Chakra system, colour mode and the toaster: everything a screen of ours needs to render. */
export function UiProvider({ children, forcedColorMode }: UiProviderProps) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider forcedColorMode={forcedColorMode}>
        {children}
        <Toaster />
      </ColorModeProvider>
    </ChakraProvider>
  );
}
