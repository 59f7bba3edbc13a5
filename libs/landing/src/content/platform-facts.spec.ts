import {
  ABOUT_STATISTICS,
  CORE_VALUES,
  FIRST_PROGRAM_FIELD_ID,
  HERO_STATISTICS,
  HOW_IT_WORKS_STATISTICS,
  HOW_IT_WORKS_STEPS,
  loadProgramCatalog,
  PLATFORM_CARDS,
  PROGRAM_FIELD_IDS,
  PROGRAM_FIELDS,
  STUDENT_ACADEMIC_COACHING_PROGRAMS,
} from './index';
import { PROGRAM_CATALOG, programsOfField } from './program-catalog';

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
    expect(PROGRAM_CATALOG['student-academic-coaching']).toBe(STUDENT_ACADEMIC_COACHING_PROGRAMS);
    const loaded = await loadProgramCatalog();
    expect(loaded.PROGRAM_CATALOG).toBe(PROGRAM_CATALOG);
    expect(programsOfField('no-such-field')).toEqual([]);
  });

  it('states the statistics of SPEC §1', () => {
    expect(HERO_STATISTICS.map((s) => s.value)).toEqual(['10,000+', '85%', '500+']);
    expect(ABOUT_STATISTICS.map((s) => s.value)).toEqual(['10,000+', '85%', '500+', '15+', '85%']);
    expect(HOW_IT_WORKS_STATISTICS.map((s) => s.value)).toEqual(['12,500+', '94%', '4.9/5', '75%']);
  });

  it('has five steps, four core values and two platform cards', () => {
    expect(HOW_IT_WORKS_STEPS).toHaveLength(5);
    expect(CORE_VALUES.map((value) => value.title)).toEqual([
      'Customer-Centered',
      'Partnerships',
      'Integrity',
      'Professionalism',
    ]);
    expect(PLATFORM_CARDS.map((card) => card.link)).toEqual(['elearning', 'jobPortal']);
    for (const card of PLATFORM_CARDS) {
      expect(card.features.length).toBeGreaterThan(0);
      expect(card.coaching.details.length).toBeGreaterThan(0);
    }
  });
});
