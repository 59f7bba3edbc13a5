import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error plain ESM module without types, shared with `npm run bench`
import { measureRoute } from '../../../tools/bench/initial-assets.mjs';

/**
 * Size is deterministic, unlike time: the first download of every public page
 * (its first script, what it preloads to hydrate its islands at load, and its
 * stylesheets) must stay within the budget of issue 19.
 */
const BUDGET_BROTLI_BYTES = 130 * 1024;
/**
 * The account screens (/login, /register...) still run Chakra, react-router and
 * react-hook-form in the browser: 170-188 KB in English and up to 196 KB in the
 * other languages at the end of issue 19's first part, over the 130 KB target.
 * This ceiling only keeps them from growing while the diet goes on (see the
 * issue's note); it is not the target.
 */
const ACCOUNT_SCREENS_CEILING_BROTLI_BYTES = 200 * 1024;

test('initial JS+CSS of every content page stays within 130 KB brotli, and the account screens do not grow', () => {
  const distDir = process.env['E2E_WEB_DIST_DIR'] ?? join(import.meta.dirname, '..', '..', 'web', 'dist');
  const { routes, appPaths } = JSON.parse(readFileSync(join(distDir, 'prerender.json'), 'utf8')) as {
    routes: string[];
    appPaths: string[];
  };
  expect(routes).toEqual(expect.arrayContaining(['/', '/login', '/fr/', '/rw/login', '/privacy']));
  const isAccountScreen = (route: string) => appPaths.includes(route.replace(/^\/(fr|rw|sw)(?=\/)/, ''));
  const over: string[] = [];
  for (const route of routes) {
    const { initial, files } = measureRoute(distDir, route);
    expect(files.length, route).toBeGreaterThan(0);
    const budget = isAccountScreen(route) ? ACCOUNT_SCREENS_CEILING_BROTLI_BYTES : BUDGET_BROTLI_BYTES;
    if (initial.brotli > budget) over.push(`${route}: ${(initial.brotli / 1024).toFixed(1)} KiB (budget ${budget / 1024} KiB)`);
  }
  expect(routes.filter(isAccountScreen).length).toBeGreaterThan(0);
  expect(over, 'pages over their budget of initial JS+CSS').toEqual([]);
});

/**
 * A language's words for the account screens: the screens' (4.9 KB brotli in French), the design system's and the
 * shell's, and every failure and field code's (issue 23: the words of each code, with the page so that a dropped
 * connection is told in the page's language): preloaded with the page, they may cost 8 KB over English.
 */
const ACCOUNT_SCREEN_LANGUAGE_BYTES = 8 * 1024;

test('each language costs at most 8 KB more than English on the account screens', () => {
  const distDir = process.env['E2E_WEB_DIST_DIR'] ?? join(import.meta.dirname, '..', '..', 'web', 'dist');
  for (const path of ['/login', '/register', '/forgot-password']) {
    const english = measureRoute(distDir, path).initial.brotli;
    for (const locale of ['fr', 'rw', 'sw']) {
      const { initial, files } = measureRoute(distDir, `/${locale}${path}`);
      // The language's catalogs are part of the page's download (preloaded with the app).
      expect(
        files.some((file: { href: string }) => new RegExp(`/assets/${locale}-`).test(file.href)),
        `/${locale}${path}`,
      ).toBe(true);
      expect(initial.brotli - english, `/${locale}${path} is ${initial.brotli} B, English ${english} B`).toBeLessThanOrEqual(
        ACCOUNT_SCREEN_LANGUAGE_BYTES,
      );
    }
  }
});

test('the landing page in each language costs at most 5 KB more than in English', () => {
  const distDir = process.env['E2E_WEB_DIST_DIR'] ?? join(import.meta.dirname, '..', '..', 'web', 'dist');
  const english = measureRoute(distDir, '/').initial.brotli;
  for (const locale of ['fr', 'rw', 'sw']) {
    const { initial } = measureRoute(distDir, `/${locale}/`);
    expect(initial.brotli - english, `/${locale}/ is ${initial.brotli} B, / is ${english} B`).toBeLessThanOrEqual(5 * 1024);
  }
});

test('a page preloads the catalogs of the islands it hydrates at load, and only those: the rest load as their parts come near', () => {
  const distDir = process.env['E2E_WEB_DIST_DIR'] ?? join(import.meta.dirname, '..', '..', 'web', 'dist');
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const chunkOf = (catalog: string) => {
    const key = Object.keys(manifest).find((name) => name === catalog || name === `../../${catalog}`);
    if (!key) throw new Error(`no chunk for ${catalog}`);
    return `/${manifest[key]?.file}`;
  };
  const preloadsOf = (route: string) => {
    const html = readFileSync(join(distDir, route.slice(1), 'index.html'), 'utf8');
    return [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1] as string);
  };
  const cases: Array<[route: string, needed: string[], later: string[]]> = [
    // The home page's first islands (account actions, the assistant's launcher) are Chakra-free: no design-system or shell words.
    ['/fr/', ['libs/landing/src/locales/fr.po', 'libs/platform-facts/src/statistics/locales/fr.po', 'libs/chat-widget/src/locales/fr.po'], ['libs/landing/src/sections/locales/fr.po', 'libs/platform-facts/src/locales/fr.po', 'libs/auth/src/locales/fr.po', 'libs/platform-facts/src/programs/locales/fr.po', 'libs/ui/src/locales/fr.po', 'src/locales/fr.po']],
    ['/rw/login', ['libs/auth/src/locales/rw.po', 'libs/ui/src/locales/rw.po', 'libs/api-client/src/locales/rw.po'], ['libs/landing/src/locales/rw.po', 'libs/landing/src/sections/locales/rw.po']],
    // A footer page has no islands: its words are in its HTML, and it preloads nothing.
    ['/sw/privacy', [], ['libs/landing/src/pages/locales/sw.po', 'libs/landing/src/sections/locales/sw.po', 'libs/auth/src/locales/sw.po']],
  ];
  for (const [route, needed, later] of cases) {
    const preloads = preloadsOf(route);
    for (const catalog of needed) expect(preloads, `${route} preloads ${catalog}`).toContain(chunkOf(catalog));
    for (const catalog of later) expect(preloads, `${route} leaves ${catalog} for later`).not.toContain(chunkOf(catalog));
  }
});
