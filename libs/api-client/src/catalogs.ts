import type { CatalogLoaders } from '@intambwe/i18n';

/**
 * The translations of libs/api-client's words (failures and field codes), one
 * catalog per language. The feature libraries that show failures load it with
 * their own (`joinCatalogs`), so a host names only theirs.
 */
export const apiClientCatalogs: CatalogLoaders = {
  fr: () => import('./locales/fr.po'),
  rw: () => import('./locales/rw.po'),
  sw: () => import('./locales/sw.po'),
};
