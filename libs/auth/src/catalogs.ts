import { apiClientCatalogs } from '@intambwe/api-client';
import { joinCatalogs, type CatalogLoaders } from '@intambwe/i18n';

/**
 * The translations of libs/auth (its screens, Google sign-in and the server's
 * auth codes) with those of the failures and field codes it shows
 * (`@intambwe/api-client`), one set per language, loaded when a screen of that
 * language is shown. A module of its own: the host's first download names the
 * catalogs without carrying the messages.
 */
export const authCatalogs: CatalogLoaders = /* @__PURE__ */ joinCatalogs(
  {
    fr: () => import('./locales/fr.po'),
    rw: () => import('./locales/rw.po'),
    sw: () => import('./locales/sw.po'),
  },
  apiClientCatalogs,
);
