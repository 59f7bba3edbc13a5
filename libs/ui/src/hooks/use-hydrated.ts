import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;

/**
 * Whether the parts inside are still being hydrated from prerendered HTML, as
 * the host that hydrates them tells (`HydrationState`); `null` where no host
 * says (then React's own way below).
 */
const Hydrating = createContext<boolean | null>(null);

export interface HydrationStateProps {
  /** True while prerendering and hydrating; the host sets it to false (in a transition) once the parts have hydrated. */
  hydrating: boolean;
  children?: ReactNode;
}

/**
 * Said by a host that hydrates prerendered parts (the web app's islands). It
 * lets `useHydrated` switch them to their browser state as a transition of the
 * host's: in slices, put aside for any press, and only in the parts that ask.
 * Without it, React re-renders each asking part synchronously as soon as it
 * has hydrated, in the same long task.
 */
export function HydrationState({ hydrating, children }: HydrationStateProps) {
  return createElement(Hydrating.Provider, { value: hydrating }, children);
}

/**
 * False while prerendering and during hydration, true afterwards. Screens whose
 * content depends on the URL query, storage or the clock render one stable
 * state first (so the prerendered HTML hydrates without a mismatch), then switch.
 * A part rendered in the browser without hydration is true at once.
 */
export function useHydrated(): boolean {
  const hydrating = useContext(Hydrating);
  // Under a HydrationState the store's answer is the same on the server and in the browser (no mismatch
  // for React to repair synchronously): the host's word decides. Elsewhere the server's answer is false.
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => hydrating !== null,
  );
  return inBrowser && hydrating !== true;
}
