import type { CatalogLoaders } from '@intambwe/i18n';
import { landingCatalogs } from '../catalogs';
import { landingSectionCatalogs } from '../sections/catalogs';

/**
 * The translations of the pages behind the footer links (`page-messages.ts`),
 * one catalog per language, loaded with the pages.
 */
export const landingPageCatalogs: CatalogLoaders = {
  fr: () => import('./locales/fr.po'),
  rw: () => import('./locales/rw.po'),
  sw: () => import('./locales/sw.po'),
};

/*
 * What each page waits for, as the constant lists `WithCatalogs` takes (one
 * loading promise per list and language; each list loads in parallel).
 */

/** The policy pages: their own words only. */
export const PAGE_CATALOGS: readonly CatalogLoaders[] = [landingPageCatalogs];

/** /contact and /support: also the words of the contact form and of the business hours (the sections' catalog). */
export const CONTACT_PAGE_CATALOGS: readonly CatalogLoaders[] = [landingPageCatalogs, landingSectionCatalogs];

/** /about: also the platform facts (about texts and values with the sections, statistics with the first screen). */
export const ABOUT_PAGE_CATALOGS: readonly CatalogLoaders[] = [landingPageCatalogs, landingSectionCatalogs, landingCatalogs];
