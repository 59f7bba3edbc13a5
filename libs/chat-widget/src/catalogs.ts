import type { CatalogLoaders } from '@intambwe/i18n';

/**
 * The chat's translations, one catalog per language, in two parts: the
 * launcher's few words (a host loads them with the page: they are in every
 * page's first screen) and the widget's (loaded with the widget's code when it
 * is first opened or prefetched). A module of its own: naming the catalogs
 * carries none of their words.
 */
export const chatLauncherCatalogs: CatalogLoaders = {
  fr: () => import('./locales/fr.po'),
  rw: () => import('./locales/rw.po'),
  sw: () => import('./locales/sw.po'),
};

export const chatWidgetCatalogs: CatalogLoaders = {
  fr: () => import('./widget/locales/fr.po'),
  rw: () => import('./widget/locales/rw.po'),
  sw: () => import('./widget/locales/sw.po'),
};

/** The widget waits for these (a constant list: one loading promise per language). */
export const CHAT_WIDGET_CATALOGS: readonly CatalogLoaders[] = [chatWidgetCatalogs];
