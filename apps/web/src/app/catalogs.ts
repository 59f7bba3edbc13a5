import type { CatalogLoaders } from '@intambwe/i18n';

/** The shell's translations (route titles and descriptions, the fallback screens), one catalog per language. */
export const webCatalogs: CatalogLoaders = {
  fr: () => import('../locales/fr.po'),
  rw: () => import('../locales/rw.po'),
  sw: () => import('../locales/sw.po'),
};
