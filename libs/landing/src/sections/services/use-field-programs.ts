import { FIRST_PROGRAM_FIELD_ID, loadProgramCatalog, STUDENT_ACADEMIC_COACHING_PROGRAMS, type Program, type ProgramFieldId } from '../../content';
import { useEffect, useState } from 'react';

export type ProgramCatalog = Readonly<Record<ProgramFieldId, readonly Program[]>>;
export type CatalogLoader = () => Promise<ProgramCatalog>;

let catalogRequest: Promise<ProgramCatalog> | null = null;

/** Loads every field's programs once (a separate chunk); a failed load can be retried. */
export const loadCatalogOnce: CatalogLoader = () => {
  catalogRequest ??= loadProgramCatalog().then(
    (module) => module.PROGRAM_CATALOG,
    (error: unknown) => {
      catalogRequest = null;
      throw error;
    },
  );
  return catalogRequest;
};

export type FieldProgramsState =
  | { status: 'ready'; programs: readonly Program[] }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void };

/**
 * The programs of a field. The first field's are part of the page; the others
 * arrive with the catalog, fetched the first time another field is chosen.
 */
export function useFieldPrograms(fieldId: ProgramFieldId, load: CatalogLoader = loadCatalogOnce): FieldProgramsState {
  const [catalog, setCatalog] = useState<ProgramCatalog | null>(null);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const needsCatalog = fieldId !== FIRST_PROGRAM_FIELD_ID && catalog === null;

  useEffect(() => {
    if (!needsCatalog) return;
    let cancelled = false;
    load().then(
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
  }, [needsCatalog, load, attempt]);

  if (fieldId === FIRST_PROGRAM_FIELD_ID) return { status: 'ready', programs: STUDENT_ACADEMIC_COACHING_PROGRAMS };
  if (catalog) return { status: 'ready', programs: catalog[fieldId] };
  if (failedAttempt === attempt) return { status: 'error', retry: () => setAttempt((current) => current + 1) };
  return { status: 'loading' };
}
