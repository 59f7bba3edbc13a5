import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
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

/**
 * The mode lives in a small store, not in context state: the context value
 * never changes after the first render, so sections whose hydration is deferred
 * are never forced to re-render early when the mode is read on start-up.
 */
interface ColorModeStore {
  get(): ColorMode;
  set(mode: ColorMode, persist: boolean): void;
  subscribe(listener: () => void): () => void;
}

function createColorModeStore(initial: ColorMode): ColorModeStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(mode, persist) {
      if (persist) storePreference(mode);
      applyColorMode(document.documentElement, mode);
      if (mode === current) return;
      current = mode;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const ColorModeContext = createContext<{ store: ColorModeStore; forced: boolean } | null>(null);

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
 * and follows system changes while the user has not chosen. Reports 'light' on
 * the server and during hydration (no mismatch); the head script
 * (`colorModeScript`) has already painted the right mode by then.
 */
export function ColorModeProvider({ children, forcedColorMode }: ColorModeProviderProps) {
  const value = useMemo(
    () => ({ store: createColorModeStore(forcedColorMode ?? 'light'), forced: forcedColorMode !== undefined }),
    [forcedColorMode],
  );

  useEffect(() => {
    const { store } = value;
    if (forcedColorMode) {
      store.set(forcedColorMode, false);
      return;
    }
    const media = window.matchMedia?.(DARK_MEDIA_QUERY);
    const sync = () => store.set(resolveColorMode(readStoredPreference(), media?.matches ?? false), false);
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
  }, [value, forcedColorMode]);

  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeContextValue {
  const context = useContext(ColorModeContext);
  if (!context) throw new Error('useColorMode must be used inside <ColorModeProvider> (or <UiProvider>).');
  const { store, forced } = context;
  const colorMode = useSyncExternalStore(store.subscribe, store.get, () => 'light' as const);
  return useMemo(
    () => ({
      colorMode,
      setColorMode: (mode: ColorMode) => store.set(mode, !forced),
      toggleColorMode: () => store.set(oppositeColorMode(store.get()), !forced),
    }),
    [colorMode, store, forced],
  );
}
