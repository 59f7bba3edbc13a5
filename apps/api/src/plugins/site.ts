import fastifyStatic from '@fastify/static';
import type { PublicConfig } from '@intambwe/contract';
import {
  DEFAULT_LOCALE,
  localizePath,
  negotiateLocale,
  rememberedLocale,
  splitLocalePath,
  type Locale,
} from '@intambwe/i18n/locales';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { prepareText, sendPrepared, type CachedBody } from '../http/cached-json.js';
import escapeHtml from 'escape-html';

/** Where the built site puts the runtime configuration (apps/web/index.html). */
export const CONFIG_PLACEHOLDER = '<!--app-config-->';
/** The SPA shell used for paths without a prerendered page. */
export const FALLBACK_PAGE = '/__spa-fallback';

export interface Site {
  /** Route path ('/', '/login', ...) to the HTML answer, config injected and precompressed. */
  pages: Map<string, CachedBody>;
  /** CSP hashes of the inline scripts in those pages. */
  scriptHashes: string[];
  /** Public routes with a page of their own (for sitemap.xml). */
  routes: string[];
  /** The account app's paths (English form): without a page of their own they get the app's shell. */
  appPaths: string[];
  /** The build's hashed scripts and stylesheets by file name, held in memory (`loadAssets`). */
  assets: Map<string, AssetFile>;
}

/** A hashed asset held in memory: its bytes, the build's brotli and gzip twins, a validator and its type. */
export interface AssetFile extends CachedBody {
  type: string;
}

/** The content types of the files in assets/ that are held in memory; any other file there is read from disk. */
const ASSET_TYPES: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SAFE_ASSET_NAME = /^[\w-][\w.-]*$/;

/**
 * Reads the build's hashed scripts and stylesheets (with the .br and .gz files the build wrote
 * beside them) once at start-up. A page's visit asks for some thirty of them; served from disk,
 * each cost the server about 1.3 ms of CPU (checking the compressed twins, the path, a stream),
 * from memory about a fifth of that. They never change under a name, so nothing goes stale.
 * A few MB per server process.
 */
export function loadAssets(assetsDir: string, now = Date.now()): Map<string, AssetFile> {
  const assets = new Map<string, AssetFile>();
  if (!existsSync(assetsDir)) return assets;
  for (const name of readdirSync(assetsDir)) {
    const type = ASSET_TYPES[extname(name)];
    const file = join(assetsDir, name);
    if (!type || !statSync(file).isFile()) continue;
    const raw = readFileSync(file);
    const twin = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
    const etag = `"${createHash('sha1').update(raw).digest('base64url')}"`;
    assets.set(name, { raw, br: twin('.br'), gzip: twin('.gz'), etag, storedAt: now, type });
  }
  return assets;
}

function listHtmlFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry !== 'assets') files.push(...listHtmlFiles(full));
    } else if (entry.endsWith('.html')) files.push(full);
  }
  return files;
}

/** '/login/index.html' -> '/login'; 'index.html' -> '/'; '__spa-fallback.html' -> '/__spa-fallback'. */
export function routeOfHtmlFile(distDir: string, file: string): string {
  const path = '/' + relative(distDir, file).split(sep).join('/');
  const route = path.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return route === '' ? '/' : route;
}

interface PrerenderManifest {
  /** The configuration the pages were rendered with (sentinel URLs, default brand). */
  config: PublicConfig;
  routes: string[];
  appPaths?: string[];
}

function readPrerenderManifest(distDir: string): PrerenderManifest | null {
  const file = join(distDir, 'prerender.json');
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as PrerenderManifest;
}

