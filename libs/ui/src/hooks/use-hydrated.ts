import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while prerendering and during hydration, true afterwards. Screens whose
 * content depends on the URL query, storage or the clock render one stable
 * state first (so the prerendered HTML hydrates without a mismatch), then switch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
