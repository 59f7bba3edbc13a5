import { authCatalogs } from '@intambwe/auth';
import { chatLauncherCatalogs } from '@intambwe/chat-widget';
import { landingCatalogs, landingPageCatalogs, landingSectionCatalogs } from '@intambwe/landing';
import { uiCatalogs } from '@intambwe/ui';
import { splitLocalePath, type CatalogLoaders } from '@intambwe/i18n';
import { AUTH_PATHS, FOOTER_PAGE_PATHS } from './paths';
import { webCatalogs } from './catalogs';

export { AUTH_PATHS, FOOTER_PAGE_PATHS, LOCALIZED_PATHS, pathInLocale } from './paths';

const SHELL_CATALOGS: readonly CatalogLoaders[] = [uiCatalogs, webCatalogs];
/** The landing page's first screen and the assistant's launcher (the sections load their own words as they come near). */
const HOME_CATALOGS: readonly CatalogLoaders[] = [...SHELL_CATALOGS, landingCatalogs, chatLauncherCatalogs];
const AUTH_CATALOGS: readonly CatalogLoaders[] = [...SHELL_CATALOGS, authCatalogs];
/** The footer pages: their own words, and the platform facts and contact form some of them show. */
const FOOTER_PAGE_CATALOGS: readonly CatalogLoaders[] = [...SHELL_CATALOGS, landingCatalogs, landingSectionCatalogs, landingPageCatalogs];

/**
 * The catalogs a page of the web app shows its first screen with, by address
 * (constant lists: one loading promise per list and language). Loaded before
 * a prerendered page starts (its HTML is in that language), and preloaded with
 * the app's code by the prerender (scripts/prerender.mjs reads the same table
 * through `catalogGroupForPath`).
 */
export function catalogsForPath(pathname: string): readonly CatalogLoaders[] {
  const group = catalogGroupForPath(pathname);
  return group === 'auth' ? AUTH_CATALOGS : group === 'footer-page' ? FOOTER_PAGE_CATALOGS : HOME_CATALOGS;
}

export type CatalogGroup = 'home' | 'auth' | 'footer-page';

/** Which screens' words a path needs (any other path shows the landing page). */
export function catalogGroupForPath(pathname: string): CatalogGroup {
  const { path } = splitLocalePath(pathname);
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if ((AUTH_PATHS as readonly string[]).includes(page) || ['/test-google', '/unlock', '/elearning', '/jobs'].includes(page)) return 'auth';
  if ((FOOTER_PAGE_PATHS as readonly string[]).includes(page)) return 'footer-page';
  return 'home';
}
