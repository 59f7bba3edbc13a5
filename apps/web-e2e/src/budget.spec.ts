import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error plain ESM module without types, shared with `npm run bench`
import { appPreloadsOf, measureRoute } from '../../../tools/bench/initial-assets.mjs';

/**
 * Size is deterministic, unlike time: the first download of every public page
 * (its first script, what it preloads to hydrate its islands at load, and its
 * stylesheets) must stay within the budget of issue 19.
 */
const BUDGET_BROTLI_BYTES = 130 * 1024;

/** The built site every test here reads (E2E_WEB_DIST_DIR, or apps/web/dist). */
const distDir = process.env['E2E_WEB_DIST_DIR'] ?? join(import.meta.dirname, '..', '..', 'web', 'dist');

/** The client build's chunk manifest: each module key's file and the keys it imports. */
/** A manifest key with every key it imports statically, however deep: what loading it loads. */
function staticImportsOf(manifest: ReturnType<typeof readManifest>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticImportsOf(manifest, next, seen);
  return seen;
}

function readManifest() {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; dynamicImports?: string[] }
  >;
}

test('initial JS+CSS of every public page, the account pages included, stays within 130 KB brotli', () => {
  const { routes } = JSON.parse(readFileSync(join(distDir, 'prerender.json'), 'utf8')) as { routes: string[] };
  expect(routes).toEqual(
    expect.arrayContaining([
      '/',
      '/login',
      '/fr/',
      '/rw/login',
      '/register',
      '/sw/forgot-password',
      '/reset-password',
      '/fr/select-role',
      '/privacy',
    ]),
  );
  const over: string[] = [];
  for (const route of routes) {
    const { initial, files } = measureRoute(distDir, route);
    expect(files.length, route).toBeGreaterThan(0);
    if (initial.brotli > BUDGET_BROTLI_BYTES) over.push(`${route}: ${(initial.brotli / 1024).toFixed(1)} KiB`);
  }
  expect(over, `pages over the budget of ${BUDGET_BROTLI_BYTES / 1024} KiB of initial JS+CSS`).toEqual([]);
});

/**
 * A language's words for the account screens: the screens' (4.9 KB brotli in French), the design system's and the
 * shell's, and every failure and field code's (issue 23: the words of each code, with the page so that a dropped
 * connection is told in the page's language): preloaded with the page, they may cost 8 KB over English.
 */
const ACCOUNT_SCREEN_LANGUAGE_BYTES = 8 * 1024;

test('each language costs at most 8 KB more than English on the account screens', () => {
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
  const english = measureRoute(distDir, '/').initial.brotli;
  for (const locale of ['fr', 'rw', 'sw']) {
    const { initial } = measureRoute(distDir, `/${locale}/`);
    expect(initial.brotli - english, `/${locale}/ is ${initial.brotli} B, / is ${english} B`).toBeLessThanOrEqual(5 * 1024);
  }
});

/**
 * On HTTP/1.1 a phone fetches six files at a time, each a round trip (562 ms on 3G): the sign-in card's
 * code came in 41 script files, most of 200-600 B. What only the account cards use is one chunk
 * (apps/web/vite.config.mts, `exclusiveChunk`, which follows icon and library indexes by name, lucide's
 * 'use strict' index included); the icons they show at once that the public pages load only later (the
 * toaster's, the forms') are one more; what the public pages' islands share with them, now or once
 * tapped, stays in the chunks the landing page loads. The HTTP client (ky, with its helper) comes with the page
 * too, so a Sign In pressed as the page starts sends at once (see the next test).
 */
const MOST_SCRIPTS_OF_A_SIGN_IN_PAGE = 22;

test("a sign-in page starts with few script files, its cards' own code in one, and the public pages load none of it", () => {
  const scriptsOf = (route: string) =>
    (measureRoute(distDir, route).files as Array<{ href: string }>)
      .map((file) => file.href)
      .filter((href) => href.endsWith('.js'));
  const isCardChunk = (href: string) => /(^|\/)assets\/sign-in-card-[\w-]+\.js$/.test(href);
  for (const route of ['/login', '/register', '/forgot-password', '/reset-password', '/select-role']) {
    const scripts = scriptsOf(route);
    expect(scripts.length, `${route}: ${scripts.join(' ')}`).toBeLessThanOrEqual(MOST_SCRIPTS_OF_A_SIGN_IN_PAGE);
    expect(scripts.filter(isCardChunk), route).toHaveLength(1);
  }
  for (const route of ['/', '/fr/', '/about', '/contact']) {
    expect(scriptsOf(route).filter(isCardChunk), route).toEqual([]);
  }
  // Nor do the public pages' islands when they load later (idle, or when scrolled near), nor the assistant.
  const manifest = readManifest();
  const publicIslands = Object.keys(manifest).filter((key) =>
    /libs\/(landing|chat-widget)\/src\/(islands\/|widget\/chat-widget\.tsx$)/.test(key),
  );
  expect(publicIslands.length).toBeGreaterThan(5);
  expect(publicIslands.some((key) => key.endsWith('widget/chat-widget.tsx'))).toBe(true);
  for (const island of publicIslands) {
    const files = [...staticImportsOf(manifest, island)].map((key) => manifest[key]?.file ?? '');
    expect(files.filter(isCardChunk), island).toEqual([]);
  }
});

