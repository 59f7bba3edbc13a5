import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  applyColorMode,
  DARK_MEDIA_QUERY,
  oppositeColorMode,
  resolveColorMode,
  THEME_STORAGE_KEY,
  type ColorMode,
} from './color-mode-rules';

export interface ColorModeContextValue {
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode) => void;
  toggleColorMode: () => void;
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

function readStoredPreference(): string | null {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

function storePreference(mode: ColorMode) {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // The choice still applies for this visit.
  }
}

export interface ColorModeProviderProps {
  children: ReactNode;
  /** Forces a mode (stories, tests); the stored preference is then neither read nor written. */
  forcedColorMode?: ColorMode;
}

/**
 * Starts from the stored `theme-preference`, otherwise the system preference,
 * and follows system changes while the user has not chosen. Renders 'light' on
 * the server and on the first client render (no hydration mismatch); the head
 * script (`colorModeScript`) has already painted the right mode by then.
 */
export function ColorModeProvider({ children, forcedColorMode }: ColorModeProviderProps) {
  const [colorMode, setColorModeState] = useState<ColorMode>(forcedColorMode ?? 'light');

  useEffect(() => {
    if (forcedColorMode) {
      applyColorMode(document.documentElement, forcedColorMode);
      setColorModeState(forcedColorMode);
      return;
    }
    const media = window.matchMedia?.(DARK_MEDIA_QUERY);
    const sync = () => {
      const mode = resolveColorMode(readStoredPreference(), media?.matches ?? false);
      applyColorMode(document.documentElement, mode);
      setColorModeState(mode);
    };
    sync();
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) sync();
    };
    media?.addEventListener?.('change', sync);
    window.addEventListener('storage', onStorage);
    return () => {
      media?.removeEventListener?.('change', sync);
      window.removeEventListener('storage', onStorage);
    };
  }, [forcedColorMode]);

  const setColorMode = useCallback(
    (mode: ColorMode) => {
      if (!forcedColorMode) storePreference(mode);
      applyColorMode(document.documentElement, mode);
      setColorModeState(mode);
    },
    [forcedColorMode],
  );

  const value = useMemo<ColorModeContextValue>(
    () => ({ colorMode, setColorMode, toggleColorMode: () => setColorMode(oppositeColorMode(colorMode)) }),
    [colorMode, setColorMode],
  );

  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeContextValue {
  const context = useContext(ColorModeContext);
  if (!context) throw new Error('useColorMode must be used inside <ColorModeProvider> (or <UiProvider>).');
  return context;
}
