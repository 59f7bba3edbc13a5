import {
  aboutStatistics,
  coreValues,
  FIRST_PROGRAM_FIELD_ID,
  firstFieldPrograms,
  heroStatistics,
  howItWorksStatistics,
  howItWorksSteps,
  loadProgramCatalog,
  platformCards,
  PROGRAM_FIELD_IDS,
  programFields,
} from './index';
import { programCatalog, programsOfField } from './programs/program-catalog';

// The facts in English (the words other languages get are checked by tools/i18n and the pseudo-locale tests).
const PROGRAM_FIELDS = programFields('en');
const PROGRAM_CATALOG = programCatalog('en');

describe('platform facts (SPEC §1, §2, §3, §9)', () => {
  it('lists the 15 fields of SPEC §3 in order, with unique slugs', () => {
    expect(PROGRAM_FIELDS.map((field) => field.title)).toEqual([
      'Student Academic Coaching',
      'Job Portal Career Services',
      'Technology & Digital Solutions',
      'Data & Analytics',
      'Business Management & Entrepreneurship',
      'Finance & Accounting',
      'Project Management',
      'Leadership & Executive Coaching',
      'Professional Certifications',
      'HR & Legal Compliance',
      'Communication & Language',
      'Creative & Design',
      'Health & Wellness Coaching',
      'Specialized Industries',
      'TVET Development Programs',
    ]);
    expect(PROGRAM_FIELDS.map((field) => field.id)).toEqual([...PROGRAM_FIELD_IDS]);
    expect(PROGRAM_FIELDS[0]?.id).toBe(FIRST_PROGRAM_FIELD_ID);
  });

  it.each(PROGRAM_FIELDS.map((field) => [field.title, field] as const))(
    '%s has its programs, each named and described',
    (_title, field) => {
      const programs = PROGRAM_CATALOG[field.id];
      const expected = field.id === 'tvet-development-programs' ? 12 : 8;
      expect(programs).toHaveLength(expected);
      expect(field.programCount).toBe(expected);
      expect(field.description.length).toBeGreaterThan(20);
      for (const program of programs) {
        expect(program.name.trim()).not.toBe('');
        expect(program.description.length).toBeGreaterThan(20);
      }
      expect(new Set(programs.map((program) => program.name)).size).toBe(programs.length);
    },
  );

  it('names every program once across the catalog', () => {
    const names = Object.values(PROGRAM_CATALOG).flatMap((programs) => programs.map((program) => program.name));
    expect(names).toHaveLength(8 * 14 + 12);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps the first field in its own module, identical to the catalog entry', async () => {
    expect(PROGRAM_CATALOG['student-academic-coaching']).toEqual(firstFieldPrograms('en'));
    const loaded = await loadProgramCatalog();
    expect(loaded.programCatalog('en')).toEqual(PROGRAM_CATALOG);
    expect(programsOfField('no-such-field', 'en')).toEqual([]);
  });

  it('states the statistics of SPEC §1', () => {
    expect(heroStatistics('en').map((s) => s.value)).toEqual(['10,000+', '85%', '500+']);
    expect(aboutStatistics('en').map((s) => s.value)).toEqual(['10,000+', '85%', '500+', '15+', '85%']);
    expect(howItWorksStatistics('en').map((s) => s.value)).toEqual(['12,500+', '94%', '4.9/5', '75%']);
  });

  it('has five steps, four core values and two platform cards', () => {
    expect(howItWorksSteps('en')).toHaveLength(5);
    expect(coreValues('en').map((value) => value.title)).toEqual([
      'Customer-Centered',
      'Partnerships',
      'Integrity',
      'Professionalism',
    ]);
    expect(platformCards('en').map((card) => card.link)).toEqual(['elearning', 'job_portal']);
    for (const card of platformCards('en')) {
      expect(card.features.length).toBeGreaterThan(0);
      expect(card.coaching.details.length).toBeGreaterThan(0);
    }
  });
});
