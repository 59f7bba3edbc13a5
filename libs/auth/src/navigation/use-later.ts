import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs callbacks after a delay, and forgets every pending one when the screen
 * goes away (no redirect from a screen the person already left).
 */
export function useLater(): (callback: () => void, delayMs: number) => void {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);
  return useCallback((callback, delayMs) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      callback();
    }, delayMs);
    timers.current.add(timer);
  }, []);
}
