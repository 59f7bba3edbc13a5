// Renders each public route to static HTML with the content and its critical
// CSS, from the built client template. Deployment-specific values (site and
// sister-platform URLs) are rendered as sentinels listed in prerender.json; the
// server swaps in its own configuration when it loads the pages.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

export const PRERENDER_ORIGINS = {
  siteUrl: 'https://site.prerender.invalid',
  elearningUrl: 'https://elearning.prerender.invalid',
  jobPortalUrl: 'https://jobportal.prerender.invalid',
};

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Screens loaded lazily by the router, by route: their chunks are preloaded so hydration has no waterfall. */
function lazyModuleOf(route) {
  if (['/login', '/register', '/forgot-password', '/reset-password', '/select-role'].includes(route))
    return '../../libs/auth/src/pages.ts';
  if (['/terms', '/privacy', '/cookies', '/accessibility', '/security', '/about', '/support', '/contact'].includes(route))
    return '../../libs/landing/src/pages.ts';
  return null;
}

/**
 * Where the catalogs of each group of pages live (apps/web/src/app/languages.ts
 * `catalogsForPath` loads the same ones: a page's language arrives with the
 * app's code, not after it). Folders relative to the workspace.
 */
const CATALOG_FOLDERS = {
  home: ['libs/ui/src/locales', 'apps/web/src/locales', 'libs/landing/src/locales', 'libs/chat-widget/src/locales'],
  auth: ['libs/ui/src/locales', 'apps/web/src/locales', 'libs/auth/src/locales'],
  'footer-page': [
    'libs/ui/src/locales',
    'apps/web/src/locales',
    'libs/landing/src/locales',
    'libs/landing/src/sections/locales',
    'libs/landing/src/pages/locales',
  ],
};

/** The manifest keys of the catalogs a page of `group` in `locale` loads as it starts. */
function catalogKeysFor(manifest, group, locale) {
  const folders = CATALOG_FOLDERS[group];
  if (!folders) throw new Error(`no catalog folders for the page group ${group}`);
  const appRoot = join(import.meta.dirname, '..');
  const workspace = join(appRoot, '..', '..');
  return Object.keys(manifest).filter((key) => {
    if (!key.endsWith(`/${locale}.po`)) return false;
    const folder = relative(workspace, dirname(join(appRoot, key))).split(sep).join('/');
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

function headFor(route, meta, config, preloads, styleTags, alternates) {
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
    // The app's code is fetched once the page has loaded (main.tsx), so it never competes with the content.
    `<script id="app-preloads" type="application/json">${JSON.stringify(preloads)}</script>`,
    styleTags,
  ].join('\n    ');
}

export async function prerender({ distDir, serverEntry }) {
  const server = await import(pathToFileURL(serverEntry).href);
  const { defaultPublicConfig } = await import(pathToFileURL(serverEntry).href).then((m) => ({
    defaultPublicConfig: m.defaultPublicConfig,
  }));
  const config = { ...defaultPublicConfig, ...PRERENDER_ORIGINS, googleClientId: '' };
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entryPreloads = new Set(preloadsFor(manifest, 'index.html'));
  // The app's start steps (src/main.tsx imports them one after another as it starts): preload them and their imports.
  const startSteps = manifest['index.html']?.dynamicImports ?? [];
  const bootPreloads = [...new Set(startSteps.flatMap((key) => preloadsFor(manifest, key)))].filter(
    (href) => !entryPreloads.has(href),
  );
  if (bootPreloads.length === 0) throw new Error('the build manifest shows no start steps imported by the entry');

  // Paths without a page of their own get the plain client shell (rendered in the browser).
  const fallback = template.replace(/<meta name="description"[^>]*>\s*/, '');
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
    const { appHtml, styleTags } = await server.renderPage(route, config);
    const meta = locale === 'en' ? table[route] : server.routeMetaTable(config.brand.name, locale)[path];
    const lazyModule = lazyModuleOf(path);
    const screenPreloads = lazyModule ? preloadsFor(manifest, lazyModule) : [];
    // The page's language: its catalogs load with the app, not after it (src/boot.tsx waits for them).
    const catalogPreloads =
      locale === 'en' ? [] : catalogKeysFor(manifest, server.catalogGroupForPath(path), locale).flatMap((key) => preloadsFor(manifest, key));
    const preloads = [...new Set([...bootPreloads, ...screenPreloads, ...catalogPreloads])].filter(
      (href) => !entryPreloads.has(href),
    );
    const html = template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
      .replace(/<meta name="description"[^>]*>/, '')
      .replace(/<html lang="en"/, `<html lang="${locale}"`)
      .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${escapeHtml(server.noScriptText(locale))}</noscript>`)
      .replace(
        '</head>',
        `  ${headFor(route, meta, config, preloads, styleTags, alternatesFor(path, localizedPaths, config.siteUrl))}\n  </head>`,
      )
      .replace(/<script type="module" crossorigin src=/, '<script type="module" crossorigin fetchpriority="low" src=')
      .replace(/<link rel="modulepreload" crossorigin href=/g, '<link rel="modulepreload" crossorigin fetchpriority="low" href=')
      .replace('<div id="root"></div>', `<div id="root">${appHtml}</div>`);
    const file = route === '/' ? join(distDir, 'index.html') : join(distDir, route.slice(1), 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  writeFileSync(join(distDir, 'prerender.json'), JSON.stringify({ config, routes }, null, 2));
  return routes;
}
