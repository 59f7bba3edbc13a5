import { messageText } from '@intambwe/i18n/core';
import { firstFieldPrograms } from '../first-field-programs';
import { programCatalogMessages } from './program-catalog-messages';
import { PROGRAM_FIELD_IDS, type Program, type ProgramFieldId } from '../program-fields';

export type ProgramCatalog = Readonly<Record<ProgramFieldId, readonly Program[]>>;

const programsIn = (field: Exclude<ProgramFieldId, 'student-academic-coaching'>, locale: string): Program[] =>
  Object.values(programCatalogMessages[field]).map((program) => ({
    name: messageText(program.name, locale),
    description: messageText(program.description, locale),
  }));

/**
 * Every program of every field (8 per field, 12 for TVET Development
 * Programs), in `locale` (load `programCatalogCatalogs` for it first, see catalogs.ts). A page
 * loads this module on demand when a field other than the first is chosen; the
 * server imports it directly.
 */
export function programCatalog(locale: string): ProgramCatalog {
  return Object.fromEntries(
    PROGRAM_FIELD_IDS.map((id) => [id, id === 'student-academic-coaching' ? firstFieldPrograms(locale) : programsIn(id, locale)]),
  ) as Record<ProgramFieldId, Program[]>;
}

/** The programs of one field in `locale`, or an empty list for an unknown id. */
export function programsOfField(id: string, locale: string): readonly Program[] {
  return (programCatalog(locale) as Record<string, readonly Program[]>)[id] ?? [];
}
