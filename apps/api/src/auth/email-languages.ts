import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { setupI18n, type I18n } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALES, negotiateLocale, type Locale } from '@intambwe/i18n/locales';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePo } from 'pofile-ts';
import { findApiRoot } from '../config.js';
import { emailMessages, type EmailMessageId } from '../messages.js';

/**
 * The server's emails in the four languages of the front door. English is in
 * code (messages.ts); the others are PO catalogs in data/locales a translator
 * edits without touching code (`emails.<locale>.po`, msgid = message id). They
 * are read and compiled once, at start-up: a broken translation stops the server
 * with the id that is wrong, rather than mailing a broken sentence.
 */
export type EmailCatalogs = ReadonlyMap<Locale, I18n>;

const catalogFile = (directory: string, locale: Locale) => join(directory, `emails.${locale}.po`);

/** Reads one language's catalog: id -> ICU text (untranslated entries left out: English is sent instead). */
export function readEmailCatalog(file: string): Record<string, string> {
  const catalog: Record<string, string> = {};
  for (const item of parsePo(readFileSync(file, 'utf8')).items) {
    const translation = item.msgstr[0];
    if (item.msgid && translation && !item.flags['fuzzy']) catalog[item.msgid] = translation;
  }
  return catalog;
}

function compileCatalog(locale: string, texts: Record<string, string>): Record<string, ReturnType<typeof compileMessageOrThrow>> {
  const compiled: Record<string, ReturnType<typeof compileMessageOrThrow>> = {};
  for (const [id, text] of Object.entries(texts)) {
    try {
      compiled[id] = compileMessageOrThrow(text);
    } catch (error) {
      throw new Error(
        `emails.${locale}.po: the translation of ${id} is not a valid ICU message (${(error as Error).message.split('\n')[0]})`,
      );
    }
  }
  return compiled;
}

let loaded: EmailCatalogs | null = null;

/** Loads and compiles every language once (English from code, the others from data/locales). */
export function loadEmailCatalogs(directory = join(findApiRoot(), 'data', 'locales')): EmailCatalogs {
  if (loaded) return loaded;
  const catalogs = new Map<Locale, I18n>();
  for (const locale of LOCALES) {
    const texts =
      locale === DEFAULT_LOCALE
        ? { ...emailMessages }
        : existsSync(catalogFile(directory, locale))
          ? readEmailCatalog(catalogFile(directory, locale))
          : {};
    catalogs.set(locale, setupI18n({ locale, messages: { [locale]: compileCatalog(locale, texts) } }));
  }
  loaded = catalogs;
  return catalogs;
}

/** One email message in `locale` (English when the catalog lacks it). */
export function emailText(locale: Locale, id: EmailMessageId, values: Record<string, string> = {}): string {
  const catalogs = loadEmailCatalogs();
  const wanted = catalogs.get(locale);
  const source = wanted?.messages[id] !== undefined ? wanted : (catalogs.get(DEFAULT_LOCALE) as I18n);
  return source._(id, values);
}

/** The language of an email: the person's page language as their browser or our client states it, else English. */
export function emailLocale(acceptLanguage: string | string[] | undefined): Locale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  return negotiateLocale(header) ?? DEFAULT_LOCALE;
}
