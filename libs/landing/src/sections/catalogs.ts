import { apiClientCatalogs } from '@intambwe/api-client';
import { joinCatalogs, type CatalogLoaders } from '@intambwe/i18n';
import { factCatalogs } from '@intambwe/platform-facts';

/**
 * The translations of the sections below the first screen (and of the
 * platform facts they show from `@intambwe/platform-facts`, the contact dialog
 * and the guided tour), with the words of the failures their forms and lists
 * may show (`@intambwe/api-client`), one set per language, loaded as the first of them comes near.
 */
export const landingSectionCatalogs: CatalogLoaders = /* @__PURE__ */ joinCatalogs(
  {
    fr: () => import('./locales/fr.po'),
    rw: () => import('./locales/rw.po'),
    sw: () => import('./locales/sw.po'),
  },
  factCatalogs,
  apiClientCatalogs,
);

/** The same, as the list `WithCatalogs` and `loadCatalogs` take (a constant: one loading promise per language). */
export const SECTION_CATALOGS: readonly CatalogLoaders[] = [landingSectionCatalogs];