/** Every string setting whose deployed value differs from the one the pages were rendered with. */
export function configSubstitutions(rendered: unknown, deployed: unknown): Array<[string, string]> {
  if (typeof rendered === 'string' && typeof deployed === 'string')
    return rendered && rendered !== deployed ? [[rendered, deployed]] : [];
  if (Array.isArray(rendered) && Array.isArray(deployed)) {
    return rendered.flatMap((item, index) => configSubstitutions(item, deployed[index]));
  }
  if (rendered && deployed && typeof rendered === 'object' && typeof deployed === 'object') {
    return Object.keys(rendered).flatMap((key) =>
      configSubstitutions((rendered as Record<string, unknown>)[key], (deployed as Record<string, unknown>)[key]),
    );
  }
  return [];
}

/**
 * Pages are prerendered once at build time with sentinel URLs and the default
 * brand; this swaps in the deployment's values (text, attributes and JSON), so
 * one build serves every deployment and hydration still matches.
 */
export function applySubstitutions(html: string, substitutions: Array<[string, string]>): string {
  let result = html;
  for (const [from, to] of substitutions.sort((a, b) => b[0].length - a[0].length)) {
    const forms: Array<[string, string]> = [
      [escapeHtml(from), escapeHtml(to)],
      [JSON.stringify(from).slice(1, -1), JSON.stringify(to).slice(1, -1)],
      [from, to],
    ];
    for (const [a, b] of forms) result = result.split(a).join(b);
  }
  return result;
}

function injectConfig(html: string, config: PublicConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace(CONFIG_PLACEHOLDER, `<script id="app-config" type="application/json">${json}</script>`);
}

function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/type=["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/** Reads the built site once at start-up; null when it has not been built. */
export function loadSite(distDir: string, config: PublicConfig): Site | null {
  if (!existsSync(join(distDir, 'index.html'))) return null;
  const pages = new Map<string, CachedBody>();
  const scriptHashes = new Set<string>();
  const manifest = readPrerenderManifest(distDir);
  const substitutions = manifest ? configSubstitutions(manifest.config, config) : [];
  for (const file of listHtmlFiles(distDir)) {
    if (file.endsWith('index.template.html')) continue;
    const html = injectConfig(applySubstitutions(readFileSync(file, 'utf8'), substitutions), config);
    inlineScriptHashes(html).forEach((hash) => scriptHashes.add(hash));
    pages.set(routeOfHtmlFile(distDir, file), prepareText(html));
  }
  if (!pages.has(FALLBACK_PAGE)) pages.set(FALLBACK_PAGE, pages.get('/') as CachedBody);
  const assets = loadAssets(join(distDir, 'assets'));
  return {
    pages,
    scriptHashes: [...scriptHashes],
    routes: manifest?.routes ?? ['/'],
    appPaths: manifest?.appPaths ?? [],
    assets,
  };
}

function normalizePath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '/';
  try {
    const decoded = decodeURIComponent(path);
    return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  } catch {
    return path;
  }
}

/** Pages people should not find through search (personal or one-time screens). */
const NOT_IN_SITEMAP = new Set(['/select-role', '/reset-password']);

/**
 * sitemap.xml: every public page, and for a page that exists in several
 * languages, its address in each (`xhtml:link` alternates, English as x-default).
 */
