import { loadCatalogs, splitLocalePath, translate, type Locale } from '@intambwe/i18n';
import { webPageCatalogs } from './catalogs';
import { webPageMessages } from './page-messages';

/** The routes with a title and description of their own, and their message keys. */
export const ROUTE_KEYS = {
  '/': 'home',
  '/login': 'login',
  '/register': 'register',
  '/forgot-password': 'forgotPassword',
  '/reset-password': 'resetPassword',
  '/select-role': 'selectRole',
  '/terms': 'terms',
  '/privacy': 'privacy',
  '/cookies': 'cookies',
  '/accessibility': 'accessibility',
  '/security': 'security',
  '/about': 'about',
  '/support': 'support',
  '/contact': 'contact',
  '/dashboard': 'dashboard',
  '/test-google': 'testGoogle',
  '/unlock': 'unlock',
  '/account': 'account',
  '/verify-email': 'verifyEmail',
  '/confirm-email': 'confirmEmail',
} as const satisfies Record<string, keyof typeof webPageMessages.titles>;

export type RoutePath = keyof typeof ROUTE_KEYS;

/**
 * The document title of each route in a language. RootLayout loads this module
 * to keep document.title right on navigation; the descriptions (route-meta.ts)
 * are only needed when the pages are prerendered.
 */
export function routeTitles(brandName: string, locale: Locale | string = 'en'): Record<RoutePath, string> {
  const titles = translate(webPageMessages, locale).titles;
  return Object.fromEntries(Object.entries(ROUTE_KEYS).map(([path, key]) => [path, titles[key]({ brand: brandName })])) as Record<
    RoutePath,
    string
  >;
}

/** Loads the titles and descriptions of `locale` (English needs nothing). */
export function loadRouteTitles(locale: Locale | string): Promise<void> {
  return loadCatalogs(locale, [webPageCatalogs]);
}

/** A path without its trailing slashes, as the route tables know it. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The title for a path (in the language of its address); unknown paths show the landing page, so they get its title. */
export function titleForPath(pathname: string, brandName: string): string {
  const { locale, path } = splitLocalePath(normalisePath(pathname));
  const titles = routeTitles(brandName, locale);
  return titles[normalisePath(path) as RoutePath] ?? titles['/'];
}
