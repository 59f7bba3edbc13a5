import type { CatalogLoaders } from '@intambwe/i18n';

/**
 * The translations of libs/auth (its screens, Google sign-in, validation and
 * server sentences), one catalog per language, loaded when a screen of that
 * language is shown. A module of its own: the host's first download names the
 * catalogs without carrying the messages.
 */
export const authCatalogs: CatalogLoaders = {
  fr: () => import('./locales/fr.po'),
  rw: () => import('./locales/rw.po'),
  sw: () => import('./locales/sw.po'),
};