export function sitemapXml(routes: readonly string[], siteUrl: string): string {
  const url = (route: string) => `${siteUrl}${route}`;
  const languagesOf = new Map<string, Locale[]>();
  for (const route of routes) {
    const { locale, path } = splitLocalePath(route);
    languagesOf.set(path, [...(languagesOf.get(path) ?? []), locale]);
  }
  const entries = routes
    .filter((route) => !NOT_IN_SITEMAP.has(splitLocalePath(route).path))
    .map((route) => {
      const { path } = splitLocalePath(route);
      const languages = languagesOf.get(path) ?? [];
      const alternates =
        languages.length > 1
          ? [
              ...languages.map(
                (locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${url(localizePath(path, locale))}"/>`,
              ),
              `<xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`,
            ].join('')
          : '';
      const home = path === '/';
      return `  <url><loc>${url(route)}</loc>${alternates}<changefreq>${home ? 'daily' : 'monthly'}</changefreq><priority>${home ? '1.0' : '0.5'}</priority></url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** The language of the page a request came from, when it came from one of ours (its Referer), else null. */
function refererLocale(request: FastifyRequest): Locale | null {
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.host === request.headers.host ? splitLocalePath(from.pathname).locale : null;
  } catch {
    return null;
  }
}

/**
 * Where a request for a page should go instead, for its language, or null.
 * A person who chose a language (the `language` cookie the language links set)
 * and opens an English page that exists in that language is sent to it, unless
 * they come from one of our pages in that very language (they just chose
 * English from its links, which work before any script). A first visit to `/`
 * with no choice follows Accept-Language, when the home page exists in that
 * language. A page in a language is never left.
 */
export function languageRedirect(request: FastifyRequest, path: string, site: Site): string | null {
  const { locale: shown, path: englishPath } = splitLocalePath(path);
  if (shown !== DEFAULT_LOCALE) return null;
  const chosen = rememberedLocale(request.headers.cookie);
  const wanted = chosen ?? (path === '/' ? negotiateLocale(request.headers['accept-language']) : null);
  if (!wanted || wanted === DEFAULT_LOCALE || refererLocale(request) === wanted) return null;
  const target = localizePath(englishPath, wanted);
  if (!site.pages.has(target.length > 1 ? target.replace(/\/+$/, '') : target)) return null;
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  return `${target}${query}`;
}

/**
 * The answer for a path: its own page; for one of the account app's paths
 * without a page (`/dashboard`, `/fr/dashboard`), the app's shell; for any
 * other path, the landing page in the path's language (SPEC's route table).
 */
export function pageFor(site: Site, path: string): CachedBody {
  const own = site.pages.get(path);
  if (own) return own;
  const { locale, path: englishPath } = splitLocalePath(path);
  const shell = site.pages.get(FALLBACK_PAGE);
  if (shell && site.appPaths.some((appPath) => englishPath === appPath || englishPath.startsWith(`${appPath}/`))) return shell;
  return site.pages.get(localizePath('/', locale).replace(/(.)\/+$/, '$1')) ?? (site.pages.get('/') as CachedBody);
}

/**
 * Response headers that only a document reads (or a worker, whose script is not under /assets): a
 * script, stylesheet, font or picture of ours gains nothing from them. On HTTP/1.1, where headers
 * are not compressed, they were about 1 KB of every such file (1,359 B of headers on a 201 B chunk),
 * some 45 KB over the wire in the journey from the home page to a sister platform. Kept on every
 * file: nosniff, Cross-Origin-Resource-Policy and Referrer-Policy, which a subresource does use.
 * SVG keeps everything: opened on its own it is a document.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;
const SUBRESOURCE_FILE = /\.(?:js|css|woff2?|png|jpe?g|webp|avif)(?:\.br|\.gz)?$/i;
/**
 * The site's icons and sharing image keep their names (pages, the web manifest and other sites name them), so
 * they are not immutable; but a browser asks for the favicon on every page, and on 3G each check is a round
 * trip that holds one of six connections while the page's scripts wait. A day.
 */
const NAMED_IMAGE = /\.(?:svg|png|jpe?g|webp|avif|ico)$/i;
const NAMED_IMAGE_CACHE = 'public, max-age=86400';

/**
 * Pages for anyone, with nothing of a person's in them when they are sent: the landing and content pages, and the
 * sign-in, sign-up and reset-request forms. They are sent without Cross-Origin-Opener-Policy. On a first visit from
 * another app or a new tab (the page opened from a blank one), that policy makes Chromium start another renderer
 * process before the page can begin: measured in Lighthouse 12.8.2 mobile (AMD EPYC, 2 cores, Chromium 156.0.8078.108,
 * benchmarkIndex 1,746-2,796, CPU fixed at 8x) on a page of a heading and a sentence, performance 88-92 with it and
 * 96-100 without, FCP about 250 ms later (tools/bench/README.md). What it guards (the window of a
 * page that another site opened with a script, for a page with nothing of a person's) is worth less to our users than
 * that wait on every first visit. It stays on the pages of a signed-in person (the account app's shell, the role
 * choice), on the page a reset link opens (its address carries a secret), on the sign-in consent pages and on every
 * API answer.
 */
function keepsOpenerPolicy(site: Site, path: string): boolean {
  return !site.pages.has(path) || path === FALLBACK_PAGE || NOT_IN_SITEMAP.has(splitLocalePath(path).path);
}

/** Takes the document-only policies off a subresource's answer (Fastify's reply or the static plugin's response). */
function removeDocumentOnlyHeaders(response: { removeHeader(name: string): unknown }) {
  for (const name of DOCUMENT_ONLY_HEADERS) response.removeHeader(name);
}

/** A missing file (an old hashed asset, a typo): a plain 404, never the HTML shell. */
const sendNotFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');

function cacheControlFor(filePath: string, isHashedAsset: boolean): string {
  if (isHashedAsset) return IMMUTABLE;
  if (NAMED_IMAGE.test(filePath)) return NAMED_IMAGE_CACHE;
  return 'public, max-age=0, must-revalidate';
}

/**
 * Serves the built site: hashed assets with immutable caching (brotli/gzip
 * files when the build wrote them), each prerendered page for its own path,
 * and the SPA shell for every other path the router knows (unknown paths show
 * the landing page, as the route table says). HTML always revalidates; so does
 * every other file with a fixed name (the service worker, the web manifest),
 * but the icons, which are kept a day.
 */
export async function registerSite(app: FastifyInstance, options: { distDir: string; site: Site | null; siteUrl: string }) {
  const { distDir, site, siteUrl } = options;

  if (site) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName) => !pathName.endsWith('.html') && !pathName.startsWith('/prerender.json'),
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.includes(`${sep}assets${sep}`);
        res.header('cache-control', cacheControlFor(filePath, isHashedAsset));
        if (isHashedAsset && SUBRESOURCE_FILE.test(filePath)) removeDocumentOnlyHeaders(res);
      },
    });

    // The hashed scripts from memory (loadAssets); a name not held there (another kind of file) is read from disk.
    app.get('/assets/:file', (request, reply) => {
      const { file } = request.params as { file: string };
      const asset = site.assets.get(file);
      if (!asset) {
        // Only a plain file name reaches the disk: anything else ('..', a folder) is as missing as a wrong hash.
        return SAFE_ASSET_NAME.test(file) ? reply.sendFile(`assets/${file}`) : sendNotFound(reply);
      }
      removeDocumentOnlyHeaders(reply);
      return sendPrepared(request, reply, asset, asset.type, IMMUTABLE);
    });
  }

  // Real files for crawlers, built from this deployment's public URL (never the SPA fallback).
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dashboard\nDisallow: /select-role\nDisallow: /test-google\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
      ),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(site?.routes ?? ['/'], siteUrl)),
  );

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    if (!site) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The site has not been built yet. Run `npm start` (it builds first) or `npx nx build web`.');
    }
    const path = normalizePath(request.url);
    // A missing file (an old hashed asset, a typo) is a 404, never the HTML shell.
    if (/\.[a-z0-9]{1,8}$/i.test(path) || path.startsWith('/assets/')) return sendNotFound(reply);
    const language = languageRedirect(request, path, site);
    if (language)
      return reply
        .code(302)
        .header('location', language)
        .header('cache-control', 'no-store')
        .header('vary', 'Cookie, Accept-Language')
        .send();
    if (!keepsOpenerPolicy(site, path)) reply.removeHeader('cross-origin-opener-policy');
    return sendPrepared(request, reply, pageFor(site, path), 'text/html; charset=utf-8', 'no-cache');
  };

  // Page paths are folders to the static plugin ('/login/' would be a 403); to people they are pages.
  for (const route of site ? [...site.pages.keys()].filter((path) => path !== FALLBACK_PAGE) : ['/']) {
    app.get(route, (request, reply) => sendPage(request, reply));
  }

  return { sendPage };
}
