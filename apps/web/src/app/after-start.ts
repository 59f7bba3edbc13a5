/** How long after load the page waits for its start before what comes after it runs anyway (the page's code did not arrive). */
const START_WAIT_MS = 10_000;

/** Runs `run` once the browser is idle (at most 3 s from now). */
export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 500);
}

/**
 * Runs `run` once the page has loaded, its islands have started (`started`)
 * and the browser is then idle: for what serves the next visit or a later
 * moment (the service worker, the install manifest), so it never competes
 * with the page's start. A page whose code never starts (a connection lost on
 * the way) still runs it, 10 s after load.
 */
export function afterPageStart(started: Promise<void>, run: () => void): void {
  const afterLoad = () => {
    const waited = new Promise<void>((resolve) => setTimeout(resolve, START_WAIT_MS));
    void Promise.race([started, waited]).then(() => whenIdle(run));
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
