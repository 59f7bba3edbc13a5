/**
 * The one compiler of translation catalogs (PO files) into JavaScript modules,
 * shared by every build that imports `./locales/<language>.po`: the Vite plugin
 * (tools/vite/i18n.mts: the web app, the libraries, Vitest), the server's
 * esbuild bundle (apps/api/build.mjs) and Node under tsx (po-import-hook.mjs,
 * `npm run dev`). msgid is the message id, msgstr its ICU translation, compiled
 * ahead of time with Lingui's compiler so no parser ships or runs per request.
 */
import { compileMessageOrThrow as compileMessage } from '@lingui/message-utils/compileMessage';
import { parsePo } from 'pofile-ts';

/**
 * A PO catalog as `{ id: compiledMessage }`: untranslated and fuzzy entries are
 * left out (the English text shows instead); a translation that is not valid
 * ICU throws, naming its id.
 * @param {string} source the PO file's text
 * @returns {Record<string, unknown>}
 */
export function compilePoEntries(source) {
  /** @type {Record<string, unknown>} */
  const catalog = {};
  for (const item of parsePo(source).items) {
    const translation = item.msgstr[0];
    if (!item.msgid || !translation || item.flags['fuzzy']) continue;
    try {
      catalog[item.msgid] = compileMessage(translation);
    } catch (error) {
      throw new Error(`the translation of ${item.msgid} is not a valid ICU message: ${/** @type {Error} */ (error).message}`);
    }
  }
  return catalog;
}

/**
 * A PO catalog as the source of a JS module whose default export is `{ id: compiledMessage }`.
 * @param {string} source the PO file's text
 * @returns {string}
 */
export function compilePoCatalog(source) {
  return `export default ${JSON.stringify(compilePoEntries(source))};`;
}

/**
 * The esbuild plugin: `import('./locales/fr.po')` becomes the compiled catalog.
 * @returns {import('esbuild').Plugin}
 */
export function esbuildPoCatalogs() {
  return {
    name: 'intambwe:i18n-catalogs',
    setup(build) {
      build.onLoad({ filter: /\.po$/ }, async (args) => {
        const { readFile } = await import('node:fs/promises');
        try {
          return { contents: compilePoCatalog(await readFile(args.path, 'utf8')), loader: 'js' };
        } catch (error) {
          return { errors: [{ text: `${args.path}: ${/** @type {Error} */ (error).message}` }] };
        }
      });
    },
  };
}
