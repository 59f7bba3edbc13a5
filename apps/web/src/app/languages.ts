import { authCatalogs } from '@intambwe/auth';
import { uiCatalogs } from '@intambwe/ui';
import { isLocale, localizePath, type CatalogLoaders, type PathInLocale } from '@intambwe/i18n';
import { webCatalogs } from './catalogs';

/**
 * The pages that exist in French, Kinyarwanda and Swahili (`/fr/login`...);
 * every other page is English only for now, so links to it stay as they are.
 */
export const LOCALIZED_PATHS: ReadonlySet<string> = new Set([
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/select-role',
  '/dashboard',
]);

/** Where a path of the product is in a language: under the language's prefix when that page exists in it. */
export const pathInLocale: PathInLocale = (path, locale) => {
  const [pathname = '/', rest = ''] = path.split(/(?=[?#])/, 2);
  return isLocale(locale) && LOCALIZED_PATHS.has(pathname) ? `${localizePath(pathname, locale)}${rest}` : path;
};

/** The catalogs of everything the web app shows (loaded for a language before its page starts). */
export const APP_CATALOGS: readonly CatalogLoaders[] = [uiCatalogs, authCatalogs, webCatalogs];
