// Renders each public route to static HTML with the content and its critical
// CSS, from the built client template. Deployment-specific values (site and
// sister-platform URLs) are rendered as sentinels listed in prerender.json; the
// server swaps in its own configuration when it loads the pages.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import escapeHtml from 'escape-html';

export const PRERENDER_ORIGINS = {
  siteUrl: 'https://site.prerender.invalid',
  elearningUrl: 'https://elearning.prerender.invalid',
  jobPortalUrl: 'https://jobportal.prerender.invalid',
};

/**
 * The catalogs the islands a page hydrates at load show, by group of pages
 * (`catalogGroupForPath`), preloaded with their code in the page's language so
 * the words arrive with it, not after it. Folders relative to the workspace.
 */
const CATALOG_FOLDERS = {
  // The islands hydrated at load: the account actions (the first screen's words) and the assistant's launcher.
  // The first screen's statistics words moved to @intambwe/platform-facts; the landing's first catalogs join them.
  home: ['libs/landing/src/locales', 'libs/platform-facts/src/statistics/locales', 'libs/chat-widget/src/locales'],
  // The account app: its shell's, the design system's and the screens' words, and the failures' (a dropped connection's words are there before it drops).
  auth: ['libs/ui/src/locales', 'apps/web/src/locales', 'libs/auth/src/locales', 'libs/api-client/src/locales'],
  // Footer pages hydrate nothing at load (their contact and newsletter boxes load their words with their code).
  'footer-page': [],
};

/** The manifest keys of the catalogs a page of `group` in `locale` loads as it starts. */
function catalogKeysFor(manifest, group, locale) {
  const folders = CATALOG_FOLDERS[group];
  if (!folders) throw new Error(`no catalog folders for the page group ${group}`);
  const appRoot = join(import.meta.dirname, '..');
  const workspace = join(appRoot, '..', '..');
  return Object.keys(manifest).filter((key) => {
    if (!key.endsWith(`/${locale}.po`)) return false;
    const folder = relative(workspace, dirname(join(appRoot, key)))
      .split(sep)
      .join('/');
    return folders.includes(folder);
  });
}

function preloadsFor(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((imported) => preloadsFor(manifest, imported, seen))];
}

function organisationJsonLd(config) {
  const { brand, siteUrl } = config;
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: brand.name,
    description: brand.tagline,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icon-512.png`,
    email: brand.contactEmail,
    telephone: brand.phone,
    address: { '@type': 'PostalAddress', streetAddress: brand.address, addressLocality: 'Kigali', addressCountry: 'RW' },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: brand.supportEmail,
        telephone: brand.phone,
        availableLanguage: ['English', 'French', 'Kinyarwanda', 'Swahili'],
      },
    ],
    sameAs: brand.socialLinks.map((link) => link.href),
  }).replace(/</g, '\\u003c');
}

const OG_LOCALES = { en: 'en_RW', fr: 'fr_RW', rw: 'rw_RW', sw: 'sw_RW' };
const TRANSLATIONS = ['fr', 'rw', 'sw'];

/** The language of a page's address, and the address of the same page in English. */
function splitLocale(route) {
  const match = /^\/(fr|rw|sw)(?=\/|$)/.exec(route);
  if (!match) return { locale: 'en', path: route };
  return { locale: match[1], path: route.slice(match[0].length) || '/' };
}

const inLocale = (path, locale) => (locale === 'en' ? path : path === '/' ? `/${locale}/` : `/${locale}${path}`);

/** The page in every language it exists in (hreflang), English as x-default; none for an English-only page. */
function alternatesFor(path, localizedPaths, siteUrl) {
  if (!localizedPaths.has(path)) return [];
  const href = (locale) => `${siteUrl}${inLocale(path, locale)}`;
  return [
    ...['en', ...TRANSLATIONS].map((locale) => `<link rel="alternate" hreflang="${locale}" href="${href(locale)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${href('en')}" />`,
  ];
}

/** The code a page hydrates at load, for its first script to ask for (`app-preloads`, read by src/page/page-code.ts). */
function pageCodeList(hrefs) {
  return `<script id="app-preloads" type="application/json">${JSON.stringify(hrefs)}</script>`;
}

function headFor(route, meta, config, preloads, styleTags, alternates, headScript) {
  const { locale } = splitLocale(route);
  const canonical = `${config.siteUrl}${route === '/' ? '/' : route}`;
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  return [
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${canonical}" />`,
    ...alternates,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(config.brand.name)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    `<meta property="og:image" content="${config.siteUrl}/og-image.jpg" />`,
    `<meta property="og:locale" content="${OG_LOCALES[locale]}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${config.siteUrl}/og-image.jpg" />`,
    ...(route === '/' ? [`<script type="application/ld+json">${organisationJsonLd(config)}</script>`] : []),
    // What the page hydrates at load (React, the island runtime, those islands and their words): listed, and asked for by
    // the first script once the page has painted (src/page/page-code.ts), not while a dozen downloads compete with its paint.
    ...(preloads.length > 0 ? [pageCodeList(preloads)] : []),
    styleTags,
    // The page's own behaviours (theme, dialogs, scroll thresholds, in-page links): they answer before any other script.
    `<script>${headScript}</script>`,
  ].join('\n    ');
}

