// What a first visit to a page downloads before it can run: the entry script,
// the scripts it preloads, and the stylesheets, read from the built HTML.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export function pageHtmlFile(distDir, route) {
  const candidates = route === '/' ? ['index.html'] : [join(route.slice(1), 'index.html'), `${route.slice(1)}.html`, 'index.html'];
  return candidates.map((file) => join(distDir, file)).find((file) => existsSync(file));
}

export function initialAssetsOf(html) {
  const assets = new Set();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) assets.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) assets.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) assets.add(match[1]);
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
  return { route, initial: total, files: perFile, html: measure(html) };
}
