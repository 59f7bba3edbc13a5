import { loadCatalogs, useLocale } from '@intambwe/i18n';
import { useEffect, useState } from 'react';
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

/**
 * The programs of a field, in the page's language. The first field's are part
 * of the page's sections; the others arrive with the catalog, fetched the first
 * time another field is chosen.
 */
export function useFieldPrograms(fieldId: ProgramFieldId, load: CatalogLoader = loadCatalogOnce): FieldProgramsState {
  const locale = useLocale();
  const [catalog, setCatalog] = useState<ProgramCatalog | null>(null);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const needsCatalog = fieldId !== FIRST_PROGRAM_FIELD_ID && catalog === null;

  useEffect(() => {
    if (!needsCatalog) return;
    let cancelled = false;
    load(locale).then(
      (loaded) => {
        if (!cancelled) setCatalog(loaded);
      },
      (error: unknown) => {
        console.error('The program catalog could not be loaded.', error);
        if (!cancelled) setFailedAttempt(attempt);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [needsCatalog, load, attempt, locale]);

  if (fieldId === FIRST_PROGRAM_FIELD_ID) return { status: 'ready', programs: firstFieldPrograms(locale) };
  if (catalog) return { status: 'ready', programs: catalog[fieldId] };
  if (failedAttempt === attempt) return { status: 'error', retry: () => setAttempt((current) => current + 1) };
  return { status: 'loading' };
}
