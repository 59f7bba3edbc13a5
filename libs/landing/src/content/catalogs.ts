import type { CatalogLoaders } from '@intambwe/i18n';
import { landingCatalogs } from '../catalogs';
import { landingSectionCatalogs } from '../sections/catalogs';

/** The translations of the programs of fields 2 to 15, one catalog per language. */
export const programCatalogCatalogs: CatalogLoaders = {
  fr: () => import('./locales/fr.po'),
  rw: () => import('./locales/rw.po'),
  sw: () => import('./locales/sw.po'),
};

/**
 * Every catalog the platform facts are read from: load them for a language
 * (`loadCatalogs` of @intambwe/i18n) before reading facts in it. The server's
 * assistant does; the landing page loads each with the part that shows it.
 */
export const platformFactCatalogs: readonly CatalogLoaders[] = [landingCatalogs, landingSectionCatalogs, programCatalogCatalogs];
