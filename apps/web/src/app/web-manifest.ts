import { whenIdle } from './after-start';

/** The web app manifest vite-plugin-pwa builds (`manifestFilename` in vite.config.mts). */
export const WEB_MANIFEST_HREF = '/manifest.webmanifest';

/**
 * Links the web app manifest once `settled` has (the service worker's
 * registration is over, service-worker.ts) and the browser is then idle; the
 * built pages come without the link (scripts/prerender.mjs). As soon as
 * Chromium finds the link it checks whether the site can be installed: it
 * fetches the manifest and an icon, and shows and animates its install badge.
 * In Lighthouse's trace of /login (fixed 8x, AMD EPYC with 2 cores, Chromium
 * 156.0.8078.108, benchmarkIndex 2,536-2,792), the browser and GPU process
 * spent 237-272 ms of CPU beside the page's tasks with the link in the HTML
 * and 132-153 ms without it: time the page's own start waited for a core
 * (tools/bench/README.md).
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
  const later = () => whenIdle(link);
  void settled.then(later, later); // after a failed registration too
}