/**
 * Code an island fetches before it hydrates (its `prepare`), for the page's
 * path: the account app shows the screen of libs/auth for that path at once
 * (`@intambwe/auth/screens/<route>`, one chunk per screen).
 */
const PREPARED_BY_ISLAND = {
  'web.auth-app': (path) => (path && path !== '/' ? [`../../libs/auth/src/screen-entries/${path.slice(1)}.ts`] : []),
};

/**
 * Code an island needs for its first press, not to hydrate: the account forms (auth.*) exist to send a request,
 * so the HTTP client (ky, which libs/api-client otherwise fetches when the page is idle) comes with the page,
 * after the island's own code. A Sign In pressed while the page starts then sends its request as soon as the
 * form has hydrated, not one round trip later (the journey on 3G, issue 19). The bytes are those the page
 * fetched anyway, once idle.
 */
const NEEDED_ON_FIRST_PRESS = [{ islands: /^auth\./, chunk: 'http-client' }]; // a group of apps/web/vite.config.mts

function firstPressKeys(manifest, islandName) {
  return NEEDED_ON_FIRST_PRESS.filter(({ islands }) => islands.test(islandName)).map(({ chunk }) => {
    const key = Object.keys(manifest).find((candidate) => manifest[candidate].name === chunk && candidate.startsWith('_'));
    if (!key)
      throw new Error(`prerender: '${islandName}' needs the chunk '${chunk}' on its first press, which the build does not have`);
    return key;
  });
}

/** Where an island's code is, by the registry's convention (apps/web/src/islands/registry.ts), as a manifest key. */
function islandManifestKey(name) {
  const [scope, file] = name.split('.');
  if (scope === 'landing') return `../../libs/landing/src/islands/${file}.ts`;
  if (scope === 'chat') return `../../libs/chat-widget/src/islands/${file}.ts`;
  if (scope === 'auth') return `../../libs/auth/src/islands/${file}.tsx`;
  if (scope === 'web') return `src/islands/entries/${file}.tsx`;
  throw new Error(`prerender: no folder for the island scope of '${name}'`);
}

