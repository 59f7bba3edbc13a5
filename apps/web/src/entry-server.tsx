/**
 * Build-time rendering of the pages (scripts/prerender.mjs calls this). Chakra
 * renders each page to HTML once, here; the browser gets HTML and CSS, and
 * only the page's islands run there (each hydrated on its own, see
 * islands/start-islands.tsx). Two passes: the page first, with each island left
 * as a marked slot; then each island as a root of its own (so its HTML is what
 * the browser's own root of it renders, ids included), into its slot.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { apiClientCatalogs, failureMessages, PlatformConfigProvider } from '@intambwe/api-client';
import type { PublicConfig } from '@intambwe/contract';
import { I18nProvider, loadCatalogs, messageText, splitLocalePath, type CatalogLoaders } from '@intambwe/i18n';
import { LandingPage } from '@intambwe/landing';
import { landingStaticStyles } from '@intambwe/landing/static-styles';
import { chatLauncherCatalogs } from '@intambwe/chat-widget';
import { chatIslands } from '@intambwe/chat-widget/islands';
import { chatWidgetStaticStyles } from '@intambwe/chat-widget/static-styles';
import { getSystem, SkipLink, UiProvider } from '@intambwe/ui';
import {
  IslandCollectorContext,
  islandsOf,
  type HydrateWhen,
  type IslandCollector,
  type IslandComponent,
} from '@intambwe/ui/static';
import { kitStyles, renderStaticStyles, toastStyles } from '@intambwe/ui/static-styles';
import { AuthPage, authCatalogs, authPageIslands, isAuthPagePath } from '@intambwe/auth';
import { authIslands } from '@intambwe/auth/islands';
import { authStaticStyles } from '@intambwe/auth/static-styles';
import { StaticRouter } from 'react-router';
import { landingCatalogs, landingPageCatalogs, landingSectionCatalogs } from '@intambwe/landing';
import { uiCatalogs } from '@intambwe/ui';
import { type ComponentType, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { markPrerenderedStyles } from './app/emotion-cache';
import { webCatalogs, webPageCatalogs } from './app/catalogs';
import { catalogGroupForPath } from './app/languages';
import { webShellMessages } from './app/messages';
import { pathInLocale, LOCALIZED_PATHS } from './app/paths';
import { metaForPath, routeMetaTable } from './app/route-meta';
import { APP_PATHS } from './app/routes';
import { programCatalogCatalogs } from '@intambwe/platform-facts';
import { IslandRoot } from './islands/island-root';
import { PAGE_RULES } from './islands/island-css';
import { pageNotesTemplate } from './islands/page-notes';
import { pruneUnusedTokens } from './islands/prune-css';
import { islandRegistry, webIslands } from './islands/registry';
import { installPageBehaviors } from './page/page-behaviors';
import escapeHtml from 'escape-html';

export { routeMetaTable, metaForPath, LOCALIZED_PATHS, catalogGroupForPath, APP_PATHS };
export { defaultPublicConfig } from '@intambwe/contract';

/** The page's note for browsers without JavaScript, in its language (call after rendering a page of that language). */
export const noScriptText = (locale: string): string => messageText(webShellMessages.noScript, locale);

/** The page's own behaviours, as the inline head script's source (the prerender minifies it). */
export const pageBehaviorsSource = `(${installPageBehaviors.toString()})(document);`;

/** Every catalog any page or island may show (the prerender renders each page in its language). */
const ALL_CATALOGS: readonly CatalogLoaders[] = [
  uiCatalogs,
  webCatalogs,
  webPageCatalogs,
  authCatalogs,
  landingCatalogs,
  landingSectionCatalogs,
  landingPageCatalogs,
  programCatalogCatalogs,
  chatLauncherCatalogs,
  apiClientCatalogs,
];

const WebIsland = islandsOf(webIslands);
const ChatIsland = islandsOf(chatIslands);
const AuthIsland = islandsOf(authIslands);

