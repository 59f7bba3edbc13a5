import type { ResolveModulePreloadDependenciesFn } from 'vite';

/**
 * Vite's `build.modulePreload.resolveDependencies`: which `<link rel="modulepreload">` hints Vite's
 * helper adds to the page before a dynamic import. By default it adds one per chunk the import needs,
 * so the browser fetches them all at once instead of finding each chunk's imports as it parses it.
 *
 * For code a page fetches ahead while idle (the assistant, the contact dialog's form) the hints only
 * cost: each is an element put into `<head>` on the main thread, 0.1-3.8 ms apiece unslowed on
 * Chromium 156 (27 on `/`, about 20 ms, so 160 ms of a phone's main thread at 8x), while nobody is
 * waiting for that code. Those imports go without hints and the browser finds their chunks from
 * the code itself, one round trip more; a press that comes before the fetch ahead shares it.
 */

/** The chunk name of a built file (Vite's default `[name]-[hash].js`, an 8-character hash), `assets/chat-widget-BAFCNE-o.js` -> `chat-widget`. */
export function chunkName(filename: string): string {
  const base = filename.slice(filename.lastIndexOf('/') + 1);
  return base.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');
}

/** Leaves out every hint for dynamic imports of the chunks `fetchedAhead` names; the page's HTML and other imports keep theirs. */
export function preloadHintsExcept(fetchedAhead: RegExp): ResolveModulePreloadDependenciesFn {
  return (filename, deps, { hostType }) => (hostType === 'js' && fetchedAhead.test(chunkName(filename)) ? [] : deps);
}
