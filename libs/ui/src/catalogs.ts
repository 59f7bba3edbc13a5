import type { CatalogLoaders } from '@intambwe/i18n';

/** The translations of libs/ui, one catalog per language (a host loads them with its own: see @intambwe/i18n). */
export const uiCatalogs: CatalogLoaders = {
  fr: () => import('./locales/fr.po'),
  rw: () => import('./locales/rw.po'),
  sw: () => import('./locales/sw.po'),
};
