import { ChakraProvider } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { useMemo, useState, type ReactNode } from 'react';
import { ColorModeProvider } from '../color-mode/color-mode-provider';
import type { ColorMode } from '../color-mode/color-mode-rules';
import { getSystem } from '../theme/system';
import { DesignSystemPresence } from './design-system-presence';
import { renderStaticStyles } from '../static-styles/render-static-styles';
import { toastStyles } from '../toaster/toast.styles';
import { Toaster, useToastShown } from '../toaster/toaster';

export interface UiProviderProps {
  children: ReactNode;
  /** Forces a colour mode (stories, tests). */
  forcedColorMode?: ColorMode;
}

/**
 * The toasts' looks, made from the design system here where it runs (pages
 * whose parts run without it have them in their stylesheet): once, with the
 * page's first toast.
 */
function ToastStyles() {
  const shown = useToastShown();
  const css = useMemo(() => (shown ? renderStaticStyles(getSystem(), [toastStyles]) : null), [shown]);
  return css ? <Global styles={css} /> : null;
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
      <DesignSystemPresence.Provider value>
        <ColorModeProvider forcedColorMode={forcedColorMode}>
          {children}
          <ToastStyles />
          <Toaster />
        </ColorModeProvider>
      </DesignSystemPresence.Provider>
    </ChakraProvider>
  );
}
