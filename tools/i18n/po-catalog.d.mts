import type { Plugin } from 'esbuild';

/** A PO catalog as `{ id: compiledMessage }` (untranslated and fuzzy entries left out). */
export function compilePoEntries(source: string): Record<string, unknown>;
/** A PO catalog as the source of a JS module whose default export is `{ id: compiledMessage }`. */
export function compilePoCatalog(source: string): string;
/** The esbuild plugin that compiles `.po` imports (apps/api/build.mjs). */
export function esbuildPoCatalogs(): Plugin;
