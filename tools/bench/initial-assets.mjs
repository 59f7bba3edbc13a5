// What a first visit to a page downloads to be able to run: the entry script,
// the scripts it preloads, the app code it fetches once the page has loaded
// (the `app-preloads` list of prerendered pages), and the stylesheets, read
// from the built HTML.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export function pageHtmlFile(distDir, route) {
  const candidates =
    route === '/' ? ['index.html'] : [join(route.slice(1), 'index.html'), `${route.slice(1)}.html`, 'index.html'];
  return candidates.map((file) => join(distDir, file)).find((file) => existsSync(file));
}

/** The scripts and stylesheets the page itself links (what runs before the app starts), without the app code it fetches later. */
export function pageLinkedAssetsOf(html) {
  return initialAssetsOf(html).filter((href) => !appPreloadsOf(html).includes(href));
}

/** The code a prerendered page lists for its first script to ask for (apps/web/src/page/page-code.ts). */
export function appPreloadsOf(html) {
  const appPreloads = html.match(/<script id="app-preloads" type="application\/json">([^<]*)<\/script>/);
  return appPreloads ? JSON.parse(appPreloads[1]) : [];
}

export function initialAssetsOf(html) {
  const assets = new Set();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) assets.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) assets.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) assets.add(match[1]);
  for (const href of appPreloadsOf(html)) assets.add(href);
  return [...assets].filter((href) => href.startsWith('/'));
}

export function measure(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Sizes (raw, gzip, brotli) of the initial JS+CSS and of the HTML of one route. */
export function measureRoute(distDir, route) {
  const htmlFile = pageHtmlFile(distDir, route);
  if (!htmlFile) throw new Error(`No built HTML for ${route} in ${distDir}: build first.`);
  const html = readFileSync(htmlFile);
  const files = initialAssetsOf(html.toString('utf8'));
  const total = { raw: 0, gzip: 0, brotli: 0 };
  const perFile = [];
  for (const href of files) {
    const size = measure(readFileSync(join(distDir, href)));
    perFile.push({ href, ...size });
    for (const key of Object.keys(total)) total[key] += size[key];
  }
  const linked = new Set(pageLinkedAssetsOf(html.toString('utf8')));
  const beforeStart = perFile.filter((file) => linked.has(file.href)).reduce((sum, file) => sum + file.brotli, 0);
  return { route, initial: total, beforeStartBrotli: beforeStart, files: perFile, html: measure(html) };
}

/** Every public page the build prerendered, in each language (apps/web/dist/prerender.json). */
export function publicRoutes(distDir) {
  const file = join(distDir, 'prerender.json');
  if (!existsSync(file)) throw new Error(`No ${file}: build first.`);
  return JSON.parse(readFileSync(file, 'utf8')).routes;
}
