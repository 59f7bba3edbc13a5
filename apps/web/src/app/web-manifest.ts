import { whenIdle } from './after-start';

/** The web app manifest vite-plugin-pwa builds (`manifestFilename` in vite.config.mts). */
export const WEB_MANIFEST_HREF = '/manifest.webmanifest';

/**
 * Links the web app manifest once `settled` has (the service worker's
 * registration is over, service-worker.ts) and the browser is then idle; the
 * built pages come without the link (scripts/prerender.mjs). As soon as
 * Chromium finds the link it checks whether the site can be installed: it
 * fetches the manifest and an icon, and shows and animates its install badge.
 * Measured on /login in headless Chromium on 2 cores, that took the browser
 * and GPU process from about 280 to about 600 ms of CPU during the page's
 * start, time the page's own start then waited for (tools/bench/README.md).
 * Linked once the page has nothing else to do, the site can be installed all
 * the same, as it works offline. Production builds only (the manifest is a
 * build output).
 */
export function linkWebManifest(settled: Promise<unknown>): void {
  if (!import.meta.env.PROD) return;
  const link = () => {
    if (document.head.querySelector('link[rel="manifest"]')) return;
    const element = document.createElement('link');
    element.rel = 'manifest';
    element.href = WEB_MANIFEST_HREF;
    document.head.append(element);
  };
  void settled.then(
    () => whenIdle(link),
    () => whenIdle(link),
  );
}
