import type { CatalogLoaders } from '@intambwe/i18n';

/**
 * The translations of the sections below the first screen (and of the
 * platform facts they show, the contact dialog and the guided tour), one
 * catalog per language, loaded as the first of them comes near.
 */
export const landingSectionCatalogs: CatalogLoaders = {
  fr: () => import('./locales/fr.po'),
  rw: () => import('./locales/rw.po'),
  sw: () => import('./locales/sw.po'),
};

/** The same, as the list `WithCatalogs` and `loadCatalogs` take (a constant: one loading promise per language). */
export const SECTION_CATALOGS: readonly CatalogLoaders[] = [landingSectionCatalogs];
