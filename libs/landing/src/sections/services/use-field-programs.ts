import { loadCatalogs, useLocale } from '@intambwe/i18n';
import { useQuery } from '@tanstack/react-query';
import { FIRST_PROGRAM_FIELD_ID, firstFieldPrograms, loadProgramCatalog, programCatalogCatalogs, type Program, type ProgramFieldId } from '@intambwe/platform-facts';

export type ProgramCatalog = Readonly<Record<ProgramFieldId, readonly Program[]>>;
export type CatalogLoader = (locale: string) => Promise<ProgramCatalog>;

const catalogRequests = new Map<string, Promise<ProgramCatalog>>();

/** Loads every field's programs in `locale` once (their module and their words); a failed load can be retried. */
export const loadCatalogOnce: CatalogLoader = (locale) => {
  let request = catalogRequests.get(locale);
  if (!request) {
    request = Promise.all([loadProgramCatalog(), loadCatalogs(locale, [programCatalogCatalogs])]).then(
      ([module]) => module.programCatalog(locale),
      (error: unknown) => {
        catalogRequests.delete(locale);
        throw error;
      },
    );
    catalogRequests.set(locale, request);
  }
  return request;
};

export type FieldProgramsState =
  | { status: 'ready'; programs: readonly Program[] }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void };

/** Each loader's catalogs have a cache entry of their own (stories and tests pass their own loaders to one page's QueryClient). */
const loaderIds = new WeakMap<CatalogLoader, number>();
let loaderCount = 0;
const loaderId = (load: CatalogLoader): number => {
  const known = loaderIds.get(load);
  if (known !== undefined) return known;
  loaderCount += 1;
  loaderIds.set(load, loaderCount);
  return loaderCount;
};

/**
 * The programs of a field, in the page's language. The first field's are part
 * of the page's sections; the others arrive with the catalog, fetched the first
 * time another field is chosen (a react-query query: the island's QueryClient,
 * see FieldPicker). The catalog never changes while the page is open: it is
 * fetched once, never again behind the person's back (no retry, refetch or
 * expiry); a failed load is tried again by Retry only, and is tried even when
 * the browser says it is offline (it fails and says so, rather than wait).
 */
export function useFieldPrograms(fieldId: ProgramFieldId, load: CatalogLoader = loadCatalogOnce): FieldProgramsState {
  const locale = useLocale();
  const catalog = useQuery({
    queryKey: ['landing', 'program-catalog', locale, loaderId(load)],
    queryFn: () =>
      load(locale).catch((error: unknown) => {
        console.error('The program catalog could not be loaded.', error);
        throw error;
      }),
    enabled: fieldId !== FIRST_PROGRAM_FIELD_ID,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    networkMode: 'always',
  });

  if (fieldId === FIRST_PROGRAM_FIELD_ID) return { status: 'ready', programs: firstFieldPrograms(locale) };
  if (catalog.data) return { status: 'ready', programs: catalog.data[fieldId] };
  if (catalog.isError && !catalog.isFetching) return { status: 'error', retry: () => void catalog.refetch() };
  return { status: 'loading' };
}
