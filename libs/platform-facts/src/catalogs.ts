import type { CatalogLoaders } from '@intambwe/i18n/core';

/** The translations of the statistics, one small catalog per language: the landing page loads it with its first screen (the hero shows three). */
export const statisticsCatalogs: CatalogLoaders = {
  fr: () => import('./statistics/locales/fr.po'),
  rw: () => import('./statistics/locales/rw.po'),
  sw: () => import('./statistics/locales/sw.po'),
};

/** The translations of the other facts (about texts, values, steps, platforms, fields, the first field's programs, hours): the landing page loads them with its sections. */
export const factCatalogs: CatalogLoaders = {
  fr: () => import('./locales/fr.po'),
  rw: () => import('./locales/rw.po'),
  sw: () => import('./locales/sw.po'),
};

/** The translations of the programs of fields 2 to 15, one catalog per language, loaded with them. */
export const programCatalogCatalogs: CatalogLoaders = {
  fr: () => import('./programs/locales/fr.po'),
  rw: () => import('./programs/locales/rw.po'),
  sw: () => import('./programs/locales/sw.po'),
};

/**
 * Every catalog the platform facts are read from: load them for a language
 * (`loadCatalogs` of @intambwe/i18n/core) before reading facts in it. The
 * server's assistant does; the landing page loads each with the part that shows it.
 */
export const platformFactCatalogs: readonly CatalogLoaders[] = [statisticsCatalogs, factCatalogs, programCatalogCatalogs];