type InfoPageName = Exclude<keyof typeof import('@intambwe/landing/pages'), 'LandingPage'>;
const INFO_PAGES: Record<string, InfoPageName> = {
  '/terms': 'TermsPage',
  '/privacy': 'PrivacyPage',
  '/cookies': 'CookiesPage',
  '/accessibility': 'AccessibilityPage',
  '/security': 'SecurityPage',
  '/about': 'AboutPage',
  '/support': 'SupportPage',
  '/contact': 'ContactPage',
};

/** What a page holds: the landing page, a footer page, an account page, or the account app (its screens are one island). */
async function pageElement(path: string, pathname: string): Promise<ReactNode> {
  // The account pages (sign in, register, passwords, role): the auth frame as HTML, the card an island that runs
  // without the design system.
  if (isAuthPagePath(path)) {
    return (
      <StaticRouter location={pathname}>
        <SkipLink />
        <AuthPage path={path}>
          <AuthIsland name={authPageIslands[path]} props={{}} hydrate="load" />
        </AuthPage>
      </StaticRouter>
    );
  }
  if (APP_PATHS.includes(path)) return <WebIsland name="web.auth-app" props={{ path: pathname }} hydrate="load" />;
  const info = INFO_PAGES[path];
  if (info) {
    const pages = await import('@intambwe/landing/pages');
    const Page = pages[info] as ComponentType;
    return (
      <>
        <SkipLink />
        <Page />
      </>
    );
  }
  return (
    <>
      <SkipLink />
      <LandingPage floatingActions={<ChatIsland name="chat.launcher" props={{ page: 'landing' }} hydrate="idle" />} />
    </>
  );
}

export interface RenderedPage {
  appHtml: string;
  styleTags: string;
  /** The islands of the page, in document order, with when they hydrate (the prerender preloads the `load` ones' code). */
  islands: Array<{ name: string; hydrate: HydrateWhen }>;
  /** Words the start-up code may need offline, in the page's language (a <template>). */
  notesHtml: string;
}

async function renderToString(node: ReactNode, options: { identifierPrefix?: string } = {}): Promise<string> {
  // Every part inline, in place: no out-of-order boundaries that need a script to be moved into view.
  const { prelude } = await prerender(node, { progressiveChunkSize: Number.MAX_SAFE_INTEGER, ...options });
  return new Response(prelude).text();
}

/**
 * The static styles a page's islands can draw: the kit's and the toasts' always, and each library's own
 * only where one of its islands is on the page (`landing.…`, `chat.…`, `auth.…`). A library's islands
 * use only its own and the kit's classes, so `/` does not carry the account screens' rules (about
 * 2 KB brotli) nor `/login` the landing page's and the chat's (about 4 KB). The order is the cascade's:
 * the kit first, whose looks the others adjust.
 */
function staticStylesFor(islands: ReadonlyArray<{ name: string }>) {
  const libraries = new Set(islands.map((island) => island.name.slice(0, island.name.indexOf('.'))));
  return [
    kitStyles,
    toastStyles,
    ...(libraries.has('landing') ? landingStaticStyles : []),
    ...(libraries.has('chat') ? chatWidgetStaticStyles : []),
    ...(libraries.has('auth') ? authStaticStyles : []),
  ];
}

