import { useEffect } from 'react';

/** Whether the person asked their browser to save data (then nothing is fetched ahead). */
export function savesData(): boolean {
  const connection =
    typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Runs `run` once the page is idle, at most `timeout` ms later; where the browser cannot tell
 * (no `requestIdleCallback`), after `fallbackDelay` ms.
 */
export function whenIdle(run: () => void, { timeout = 3000, fallbackDelay = 200 } = {}): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout });
  else setTimeout(run, fallbackDelay);
}

/**
 * Resolves in the page's next idle period (`whenIdle`). Work started in steps, one step per idle
 * period, never holds a press for long: on a phone each start (a download's, a worker's) costs
 * milliseconds, several of them together a long task.
 */
export function nextIdlePeriod(options?: { timeout?: number; fallbackDelay?: number }): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve, options));
}

/**
 * Once the page is idle, loads the code of parts a person is likely to open
 * soon (the menu, a section just below), one per idle period, so their first
 * press answers at once instead of waiting for a download. Nothing is fetched
 * ahead for a person who saves data. A failed load is left for the press to try again.
 */
export function usePrefetchWhenIdle(loaders: ReadonlyArray<() => Promise<unknown>>): void {
  useEffect(() => {
    if (savesData()) return;
    let cancelled = false;
    const queue = [...loaders];
    const next = () => {
      if (cancelled) return;
      const load = queue.shift();
      if (!load) return;
      void load()
        .catch(() => undefined)
        .then(() => whenIdle(next));
    };
    whenIdle(next);
    return () => {
      cancelled = true;
    };
    // The loaders are module-level functions: run once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
