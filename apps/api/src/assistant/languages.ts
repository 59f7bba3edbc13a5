import { setupI18n, type I18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { CompiledMessage, MessageValues, Translated } from '@intambwe/i18n/core';
import { DEFAULT_LOCALE, intlLocales, LOCALES, type Locale } from '@intambwe/i18n/locales';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePo } from 'pofile-ts';
import { findApiRoot } from '../config.js';
import { assistantMessageTree } from './messages.js';

/**
 * The assistant's own words in the four languages of the front door. English
 * is in code (messages.ts); the others are PO catalogs a translator edits
 * without touching code, beside the emails' (`data/locales/assistant.<locale>.po`,
 * msgid = message id). Each language is read and compiled once, on its first
 * question: a broken translation fails with the id that is wrong. A message a
 * catalog lacks is said in English.
 */
export type AssistantMessages = Translated<typeof assistantMessageTree>;

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

export const catalogFile = (directory: string, locale: Locale) => join(directory, `assistant.${locale}.po`);

let defaultDirectory: string | null = null;
/** The default place of the catalogs: apps/api/data/locales. */
export const defaultCatalogDirectory = () => (defaultDirectory ??= join(findApiRoot(), 'data', 'locales'));

/** One language's catalog, compiled: id -> message (untranslated and fuzzy entries left out). */
export function readAssistantCatalog(file: string, locale: string): Record<string, ReturnType<typeof compileMessageOrThrow>> {
  const catalog: Record<string, ReturnType<typeof compileMessageOrThrow>> = {};
  if (!existsSync(file)) return catalog;
  for (const item of parsePo(readFileSync(file, 'utf8')).items) {
    const translation = item.msgstr[0];
    if (!item.msgid || !translation || item.flags['fuzzy']) continue;
    try {
      catalog[item.msgid] = compileMessageOrThrow(translation);
    } catch (error) {
      throw new Error(
        `assistant.${locale}.po: the translation of ${item.msgid} is not a valid ICU message (${(error as Error).message.split('\n')[0]})`,
      );
    }
  }
  return catalog;
}

let english: I18n | null = null;
function englishI18n(): I18n {
  english ??= setupI18n({
    locale: DEFAULT_LOCALE,
    messages: { [DEFAULT_LOCALE]: Object.fromEntries(leaves(assistantMessageTree).map((leaf) => [leaf.id, compiled(leaf.message)])) },
  });
  return english;
}

/** The messages of a tree in one language: plain ones as strings, ones that take values as functions. */
function view(node: object, i18n: I18n): Record<string, unknown> {
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
}

const views = new Map<string, Map<Locale, AssistantMessages>>();

/** The assistant's messages in `locale` (each language read and compiled once per catalog folder). */
export function assistantMessages(locale: Locale, directory = defaultCatalogDirectory()): AssistantMessages {
  let byLocale = views.get(directory);
  if (!byLocale) views.set(directory, (byLocale = new Map()));
  let messages = byLocale.get(locale);
  if (!messages) {
    const i18n =
      locale === DEFAULT_LOCALE
        ? englishI18n()
        : setupI18n({ locale, messages: { [locale]: readAssistantCatalog(catalogFile(directory, locale), locale) } });
    messages = view(assistantMessageTree, i18n) as AssistantMessages;
    byLocale.set(locale, messages);
  }
  return messages;
}

/** Reads and compiles every language at once (start-up: a broken translation stops the server, not a question). */
export function loadAssistantCatalogs(directory = defaultCatalogDirectory()): void {
  for (const locale of LOCALES) assistantMessages(locale, directory);
}

/** The English messages (tests, and code that needs the source words). */
export const englishAssistantMessages = (): AssistantMessages => assistantMessages(DEFAULT_LOCALE);

/** A list in a language's words ("live sessions and certification", "a, b na c"). */
export function listText(items: readonly string[], locale: Locale): string {
  if (locale === 'rw') {
    // Node has no Kinyarwanda list data: "a, b na c", and "na" elides before a vowel ("n’amasomo").
    if (items.length < 2) return items.join('');
    const last = items.at(-1) as string;
    const joined = /^[aeiou]/i.test(last) ? `n’${last}` : `na ${last}`;
    return `${items.slice(0, -1).join(', ')} ${joined}`;
  }
  return new Intl.ListFormat(intlLocales(locale), { type: 'conjunction' }).format(items);
}
