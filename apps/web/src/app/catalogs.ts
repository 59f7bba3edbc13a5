import type { CatalogLoaders } from '@intambwe/i18n';

/** The shell's own words (loading and fallback screens), one small catalog per language, loaded with every page. */
export const webCatalogs: CatalogLoaders = {
  fr: () => import('../locales/fr.po'),
  rw: () => import('../locales/rw.po'),
  sw: () => import('../locales/sw.po'),
};

/** Route titles and descriptions: for titles after navigation and for the prerender (a page has its own already). */
export const webPageCatalogs: CatalogLoaders = {
  fr: () => import('../locales/pages/fr.po'),
  rw: () => import('../locales/pages/rw.po'),
  sw: () => import('../locales/pages/sw.po'),
};
