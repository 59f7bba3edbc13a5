/**
 * Lets Node import translation catalogs (`import('./locales/fr.po')`) the way
 * the builds do, for code run from source under tsx (`npm run dev` starts the
 * server so: apps/api's "dev" target passes `--import ./tools/i18n/po-import-hook.mjs`).
 * Imported with --import, it registers itself as a module hook; in the hooks
 * thread its `load` compiles each .po file with the shared compiler.
 */
import { register } from 'node:module';
import { readFile } from 'node:fs/promises';
import { isMainThread } from 'node:worker_threads';
import { compilePoCatalog } from './po-catalog.mjs';

if (isMainThread) register(import.meta.url);

/**
 * @param {string} url
 * @param {object} context
 * @param {(url: string, context: object) => Promise<unknown>} nextLoad
 */
export async function load(url, context, nextLoad) {
  const { pathname, protocol } = new URL(url);
  if (protocol === 'file:' && pathname.endsWith('.po')) {
    const source = await readFile(new URL(url), 'utf8');
    return { format: 'module', source: compilePoCatalog(source), shortCircuit: true };
  }
  return nextLoad(url, context);
}
