import { DEFAULT_LOCALE, type Locale } from './locales';

/** A message compiled at build time (tools/vite/i18n.mts), or its ICU text in tools that run the source. */
export type CompiledMessage = string | readonly unknown[];

/** One language's translations of a library: message id -> compiled message. */
export type Catalog = Readonly<Record<string, CompiledMessage>>;

/** How a library's catalogs load, one module per language (English is in the code). */
export type CatalogLoaders = Readonly<Partial<Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalog }>>>>;

const loaded = new Map<string, Set<CatalogLoaders>>();

/**
 * The translations loaded so far, per language, and a count that grows with
 * each load (the message runtime reloads a language when it changed). Kept
 * apart from the runtime, so a page that only loads catalogs ships no formatter.
 */
const translations = new Map<string, { version: number; messages: Record<string, CompiledMessage> }>();

/** The translations of `locale` loaded so far. */
export function loadedTranslations(locale: string): { version: number; messages: Readonly<Record<string, CompiledMessage>> } {
  return translations.get(locale) ?? { version: 0, messages: {} };
}

function addTranslations(locale: string, catalog: Catalog): void {
  const current = translations.get(locale) ?? { version: 0, messages: {} };
  translations.set(locale, { version: current.version + 1, messages: { ...current.messages, ...catalog } });
}
const pending = new Map<string, Map<CatalogLoaders, Promise<void>>>();

/**
 * One set of loaders made of several (a library's own catalogs and those of a
 * library whose words it shows): each language loads them all, as one. A host
 * then names one catalog per library it mounts.
 */
export function joinCatalogs(...parts: readonly CatalogLoaders[]): CatalogLoaders {
  const joined: Partial<Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalog }>>> = {};
  const locales = new Set(parts.flatMap((part) => Object.keys(part) as Array<Exclude<Locale, 'en'>>));
  for (const locale of locales) {
    const loaders = parts.map((part) => part[locale]).filter((load) => load !== undefined);
    joined[locale] = async () => {
      const modules = await Promise.all(loaders.map((load) => load()));
      return { default: Object.assign({}, ...modules.map((module) => module.default)) as Catalog };
    };
  }
  return joined;
}

/** Whether these libraries' translations for `locale` are in place. */
export function catalogsReady(locale: string, catalogs: readonly CatalogLoaders[]): boolean {
  if (locale === DEFAULT_LOCALE) return true;
  const done = loaded.get(locale);
  return catalogs.every((catalog) => !(locale in catalog) || done?.has(catalog));
}

/** Loads these libraries' translations for `locale` (each once, in parallel). English needs none. */
export async function loadCatalogs(locale: string, catalogs: readonly CatalogLoaders[]): Promise<void> {
  if (locale === DEFAULT_LOCALE) return;
  const done = loaded.get(locale) ?? new Set<CatalogLoaders>();
  loaded.set(locale, done);
  const inFlight = pending.get(locale) ?? new Map<CatalogLoaders, Promise<void>>();
  pending.set(locale, inFlight);
  await Promise.all(
    catalogs.map((catalog) => {
      const load = catalog[locale as Exclude<Locale, 'en'>];
      if (!load || done.has(catalog)) return undefined;
      let request = inFlight.get(catalog);
      if (!request) {
        request = load().then(
          (module) => {
            addTranslations(locale, module.default);
            done.add(catalog);
            inFlight.delete(catalog);
          },
          (error: unknown) => {
            inFlight.delete(catalog); // a later visit may try again
            throw error;
          },
        );
        inFlight.set(catalog, request);
      }
      return request;
    }),
  );
}

type SimpleValues = Readonly<Record<string, string | number | null | undefined>>;

/** What a simple value shows as. */
const valueText = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/**
 * The text of a message in `locale` (English when the catalog lacks it): a
 * lookup, with no formatter, for code that must stay in a page's first
 * download (the navigation, a shell's loading label). It fills simple values
 * (`'Welcome, {firstName}!'`); messages with plurals, selects or number and
 * date formats go through `translate`/`useMessages`.
 */
export function messageText(
  descriptor: { readonly id: string; readonly message: CompiledMessage },
  locale: string,
  values?: SimpleValues,
): string {
  const pseudo = pseudoLocale(locale);
  if (pseudo) return pseudo(messageText(descriptor, DEFAULT_LOCALE, values));
  const translated = locale === DEFAULT_LOCALE ? undefined : translations.get(locale)?.messages[descriptor.id];
  const text = translated ?? descriptor.message;
  const takesValues = () => new Error(`${descriptor.id} takes values: give them, or use translate() or useMessages()`);
  if (typeof text === 'string') {
    // The raw ICU text (tools that run the source): only `{name}` placeholders can be filled here.
    if (!text.includes('{')) return text;
    if (!values || /\{\s*\w+\s*,/.test(text)) throw takesValues();
    return text.replace(/\{\s*(\w+)\s*\}/g, (_match, name: string) => valueText(values[name]));
  }
  let result = '';
  for (const part of text) {
    if (typeof part === 'string') result += part;
    else if (Array.isArray(part) && part.length === 1 && typeof part[0] === 'string' && values && part[0] in values)
      result += valueText(values[part[0]]);
    else throw takesValues();
  }
  return result;
}

/** A flat group of messages without values, as texts in `locale` (lookups only: see `messageText`). */
export function plainTexts<K extends string>(
  descriptors: Readonly<Record<K, { readonly id: string; readonly message: CompiledMessage }>>,
  locale: string,
): Record<K, string> {
  const texts = {} as Record<K, string>;
  for (const key of Object.keys(descriptors) as K[]) texts[key] = messageText(descriptors[key], locale);
  return texts;
}

/** How a language outside LOCALES renders (the pseudo-locale of tests): set by tests only. */
const pseudoLocales = new Map<string, (english: string) => string>();

/** Registers a pseudo-locale: every message renders as `transform(English)` (tests prove nothing escapes translation). */
export function setPseudoLocale(name: string, transform: (english: string) => string): void {
  pseudoLocales.set(name, transform);
}

export function pseudoLocale(locale: string): ((english: string) => string) | undefined {
  return pseudoLocales.get(locale);
}
