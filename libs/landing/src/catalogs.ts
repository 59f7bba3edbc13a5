import type { CatalogLoaders } from '@intambwe/i18n';

/**
 * The translations of the landing page's first screen (navigation, hero,
 * floating buttons, the visitor's invitation, the statistics), one small
 * catalog per language, loaded with the page. The sections below load their
 * own (`sections/catalogs.ts`) as they come near; the footer pages theirs.
 */
export const landingCatalogs: CatalogLoaders = {
  fr: () => import('./locales/fr.po'),
  rw: () => import('./locales/rw.po'),
  sw: () => import('./locales/sw.po'),
};