export async function prerender({ distDir, serverEntry }) {
  const server = await import(pathToFileURL(serverEntry).href);
  const config = { ...server.defaultPublicConfig, ...PRERENDER_ORIGINS, googleClientId: '' };
  // vite-plugin-pwa links the web app manifest in the head; the page links it itself once its service worker
  // is active (src/app/web-manifest.ts), because Chromium's install check, run as soon as it finds the link,
  // took the cores from the page's start.
  const template = readFileSync(join(distDir, 'index.html'), 'utf8').replace(/\s*<link rel="manifest"[^>]*>/, '');
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entryPreloads = new Set(preloadsFor(manifest, 'index.html'));
  // React and the island runtime (src/main.tsx imports it as soon as the page has islands).
  const runtimePreloads = preloadsFor(manifest, 'src/islands/start-page-islands.tsx');
  if (runtimePreloads.length === 0)
    throw new Error('the build manifest has no island runtime (src/islands/start-page-islands.tsx)');
  const islandPreloads = (name, path) => {
    const key = islandManifestKey(name);
    if (!manifest[key])
      throw new Error(`prerender: the island '${name}' is not at ${key} (see apps/web/src/islands/registry.ts)`);
    const prepared = PREPARED_BY_ISLAND[name]?.(path) ?? [];
    for (const module of prepared)
      if (!manifest[module]) throw new Error(`prerender: '${name}' prepares ${module}, which the build does not have`);
    return [key, ...prepared].flatMap((module) => preloadsFor(manifest, module));
  };
  const headScript = transformSync(server.pageBehaviorsSource, { minify: true, loader: 'js', target: 'es2020' }).code.trim();
  const withHead = (html) => html.replace('</head>', `  <script>${headScript}</script>\n  </head>`);

  // Paths with no page of their own that the account app shows (/dashboard...): its shell, rendered in the browser.
  const shellIsland = `<div data-island="web.auth-app" data-hydrate="load" data-props="{&quot;path&quot;:&quot;/&quot;}" data-island-id="i0" style="display:contents"></div>`;
  const shellPreloads = [...new Set([...runtimePreloads, ...islandPreloads('web.auth-app')])].filter(
    (href) => !entryPreloads.has(href),
  );
  const fallback = withHead(template.replace(/<meta name="description"[^>]*>\s*/, ''))
    .replace('</head>', `  ${pageCodeList(shellPreloads)}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${shellIsland}</div>`);
  writeFileSync(join(distDir, '__spa-fallback.html'), fallback);
  renameSync(join(distDir, 'index.html'), join(distDir, 'index.template.html'));

  const table = server.routeMetaTable(config.brand.name);
  const englishRoutes = Object.entries(table)
    .filter(([, meta]) => meta.prerender)
    .map(([route]) => route);
  // The pages that exist in French, Kinyarwanda and Swahili too (/fr/login...).
  const localizedPaths = new Set(englishRoutes.filter((route) => server.LOCALIZED_PATHS.has(route)));
  const routes = [
    ...englishRoutes,
    ...TRANSLATIONS.flatMap((locale) => [...localizedPaths].map((path) => inLocale(path, locale))),
  ];
  for (const route of routes) {
    const { locale, path } = splitLocale(route);
    // Rendering loads the page's language, so its title and description are read after.
    const { appHtml, styleTags, islands, notesHtml } = await server.renderPage(route, config);
    const meta = locale === 'en' ? table[route] : server.routeMetaTable(config.brand.name, locale)[path];
    const hydratedAtLoad = islands.filter((island) => island.hydrate === 'load');
    const atLoad = hydratedAtLoad.flatMap((island) => islandPreloads(island.name, path));
    // Last, so it never holds up what hydration needs.
    const firstPress = hydratedAtLoad
      .flatMap((island) => firstPressKeys(manifest, island.name))
      .flatMap((key) => preloadsFor(manifest, key));
    // The page's language: the catalogs its first islands show, with their code (not after it).
    const catalogPreloads =
      locale === 'en' || atLoad.length === 0
        ? []
        : catalogKeysFor(manifest, server.catalogGroupForPath(path), locale).flatMap((key) => preloadsFor(manifest, key));
    const preloads =
      islands.length === 0
        ? []
        : [...new Set([...runtimePreloads, ...atLoad, ...catalogPreloads, ...firstPress])].filter(
            (href) => !entryPreloads.has(href),
          );
    const html = template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
      .replace(/<meta name="description"[^>]*>/, '')
      .replace(/<html lang="en"/, `<html lang="${locale}"`)
      .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${escapeHtml(server.noScriptText(locale))}</noscript>`)
      .replace(
        '</head>',
        `  ${headFor(route, meta, config, preloads, styleTags, alternatesFor(path, localizedPaths, config.siteUrl), headScript)}\n  </head>`,
      )
      .replace(/<script type="module" crossorigin src=/, '<script type="module" crossorigin fetchpriority="low" src=')
      .replace(/<link rel="modulepreload" crossorigin href=/g, '<link rel="modulepreload" crossorigin fetchpriority="low" href=')
      .replace('<div id="root"></div>', `<div id="root">${appHtml}</div>${notesHtml}`);
    const file = route === '/' ? join(distDir, 'index.html') : join(distDir, route.slice(1), 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  if (!existsSync(join(distDir, 'index.html'))) throw new Error('prerender: no home page');
  writeFileSync(join(distDir, 'prerender.json'), JSON.stringify({ config, routes, appPaths: server.APP_PATHS }, null, 2));
  return routes;
}
