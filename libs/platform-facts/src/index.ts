/**
 * @intambwe/platform-facts: what the landing page shows and the server's
 * assistant answers from (programs, how it works, the two platforms,
 * statistics, about texts, opening hours), in each of our languages: every
 * function takes the language. Plain typed data, no React, no browser API.
 * Load `platformFactCatalogs` for a language before reading facts in it
 * (English needs none).
 *
 * The programs of fields 2 to 15 are deliberately NOT re-exported here: they are
 * many, and a page loads them on demand with `loadProgramCatalog()` (the server
 * may too).
 */
export * from './program-fields';
export { firstFieldPrograms } from './first-field-programs';
export * from './how-it-works';
export * from './platforms';
export * from './statistics/statistics';
export * from './about';
export { businessHoursIn, type BusinessHoursLine } from './business-hours';
export { statisticsCatalogs, factCatalogs, programCatalogCatalogs, platformFactCatalogs } from './catalogs';

/** Loads every field's programs (a separate chunk in browser builds): `programCatalog(locale)`. */
export const loadProgramCatalog = () => import('./programs/program-catalog');
