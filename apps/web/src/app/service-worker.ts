import { afterPageStart } from './after-start';

/**
 * Registers the service worker (built by vite-plugin-pwa) after the page's
 * start (after-start.ts), so starting the worker (the registration's own
 * main-thread work, its thread, its script and its precache) never competes
 * with it: it is for the next visit, not this one. Production builds only.
 */
export function registerServiceWorker(started: Promise<void>): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  afterPageStart(started, () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed; the site works without it.', error);
    });
  });
}