/**
 * A Sign In pressed while the page starts is replayed once the card has hydrated: its request must not then
 * wait for the HTTP client's download, nor queue behind the parts the card fetches as it hydrates (the
 * toaster's view, the passkey button: eight files once, on a phone's six connections).
 */
test('a sign-in form can send as soon as it hydrates: the HTTP client comes with the page, and what the card fetches then is two files, an icon and a hook', () => {
  const manifest = readManifest();
  const fileOf = (key: string) => `/${manifest[key]?.file}`;
  const closure = (key: string) => staticImportsOf(manifest, key);
  const kyKey = Object.keys(manifest).find((key) => /^_http-client-[\w-]+\.js$/.test(key));
  expect(kyKey, 'ky has a chunk of its own, with its helper').toBeDefined();
  expect(manifest[kyKey as string]?.imports ?? [], 'nothing else the page would not have').not.toContainEqual(
    expect.stringMatching(/classPrivate/),
  );
  const httpClient = [...closure(kyKey as string)].map(fileOf);
  // Not `_card-hydrated-shared-…`, which the same words begin (which one comes first in the manifest depends on their hashes).
  const hydratedKey = Object.keys(manifest).find((key) => /^_card-hydrated-(?!shared-)[\w-]+\.js$/.test(key));
  expect(hydratedKey, 'the chunk of what the cards fetch as they hydrate').toBeDefined();
  const cardKey = Object.keys(manifest).find((key) => /^_sign-in-card-[\w-]+\.js$/.test(key)) as string;
  expect(manifest[cardKey]?.dynamicImports).toContain(hydratedKey);
  const atHydration = [...closure(hydratedKey as string)].map(fileOf);
  for (const route of ['/login', '/fr/login', '/register', '/forgot-password', '/reset-password', '/select-role']) {
    const scripts = new Set((measureRoute(distDir, route).files as Array<{ href: string }>).map((file) => file.href));
    for (const file of httpClient) expect([...scripts], `${route} preloads ${file}`).toContain(file);
    // The chunk, the part of it the account app shares, an icon and a small hook the assistant's launcher shares.
    const fetchedThen = atHydration.filter((file) => !scripts.has(file));
    expect(fetchedThen.length, `${route} fetches ${fetchedThen.join(' ')} as it hydrates`).toBeLessThanOrEqual(4);
  }
  // The account app loads what it shares with that chunk, never the chunk itself (the toaster's view, the passkey button).
  const accountApp = Object.keys(manifest).find((key) => key.endsWith('src/islands/entries/auth-app.tsx')) as string;
  expect([...closure(accountApp)].map(fileOf)).not.toContain(atHydration[0]);
  // The landing page still fetches the client once idle, and nothing of the cards'.
  for (const route of ['/', '/fr/']) {
    const scripts = (measureRoute(distDir, route).files as Array<{ href: string }>).map((file) => file.href);
    expect(
      scripts.filter((file) => file === fileOf(kyKey as string) || file === atHydration[0]),
      route,
    ).toEqual([]);
  }
});

