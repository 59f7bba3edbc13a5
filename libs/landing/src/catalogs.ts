import { joinCatalogs, type CatalogLoaders } from '@intambwe/i18n';
import { statisticsCatalogs } from '@intambwe/platform-facts';

/**
 * The translations of the landing page's first screen (navigation, hero,
 * floating buttons, the visitor's invitation) with the statistics the hero
 * shows (`@intambwe/platform-facts`), one small set per language, loaded
 * with the page. The sections below load their own (`sections/catalogs.ts`)
 * as they come near; the footer pages theirs.
 */
export const landingCatalogs: CatalogLoaders = /* @__PURE__ */ joinCatalogs(
  {
    fr: () => import('./locales/fr.po'),
    rw: () => import('./locales/rw.po'),
    sw: () => import('./locales/sw.po'),
  },
  statisticsCatalogs,
);
