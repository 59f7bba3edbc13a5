/** How long after load the worker waits for the page's start before it is registered anyway (the page's code did not arrive). */
const START_WAIT_MS = 10_000;

/**
 * Registers the service worker (built by vite-plugin-pwa) once the page has
 * loaded, its islands have started (`started`) and the browser is then idle,
 * so starting the worker (the registration's own main-thread work, its thread,
 * its script and its precache) never competes with the page's start: it is for
 * the next visit, not this one. A page whose code never starts (a connection
 * lost on the way) still registers it, 10 s after load. Production builds only.
 */
export function registerServiceWorker(started: Promise<void>): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed; the site works without it.', error);
    });
  };
  const afterStart = () => {
    const waited = new Promise<void>((resolve) => setTimeout(resolve, START_WAIT_MS));
    void Promise.race([started, waited]).then(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(register, { timeout: 3000 });
      else setTimeout(register, 500);
    });
  };
  if (document.readyState === 'complete') afterStart();
  else window.addEventListener('load', afterStart, { once: true });
}
