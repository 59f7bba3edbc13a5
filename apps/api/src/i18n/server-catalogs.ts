import { setupI18n, type I18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { CompiledMessage, MessageValues, Translated } from '@intambwe/i18n/core';
import { DEFAULT_LOCALE, intlLocales, LOCALES, type Locale } from '@intambwe/i18n/locales';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePo } from 'pofile-ts';
import { findApiRoot } from '../config.js';

/**
 * The server's own words in the four languages of the front door, for one
 * message tree (`defineMessages`): English is in code; the others are PO
 * catalogs a translator edits without touching code, in data/locales
 * (`<name>.<locale>.po`, msgid = message id). Each language is read and
 * compiled once: a broken translation fails with the id that is wrong. A
 * message a catalog lacks is said in English.
 */
interface Leaf {
  id: string;
  message: CompiledMessage;
}
const isLeaf = (node: unknown): node is Leaf =>
  typeof node === 'object' && node !== null && typeof (node as Leaf).id === 'string' && 'message' in node;

/** Raw ICU text (the source run as is: tsx, esbuild) or already compiled (Vite compiles defineMessages). */
const compiled = (message: CompiledMessage) =>
  typeof message === 'string' ? compileMessageOrThrow(message) : (message as ReturnType<typeof compileMessageOrThrow>);
const takesValues = (message: CompiledMessage) =>
  typeof message === 'string' ? message.includes('{') : message.some((token) => typeof token !== 'string');

function leaves(node: unknown, into: Leaf[] = []): Leaf[] {
  if (isLeaf(node)) into.push(node);
  else if (typeof node === 'object' && node !== null) for (const child of Object.values(node)) leaves(child, into);
  return into;
}

let defaultDirectory: string | null = null;
/** The default place of the catalogs: apps/api/data/locales. */
export const defaultCatalogDirectory = () => (defaultDirectory ??= join(findApiRoot(), 'data', 'locales'));

/** One language's catalog, compiled: id -> message (untranslated and fuzzy entries left out). */
export function readServerCatalog(file: string, name: string, locale: string): Record<string, ReturnType<typeof compileMessageOrThrow>> {
  const catalog: Record<string, ReturnType<typeof compileMessageOrThrow>> = {};
  if (!existsSync(file)) return catalog;
  for (const item of parsePo(readFileSync(file, 'utf8')).items) {
    const translation = item.msgstr[0];
    if (!item.msgid || !translation || item.flags['fuzzy']) continue;
    try {
      catalog[item.msgid] = compileMessageOrThrow(translation);
    } catch (error) {
      throw new Error(`${name}.${locale}.po: the translation of ${item.msgid} is not a valid ICU message (${(error as Error).message.split('\n')[0]})`);
    }
  }
  return catalog;
}

export interface ServerCatalogs<Tree extends object> {
  /** The messages in `locale`: plain ones as strings, ones that take values as functions. */
  messages(locale: Locale, directory?: string): Translated<Tree>;
  /** Reads and compiles every language at once (start-up: a broken translation stops the server, not a request). */
  load(directory?: string): void;
  catalogFile(directory: string, locale: Locale): string;
}

/** The catalogs of one message tree, `name` naming its files (`data/locales/<name>.<locale>.po`). */
export function serverCatalogs<Tree extends object>(tree: Tree, name: string): ServerCatalogs<Tree> {
  const catalogFile = (directory: string, locale: Locale) => join(directory, `${name}.${locale}.po`);
  let english: I18n | null = null;
  const englishI18n = () =>
    (english ??= setupI18n({
      locale: DEFAULT_LOCALE,
      messages: { [DEFAULT_LOCALE]: Object.fromEntries(leaves(tree).map((leaf) => [leaf.id, compiled(leaf.message)])) },
    }));

  const view = (node: object, i18n: I18n): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (isLeaf(value)) {
        const source = i18n.messages[value.id] !== undefined ? i18n : englishI18n();
        out[key] = takesValues(value.message)
          ? (values: MessageValues) => source._(value.id, values as Record<string, unknown>)
          : source._(value.id);
      } else if (typeof value === 'object' && value !== null) out[key] = view(value, i18n);
    }
    return out;
  };

  const views = new Map<string, Map<Locale, Translated<Tree>>>();
  const messages = (locale: Locale, directory = defaultCatalogDirectory()): Translated<Tree> => {
    let byLocale = views.get(directory);
    if (!byLocale) views.set(directory, (byLocale = new Map()));
    let found = byLocale.get(locale);
    if (!found) {
      const i18n =
        locale === DEFAULT_LOCALE
          ? englishI18n()
          : setupI18n({ locale, locales: intlLocales(locale), messages: { [locale]: readServerCatalog(catalogFile(directory, locale), name, locale) } });
      found = view(tree, i18n) as Translated<Tree>;
      byLocale.set(locale, found);
    }
    return found;
  };

  return {
    messages,
    load(directory = defaultCatalogDirectory()) {
      for (const locale of LOCALES) messages(locale, directory);
    },
    catalogFile,
  };
}
