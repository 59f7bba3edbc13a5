import fastifyStatic from '@fastify/static';
import type { PublicConfig } from '@intambwe/api-client/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { prepareText, sendPrepared, type CachedBody } from '../http/cached-json.js';

/** Where the built site puts the runtime configuration (apps/web/index.html). */
export const CONFIG_PLACEHOLDER = '<!--app-config-->';
/** The SPA shell used for paths without a prerendered page. */
export const FALLBACK_PAGE = '/__spa-fallback';

export interface Site {
  /** Route path ('/', '/login', ...) to the HTML answer, config injected and precompressed. */
  pages: Map<string, CachedBody>;
  /** CSP hashes of the inline scripts in those pages. */
  scriptHashes: string[];
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

function injectConfig(html: string, config: PublicConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace(CONFIG_PLACEHOLDER, `<script id="app-config" type="application/json">${json}</script>`);
}

function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/type=["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2] ?? '').digest('base64')}'`);
  }
  return hashes;
}

/** Reads the built site once at start-up; null when it has not been built. */
export function loadSite(distDir: string, config: PublicConfig): Site | null {
  if (!existsSync(join(distDir, 'index.html'))) return null;
  const pages = new Map<string, CachedBody>();
  const scriptHashes = new Set<string>();
  for (const file of listHtmlFiles(distDir)) {
    const html = injectConfig(readFileSync(file, 'utf8'), config);
    inlineScriptHashes(html).forEach((hash) => scriptHashes.add(hash));
    pages.set(routeOfHtmlFile(distDir, file), prepareText(html));
  }
  if (!pages.has(FALLBACK_PAGE)) pages.set(FALLBACK_PAGE, pages.get('/') as CachedBody);
  return { pages, scriptHashes: [...scriptHashes] };
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

/**
 * Serves the built site: hashed assets with immutable caching (brotli/gzip
 * files when the build wrote them), each prerendered page for its own path,
 * and the SPA shell for every other path the router knows (unknown paths show
 * the landing page, as the route table says). HTML always revalidates.
 */
export async function registerSite(app: FastifyInstance, options: { distDir: string; site: Site | null }) {
  const { distDir, site } = options;

  if (site) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // One route per built file, read at start-up: any other path reaches the page fallback.
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName) => !pathName.endsWith('.html'),
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.includes(`${sep}assets${sep}`);
        res.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      },
    });
  }

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    if (!site) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The site has not been built yet. Run `npm start` (it builds first) or `npx nx build web`.');
    }
    const path = normalizePath(request.url);
    // A missing file (an old hashed asset, a typo) is a 404, never the HTML shell.
    if (/\.[a-z0-9]{1,8}$/i.test(path) || path.startsWith('/assets/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const page = site.pages.get(path) ?? (path === '/' ? undefined : site.pages.get(FALLBACK_PAGE));
    return sendPrepared(request, reply, page ?? (site.pages.get('/') as CachedBody), 'text/html; charset=utf-8', 'no-cache');
  };

  return { sendPage };
}
