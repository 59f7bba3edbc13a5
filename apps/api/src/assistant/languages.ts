import type { Translated } from '@intambwe/i18n/core';
import { DEFAULT_LOCALE, intlLocales, type Locale } from '@intambwe/i18n/locales';
import { defaultCatalogDirectory, readServerCatalog, serverCatalogs } from '../i18n/server-catalogs.js';
import { assistantMessageTree } from './messages.js';

/**
 * The assistant's own words in the four languages of the front door. English
 * is in code (messages.ts); the others are PO catalogs a translator edits
 * without touching code, beside the emails' (`data/locales/assistant.<locale>.po`,
 * msgid = message id), read and compiled once per language (../i18n/server-catalogs.ts).
 */
export type AssistantMessages = Translated<typeof assistantMessageTree>;

const catalogs = serverCatalogs(assistantMessageTree, 'assistant');

/** One language's catalog, compiled: id -> message (untranslated and fuzzy entries left out). */
export const readAssistantCatalog = (file: string, locale: string) => readServerCatalog(file, 'assistant', locale);

/** The assistant's messages in `locale` (each language read and compiled once per catalog folder). */
export function assistantMessages(locale: Locale, directory = defaultCatalogDirectory()): AssistantMessages {
  return catalogs.messages(locale, directory);
}

/** Reads and compiles every language at once (start-up: a broken translation stops the server, not a question). */
export function loadAssistantCatalogs(directory = defaultCatalogDirectory()): void {
  catalogs.load(directory);
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
