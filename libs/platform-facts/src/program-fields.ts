import { messageText } from '@intambwe/i18n/core';
import { factMessages } from './fact-messages';

/**
 * The 15 fields of interest of the services section (SPEC §3, "Program field
 * categories"). Plain data, free of React and browser APIs: the landing page
 * shows it and the server's assistant answers from it, in any of our languages
 * (the words are in content-messages.ts and its catalogs).
 *
 * The programs of each field live in their own modules so the page can ship
 * the first field's programs with its sections and load the rest on demand:
 * `first-field-programs.ts` (field 1) and `program-catalog.ts` (fields 2 to 15).
 */

/** A program offered inside a field. */
export interface Program {
  name: string;
  /** One or two sentences. */
  description: string;
}

/** Stable slugs, in display order. */
export const PROGRAM_FIELD_IDS = [
  'student-academic-coaching',
  'job-portal-career-services',
  'technology-digital-solutions',
  'data-analytics',
  'business-management-entrepreneurship',
  'finance-accounting',
  'project-management',
  'leadership-executive-coaching',
  'professional-certifications',
  'hr-legal-compliance',
  'communication-language',
  'creative-design',
  'health-wellness-coaching',
  'specialized-industries',
  'tvet-development-programs',
] as const;
export type ProgramFieldId = (typeof PROGRAM_FIELD_IDS)[number];

/** Colour of a field: the name of a colour palette (Chakra's palette names, usable by any UI). */
export type ProgramFieldColor = 'blue' | 'green' | 'purple' | 'cyan' | 'orange' | 'teal' | 'pink' | 'red' | 'yellow' | 'gray';

export interface ProgramField {
  id: ProgramFieldId;
  title: string;
  description: string;
  color: ProgramFieldColor;
  /** How many programs the field has (SPEC §9: 8, and 12 for the last field). */
  programCount: number;
}

/** SPEC §9: 8 programs per field, 12 for the last one (TVET Development Programs). */
export const PROGRAMS_PER_FIELD = 8;
export const PROGRAMS_IN_LAST_FIELD = 12;

/** The tags every program card carries (SPEC §2, Services), in `locale`. */
export function programTags(locale: string): string[] {
  return Object.values(factMessages.programTags).map((tag) => messageText(tag, locale));
}

/** Where a field sits and how it looks; its words are in `factMessages.fields`. */
export type ProgramFieldData = Omit<ProgramField, 'title' | 'description'>;

export const PROGRAM_FIELD_DATA: readonly ProgramFieldData[] = [
  { id: 'student-academic-coaching', color: 'blue', programCount: PROGRAMS_PER_FIELD },
  { id: 'job-portal-career-services', color: 'green', programCount: PROGRAMS_PER_FIELD },
  { id: 'technology-digital-solutions', color: 'purple', programCount: PROGRAMS_PER_FIELD },
  { id: 'data-analytics', color: 'cyan', programCount: PROGRAMS_PER_FIELD },
  { id: 'business-management-entrepreneurship', color: 'orange', programCount: PROGRAMS_PER_FIELD },
  { id: 'finance-accounting', color: 'teal', programCount: PROGRAMS_PER_FIELD },
  { id: 'project-management', color: 'pink', programCount: PROGRAMS_PER_FIELD },
  { id: 'leadership-executive-coaching', color: 'red', programCount: PROGRAMS_PER_FIELD },
  { id: 'professional-certifications', color: 'yellow', programCount: PROGRAMS_PER_FIELD },
  { id: 'hr-legal-compliance', color: 'purple', programCount: PROGRAMS_PER_FIELD },
  { id: 'communication-language', color: 'cyan', programCount: PROGRAMS_PER_FIELD },
  { id: 'creative-design', color: 'pink', programCount: PROGRAMS_PER_FIELD },
  { id: 'health-wellness-coaching', color: 'green', programCount: PROGRAMS_PER_FIELD },
  { id: 'specialized-industries', color: 'orange', programCount: PROGRAMS_PER_FIELD },
  { id: 'tvet-development-programs', color: 'teal', programCount: PROGRAMS_IN_LAST_FIELD },
];

/** The field shown first (selected by default on the landing page). */
export const FIRST_PROGRAM_FIELD_ID: ProgramFieldId = 'student-academic-coaching';

/** The 15 fields in display order, in `locale`. */
export function programFields(locale: string): ProgramField[] {
  return PROGRAM_FIELD_DATA.map((field) => ({
    ...field,
    title: messageText(factMessages.fields[field.id].title, locale),
    description: messageText(factMessages.fields[field.id].description, locale),
  }));
}

export function findProgramField(id: string, locale: string): ProgramField | undefined {
  return programFields(locale).find((field) => field.id === id);
}
