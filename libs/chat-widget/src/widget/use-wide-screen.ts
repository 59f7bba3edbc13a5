import { useSyncExternalStore } from 'react';

/** Chakra's `md` breakpoint (48em): below it the chat is always full screen. */
const WIDE = '(min-width: 48em)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia?.(WIDE);
  media?.addEventListener?.('change', onChange);
  return () => media?.removeEventListener?.('change', onChange);
}

const isWide = () => typeof window !== 'undefined' && (window.matchMedia?.(WIDE).matches ?? false);

/** True on tablets and desktops, where the chat can float beside the page. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => false);
}
