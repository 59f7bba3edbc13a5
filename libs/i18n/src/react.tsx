import { createContext, use, useContext, type ReactNode } from 'react';
import { catalogsReady, loadCatalogs, type CatalogLoaders } from './catalogs';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { translate, type Translated } from './messages';

const LocaleContext = createContext<Locale | string>(DEFAULT_LOCALE);

export interface I18nProviderProps {
  /** The language to show (a sister platform chooses it; the web app takes it from the address). */
  locale: Locale | string;
  /**
   * Catalogs to make sure of before rendering (e.g. `authCatalogs` of @intambwe/auth).
   * While they load, the nearest <Suspense> shows its fallback. Hosts that load
   * them ahead (the web app does, before it starts) may leave this out.
   */
  catalogs?: readonly CatalogLoaders[];
  children: ReactNode;
}

const loading = new Map<string, Promise<void>>();

function CatalogGate({ locale, catalogs, children }: { locale: string; catalogs: readonly CatalogLoaders[]; children: ReactNode }) {
  if (!catalogsReady(locale, catalogs)) {
    let request = loading.get(locale);
    if (!request) {
      request = loadCatalogs(locale, catalogs).finally(() => loading.delete(locale));
      loading.set(locale, request);
    }
    use(request);
  }
  return children;
}

/** The language of everything below it. */
export function I18nProvider({ locale, catalogs, children }: I18nProviderProps) {
  return (
    <LocaleContext.Provider value={locale}>
      {catalogs ? (
        <CatalogGate locale={locale} catalogs={catalogs}>
          {children}
        </CatalogGate>
      ) : (
        children
      )}
    </LocaleContext.Provider>
  );
}

/** The language of the screen. */
export function useLocale(): Locale | string {
  return useContext(LocaleContext);
}

/** A library's messages in the screen's language (plain ones as strings, ones that take values as functions). */
export function useMessages<D extends object>(descriptors: D): Translated<D> {
  return translate(descriptors, useContext(LocaleContext));
}
