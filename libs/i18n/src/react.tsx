import { createContext, use, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { catalogsReady, loadCatalogs, messageText, plainTexts, type CatalogLoaders, type CompiledMessage } from './core/catalogs';
import { DEFAULT_LOCALE, type Locale } from './core/locales';

export const LocaleContext = createContext<Locale | string>(DEFAULT_LOCALE);

/** Where a path of the product is in a language (the host decides: the web app prefixes /fr/, a sister platform may not). */
export type PathInLocale = (path: string, locale: Locale | string) => string;
const samePath: PathInLocale = (path) => path;
const PathContext = createContext<PathInLocale>(samePath);

export interface I18nProviderProps {
  /** The language to show (a sister platform chooses it; the web app takes it from the address). */
  locale: Locale | string;
  /**
   * Catalogs to make sure of before rendering (e.g. `authCatalogs` of @intambwe/auth).
   * While they load, the nearest <Suspense> shows its fallback. Hosts that load
   * them ahead (the web app does, before it starts) may leave this out.
   */
  catalogs?: readonly CatalogLoaders[];
  /**
   * Where links and redirects of the screens go in this language (`/register` ->
   * `/fr/register` in the web app). Without it, paths stay as the screens name them.
   */
  pathInLocale?: PathInLocale;
  children: ReactNode;
}

/** Catalogs loaded or being loaded, per set of catalogs and language: each gate waits on one stable promise. */
const loading = new WeakMap<readonly CatalogLoaders[], Map<string, Promise<void>>>();

function CatalogGate({
  locale,
  catalogs,
  children,
}: {
  locale: string;
  catalogs: readonly CatalogLoaders[];
  children: ReactNode;
}) {
  let byLocale = loading.get(catalogs);
  if (!byLocale) loading.set(catalogs, (byLocale = new Map()));
  let request = byLocale.get(locale);
  if (!request && !catalogsReady(locale, catalogs)) {
    const requests = byLocale;
    request = loadCatalogs(locale, catalogs).catch((error: unknown) => {
      requests.delete(locale); // a later render may try again (the network came back)
      throw error;
    });
    requests.set(locale, request);
  }
  // Once a gate has waited on a promise it keeps reading it (settled, it returns at once): React
  // expects a component that suspended on `use` to call it again when it renders after.
  if (request) use(request);
  return children;
}

/**
 * Shows its children once these catalogs are loaded for the screen's language
 * (the nearest <Suspense> shows its fallback meanwhile; during hydration React
 * keeps the page's HTML). For a part of a page whose words load with its code
 * (a section below the first screen, a dialog). Pass a constant array.
 */
export function WithCatalogs({ catalogs, children }: { catalogs: readonly CatalogLoaders[]; children: ReactNode }) {
  return (
    <CatalogGate locale={useContext(LocaleContext)} catalogs={catalogs}>
      {children}
    </CatalogGate>
  );
}

/** The language of everything below it. */
export function I18nProvider({ locale, catalogs, pathInLocale = samePath, children }: I18nProviderProps) {
  return (
    <LocaleContext.Provider value={locale}>
      <PathContext.Provider value={pathInLocale}>
        {catalogs ? (
          <CatalogGate locale={locale} catalogs={catalogs}>
            {children}
          </CatalogGate>
        ) : (
          children
        )}
      </PathContext.Provider>
    </LocaleContext.Provider>
  );
}

/** How the host places paths in languages, or null when it does not (then there is nothing to switch between). */
export function usePathInLocale(): PathInLocale | null {
  const pathInLocale = useContext(PathContext);
  return pathInLocale === samePath ? null : pathInLocale;
}

/** The address of a product path (`/register`) in the screen's language. */
export function useLocalePath(): (path: string) => string {
  const locale = useContext(LocaleContext);
  const pathInLocale = useContext(PathContext);
  return useCallback((path: string) => pathInLocale(path, locale), [pathInLocale, locale]);
}

/** The language of the screen. */
export function useLocale(): Locale | string {
  return useContext(LocaleContext);
}

/**
 * `messageText` in the screen's language: lookups only, no formatter, for
 * components of a page's first download (simple `{name}` values are filled).
 */
export function useMessageText(): (
  descriptor: { readonly id: string; readonly message: CompiledMessage },
  values?: Readonly<Record<string, string | number | null | undefined>>,
) => string {
  const locale = useContext(LocaleContext);
  return useCallback((descriptor, values) => messageText(descriptor, locale, values), [locale]);
}

/**
 * A flat group of messages without values in the screen's language, as plain
 * texts: lookups only, no formatter, for components of a page's first download.
 */
export function usePlainTexts<K extends string>(
  descriptors: Readonly<Record<K, { readonly id: string; readonly message: CompiledMessage }>>,
): Record<K, string> {
  const locale = useContext(LocaleContext);
  return useMemo(() => plainTexts(descriptors, locale), [descriptors, locale]);
}
