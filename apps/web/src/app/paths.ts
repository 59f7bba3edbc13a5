import { isLocale, localizePath, type PathInLocale } from '@intambwe/i18n';

/** The screens of libs/auth (their words are in authCatalogs). */
export const AUTH_PATHS = ['/login', '/register', '/forgot-password', '/reset-password', '/select-role', '/dashboard', '/account', '/verify-email', '/confirm-email'] as const;
/** The pages behind the footer links (libs/landing/pages). */
export const FOOTER_PAGE_PATHS = ['/terms', '/privacy', '/cookies', '/accessibility', '/security', '/about', '/support', '/contact'] as const;

/**
 * The pages that exist in French, Kinyarwanda and Swahili (`/fr/`, `/fr/login`...);
 * every other page is English only, so links to it stay as they are.
 */
export const LOCALIZED_PATHS: ReadonlySet<string> = new Set(['/', ...AUTH_PATHS, ...FOOTER_PAGE_PATHS]);

/** Where a path of the product is in a language: under the language's prefix when that page exists in it. */
export const pathInLocale: PathInLocale = (path, locale) => {
  const [pathname = '/', rest = ''] = path.split(/(?=[?#])/, 2);
  return isLocale(locale) && LOCALIZED_PATHS.has(pathname) ? `${localizePath(pathname, locale)}${rest}` : path;
};
