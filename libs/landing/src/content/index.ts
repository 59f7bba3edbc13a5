/**
 * Platform facts: what the landing page shows and the server's assistant answers
 * from (programs, how it works, the two platforms, statistics, about texts).
 * Plain typed data, no React, no browser API.
 *
 * The full program catalog is deliberately NOT re-exported here: it is large, and
 * a page loads it on demand. Import it from `./program-catalog` (inside this
 * library), from `loadProgramCatalog()`, or on the server directly.
 */
export * from './program-fields';
export { STUDENT_ACADEMIC_COACHING_PROGRAMS } from './first-field-programs';
export * from './how-it-works';
export * from './platforms';
export * from './statistics';
export * from './about';

/** Loads every field's programs (a separate chunk in browser builds). */
export const loadProgramCatalog = () => import('./program-catalog');