/** Renders one page in its language: its HTML with every island in place, and its stylesheet. */
export async function renderPage(pathname: string, config: PublicConfig): Promise<RenderedPage> {
  const { locale, path } = splitLocalePath(pathname);
  await loadCatalogs(locale, ALL_CATALOGS);
  // One emotion cache for both passes, collecting styles to extract (no vendor prefixes: every browser we serve reads today's CSS).
  const cache = createCache({ key: 'css', stylisPlugins: [] });
  cache.compat = true;
  const emotion = createEmotionServer(cache);

  const collected = new Map<string, { slot: string; name: string; props: unknown; hydrate: HydrateWhen }>();
  const collector: IslandCollector = {
    add(renderId, island) {
      const known = collected.get(renderId);
      if (known) return known.slot;
      const slot = `slot-${collected.size}`;
      collected.set(renderId, { slot, ...island });
      return slot;
    },
  };
  const withProviders = (children: ReactNode) => (
    <CacheProvider value={cache}>
      <UiProvider>
        <PlatformConfigProvider config={config}>
          <I18nProvider locale={locale} pathInLocale={pathInLocale}>
            {children}
          </I18nProvider>
        </PlatformConfigProvider>
      </UiProvider>
    </CacheProvider>
  );

  let html = await renderToString(
    withProviders(
      <IslandCollectorContext.Provider value={collector}>{await pageElement(path, pathname)}</IslandCollectorContext.Provider>,
    ),
  );

  const bySlot = new Map([...collected.values()].map((island) => [island.slot, island]));
  const islands: RenderedPage['islands'] = [];
  const slotPattern = /<template data-island-slot="(slot-\d+)"><\/template>/g;
  for (const [marker, slot] of [...html.matchAll(slotPattern)].map((match) => [match[0], match[1] as string] as const)) {
    const island = bySlot.get(slot);
    if (!island) throw new Error(`prerender: no island for ${slot}`);
    const id = `i${islands.length}`;
    const load = islandRegistry[island.name];
    if (!load) throw new Error(`prerender: the page names an island '${island.name}' that the web app's registry does not know`);
    const Component = (await load()) as IslandComponent<Record<string, unknown>>;
    const islandHtml = await renderToString(
      <CacheProvider value={cache}>
        <IslandRoot islandKey={id} name={island.name} locale={locale} config={config} hydrating>
          <Component {...(island.props as Record<string, unknown>)} />
        </IslandRoot>
      </CacheProvider>,
      { identifierPrefix: `${id}-` },
    );
    islands.push({ name: island.name, hydrate: island.hydrate });
    html = html.replace(marker, () => islandHtml).replace(`data-island-slot="${slot}"`, `data-island-id="${id}"`);
  }

  const { styles } = emotion.extractCriticalToChunks(html);
  // Where nothing styles itself in the browser (no account app on the page), tokens the page never reads go.
  const chakraInBrowser = islands.some((island) => island.name === 'web.auth-app');
  const staticIslands = islands.filter((island) => island.name !== 'web.auth-app');
  const islandCss =
    (staticIslands.length > 0 ? renderStaticStyles(getSystem(), staticStylesFor(staticIslands)) : '') + PAGE_RULES;
  const sheets = [...styles.map((style) => style.css), islandCss];
  const [islandSheet, ...emotionSheets] = (chakraInBrowser ? sheets : pruneUnusedTokens(sheets)).reverse();
  emotionSheets.reverse();
  const emotionTags = styles
    .map(
      (style, index) =>
        `<style data-emotion="${`${style.key} ${style.ids.join(' ')}`.trim()}">${emotionSheets[index] ?? ''}</style>`,
    )
    .filter((_tag, index) => (emotionSheets[index] ?? '').length > 0)
    .join('');
  // The order of Chakra's cascade layers first, in a tag nothing moves: where Chakra runs in the browser, emotion
  // adopts (and moves) the global style tags, and the first mention of a layer fixes its place in the cascade.
  const layerOrder = `<style data-layer-order>${getSystem().layers.atRule}</style>`;
  const styleTags = `${layerOrder}\n    ${markPrerenderedStyles(emotionTags)}\n    <style data-static-styles>${islandSheet}</style>`;
  const notesHtml = pageNotesTemplate(
    {
      unavailable: messageText(webShellMessages.partUnavailable, locale),
      broken: messageText(webShellMessages.partBroken, locale),
      // A press lost to a part whose code could not come: the words the part itself says with no connection.
      offline: messageText(failureMessages.NETWORK_ERROR, locale),
    },
    escapeHtml,
  );
  return { appHtml: html, styleTags, islands, notesHtml };
}
