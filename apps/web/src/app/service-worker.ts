import { afterPageStart } from './after-start';

/** Longest wait for the registered worker to become active before the page goes on without it. */
const ACTIVE_WAIT_MS = 10_000;

/**
 * Registers the service worker (built by vite-plugin-pwa) after the page's
 * start (after-start.ts), so starting the worker (the registration's own
 * main-thread work, its thread, its script and its precache) never competes
 * with it: it is for the next visit, not this one. Production builds only.
 *
 * Resolves once that is over: the worker active, its registration failed or
 * 10 s gone by, or, in a browser without service workers, the page started.
 */
export function registerServiceWorker(started: Promise<void>): Promise<void> {
  if (!import.meta.env.PROD) return Promise.resolve();
  return new Promise<void>((resolve) =>
    afterPageStart(started, () => {
      if (!('serviceWorker' in navigator)) return resolve();
      const gaveUp = new Promise<void>((done) => setTimeout(done, ACTIVE_WAIT_MS));
      const active = navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(() => navigator.serviceWorker.ready);
      void Promise.race([active, gaveUp])
        .catch((error: unknown) => console.warn('Service worker registration failed; the site works without it.', error))
        .then(() => resolve());
    }),
  );
}