test('a page preloads the catalogs of the islands it hydrates at load, and only those: the rest load as their parts come near', () => {
  const manifest = readManifest();
  const chunkOf = (catalog: string) => {
    const key = Object.keys(manifest).find((name) => name === catalog || name === `../../${catalog}`);
    if (!key) throw new Error(`no chunk for ${catalog}`);
    return `/${manifest[key]?.file}`;
  };
  const preloadsOf = (route: string) => {
    const html = readFileSync(join(distDir, route.slice(1), 'index.html'), 'utf8');
    return appPreloadsOf(html) as string[];
  };
  const cases: Array<[route: string, needed: string[], later: string[]]> = [
    // The home page hydrates nothing at load for a visitor (its account actions only where a session is held, the
    // assistant's launcher when idle): it preloads no words at all.
    [
      '/fr/',
      [],
      [
        'libs/landing/src/locales/fr.po',
        'libs/platform-facts/src/statistics/locales/fr.po',
        'libs/chat-widget/src/locales/fr.po',
        'libs/landing/src/sections/locales/fr.po',
        'libs/platform-facts/src/locales/fr.po',
        'libs/auth/src/locales/fr.po',
        'libs/platform-facts/src/programs/locales/fr.po',
        'libs/ui/src/locales/fr.po',
        'src/locales/fr.po',
      ],
    ],
    [
      '/rw/login',
      ['libs/auth/src/locales/rw.po', 'libs/ui/src/locales/rw.po', 'libs/api-client/src/locales/rw.po'],
      ['libs/landing/src/locales/rw.po', 'libs/landing/src/sections/locales/rw.po'],
    ],
    // A footer page has no islands: its words are in its HTML, and it preloads nothing.
    [
      '/sw/privacy',
      [],
      ['libs/landing/src/pages/locales/sw.po', 'libs/landing/src/sections/locales/sw.po', 'libs/auth/src/locales/sw.po'],
    ],
  ];
  for (const [route, needed, later] of cases) {
    const preloads = preloadsOf(route);
    for (const catalog of needed) expect(preloads, `${route} preloads ${catalog}`).toContain(chunkOf(catalog));
    for (const catalog of later) expect(preloads, `${route} leaves ${catalog} for later`).not.toContain(chunkOf(catalog));
  }
});

test("a page's stylesheet holds the static styles of its own islands' libraries, and every one its HTML names", () => {
  const { routes } = JSON.parse(readFileSync(join(distDir, 'prerender.json'), 'utf8')) as { routes: string[] };
  const pages = routes.map((route) => {
    const html = readFileSync(join(distDir, route.slice(1), 'index.html'), 'utf8');
    const sheet = /<style data-static-styles>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const defined = new Set([...sheet.matchAll(/\.([A-Za-z_][\w-]*)/g)].map((match) => match[1] as string));
    const body = html.replace(/<style[\s\S]*?<\/style>/g, '');
    const named = new Set([...body.matchAll(/class="([^"]*)"/g)].flatMap((match) => (match[1] as string).split(/\s+/)));
    return { route, defined, named };
  });
  const everyStaticClass = new Set(pages.flatMap((page) => [...page.defined]));
  // Nothing a page draws from its HTML lost its looks: each static class it names is in its own sheet.
  for (const { route, defined, named } of pages) {
    expect(
      [...named].filter((name) => everyStaticClass.has(name) && !defined.has(name)),
      route,
    ).toEqual([]);
  }
  const definedOn = (route: string) => pages.find((page) => page.route === route)?.defined ?? new Set<string>();
  const hasPrefix = (classes: Set<string>, prefix: string) => [...classes].some((name) => name.startsWith(prefix));
  // The home page has no account screen: no sign-in card rules. The sign-in page has no landing part nor the assistant.
  expect(hasPrefix(definedOn('/'), 'auth-parts')).toBe(false);
  expect(hasPrefix(definedOn('/'), 'field-picker')).toBe(true);
  for (const route of ['/login', '/fr/login', '/register']) {
    expect(hasPrefix(definedOn(route), 'auth-parts'), route).toBe(true);
    expect(hasPrefix(definedOn(route), 'field-picker'), route).toBe(false);
    expect(hasPrefix(definedOn(route), 'chat-'), route).toBe(false);
  }
});

test("the code a page runs as it starts carries V8's compile hint, so it is compiled as it streams in; code fetched later does not", () => {
  const manifest = readManifest();
  const firstLineOf = (key: string) => readFileSync(join(distDir, manifest[key]?.file ?? ''), 'utf8').split('\n', 1)[0];
  const runtime = 'src/islands/start-page-islands.tsx';
  const card = Object.keys(manifest).find((key) => /^_sign-in-card-[\w-]+\.js$/.test(key)) as string;
  // The cards' form: react-hook-form and valibot, in the chunk named after valibot.
  const form = Object.keys(manifest).find((key) => /^_valibot-[\w-]+\.js$/.test(key)) as string;
  for (const key of [runtime, card, form]) expect(firstLineOf(key), key).toBe('//# allFunctionsCalledOnLoad');
  const later = Object.keys(manifest).filter((key) =>
    /(widget\/chat-widget\.tsx|^_card-hydrated-(?!shared-)[\w-]+\.js|^index\.html)$/.test(key),
  );
  expect(later).toHaveLength(3);
  for (const key of later) expect(firstLineOf(key), key).not.toContain('allFunctionsCalledOnLoad');
});
