import { DEFAULT_LOCALE, type Locale } from './locales';
import { i18nFor, type CompiledMessage } from './messages';

/** One language's translations of a library: message id -> compiled message. */
export type Catalog = Readonly<Record<string, CompiledMessage>>;

/** How a library's catalogs load, one module per language (English is in the code). */
export type CatalogLoaders = Readonly<Partial<Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalog }>>>>;

const loaded = new Map<string, Set<CatalogLoaders>>();
const pending = new Map<string, Map<CatalogLoaders, Promise<void>>>();

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
            i18nFor(locale).load(locale, module.default as Record<string, never>);
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
