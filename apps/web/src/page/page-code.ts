/**
 * The code a prerendered page hydrates at load (React, the island runtime,
 * those islands and their words), fetched once the page's HTML has been
 * parsed rather than from its head.
 *
 * The prerender lists it in `<script id="app-preloads" type="application/json">`
 * instead of writing a `<link rel="modulepreload">` per file into the head:
 * links in the head start a dozen downloads, and their compiles, while the
 * browser is still parsing and painting the page, and on a machine with two
 * cores the first paint waits for them. The first script runs once the HTML
 * is parsed and, once the page has painted, asks for all of it at once, so
 * the code still comes in one round trip, in parallel, and nothing waits for
 * one chunk to find the next.
 *
 * Part of the first download: keep it small and dependency-free.
 */

export const PAGE_CODE_ID = 'app-preloads';

/** The page's list, or none where it is missing or unreadable (a page without islands has none). */
export function pageCodeOf(document: Document): string[] {
  const list = document.getElementById(PAGE_CODE_ID)?.textContent;
  if (!list) return [];
  try {
    const hrefs: unknown = JSON.parse(list);
    return Array.isArray(hrefs) ? hrefs.filter((href): href is string => typeof href === 'string' && href.startsWith('/')) : [];
  } catch {
    return [];
  }
}

/**
 * Asks for the page's code: a `<link rel="modulepreload">` per file not
 * already asked for, put into the head in one insertion. Returns the files asked for.
 */
export function fetchPageCode(document: Document): string[] {
  const asked = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  );
  const hrefs = [...new Set(pageCodeOf(document))].filter((href) => !asked.has(href));
  const links = document.createDocumentFragment();
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = ''; // as the module scripts that import them
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
  return hrefs;
}

/** How long a page waits for its first frame before it asks for its code anyway (a tab put away before it painted). */
export const FIRST_PAINT_WAIT_MS = 500;

/**
 * Runs `start` once the page has painted: after the next frame (a task after its
 * `requestAnimationFrame`); at once in a tab nobody sees, which draws no frames;
 * and at the latest after FIRST_PAINT_WAIT_MS, should the tab be put away before its frame.
 * Returns a way to run it at once instead (a press is waiting for the code); it runs once either way.
 */
export function afterFirstPaint(win: Window, start: () => void): () => void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    if (fallback !== undefined) win.clearTimeout(fallback);
    start();
  };
  const painting = win.document.visibilityState === 'visible' && typeof win.requestAnimationFrame === 'function';
  const fallback = painting ? win.setTimeout(once, FIRST_PAINT_WAIT_MS) : undefined;
  if (painting) win.requestAnimationFrame(() => win.setTimeout(once, 0));
  else once();
  return once;
}
