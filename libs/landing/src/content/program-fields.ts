/**
 * The 15 fields of interest of the services section (SPEC §3, "Program field
 * categories"). Plain data, free of React and browser APIs: the landing page
 * shows it and the server's assistant answers from it.
 *
 * The programs of each field live in their own modules so the page can ship
 * the first field's programs with the first download and load the rest on demand:
 * `first-field-programs.ts` (field 1) and `program-catalog.ts` (all 15).
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

/** The tags every program card carries (SPEC §2, Services). */
export const PROGRAM_TAGS = ['Live Sessions', 'Certification'] as const;

export const PROGRAM_FIELDS: readonly ProgramField[] = [
  {
    id: 'student-academic-coaching',
    title: 'Student Academic Coaching',
    description:
      'Exam preparation, study skills and guidance for secondary and university students, so they learn with confidence and choose studies that lead to real careers.',
    color: 'blue',
    programCount: PROGRAMS_PER_FIELD,
  },
  {
    id: 'job-portal-career-services',
    title: 'Job Portal Career Services',
    description:
      'Everything between training and a signed contract: CVs, interviews, job search strategy and recruitment support for employers, connected to our job portal.',
    color: 'green',
    programCount: PROGRAMS_PER_FIELD,
  },
  {
    id: 'technology-digital-solutions',
    title: 'Technology & Digital Solutions',
    description:
      'Practical software, cloud, security and digital skills for the fast-growing tech ecosystems of Kigali, Nairobi, Lagos and beyond.',
    color: 'purple',
    programCount: PROGRAMS_PER_FIELD,
  },
  {
    id: 'data-analytics',
    title: 'Data & Analytics',
    description:
      'Collect, analyse and present data that drives decisions in business, government, health and development programmes.',
    color: 'cyan',
    programCount: PROGRAMS_PER_FIELD,
  },
  {
    id: 'business-management-entrepreneurship',
    title: 'Business Management & Entrepreneurship',
    description: 'Start, run and grow businesses that create jobs, with business advisory coaching from idea to export.',
    color: 'orange',
    programCount: PROGRAMS_PER_FIELD,
  },
  {
    id: 'finance-accounting',
    title: 'Finance & Accounting',
    description:
      'Bookkeeping, reporting, tax and financial planning skills that employers, SMEs and cooperatives across Africa need.',
    color: 'teal',
    programCount: PROGRAMS_PER_FIELD,
  },
  {
    id: 'project-management',
    title: 'Project Management',
    description:
      'Deliver projects on time and on budget, from donor-funded programmes to software and construction, with recognised methods.',
    color: 'pink',
    programCount: PROGRAMS_PER_FIELD,
  },
  {
    id: 'leadership-executive-coaching',
    title: 'Leadership & Executive Coaching',
    description:
      'Coaching for new supervisors, senior managers and public leaders who want to lead people and organisations well.',
    color: 'red',
    programCount: PROGRAMS_PER_FIELD,
  },
  {
    id: 'professional-certifications',
    title: 'Professional Certifications',
    description: 'Coached preparation for internationally recognised certifications that open doors to better-paid roles.',
    color: 'yellow',
    programCount: PROGRAMS_PER_FIELD,
  },
  {
    id: 'hr-legal-compliance',
    title: 'HR & Legal Compliance',
    description:
      'People management and workplace law for HR officers, managers and business owners, grounded in East and West African labour codes.',
    color: 'purple',
    programCount: PROGRAMS_PER_FIELD,
  },
  {
    id: 'communication-language',
    title: 'Communication & Language',
    description: 'Speak, write and present with impact in English, French, Kiswahili and Kinyarwanda, at work and in exams.',
    color: 'cyan',
    programCount: PROGRAMS_PER_FIELD,
  },
  {
    id: 'creative-design',
    title: 'Creative & Design',
    description: "Turn creativity into income with design, media and content skills for Africa's growing creative economy.",
    color: 'pink',
    programCount: PROGRAMS_PER_FIELD,
  },
  {
    id: 'health-wellness-coaching',
    title: 'Health & Wellness Coaching',
    description: 'Wellbeing at work and in the community: stress management, first aid, nutrition and care skills.',
    color: 'green',
    programCount: PROGRAMS_PER_FIELD,
  },
  {
    id: 'specialized-industries',
    title: 'Specialized Industries',
    description:
      'Sector programmes for tourism, energy, mining, logistics, banking and agriculture, the industries hiring across the continent.',
    color: 'orange',
    programCount: PROGRAMS_PER_FIELD,
  },
  {
    id: 'tvet-development-programs',
    title: 'TVET Development Programs',
    description:
      'Hands-on technical and vocational training with workshop practice and assessment against national TVET competency standards.',
    color: 'teal',
    programCount: PROGRAMS_IN_LAST_FIELD,
  },
];

/** The field shown first (selected by default on the landing page). */
export const FIRST_PROGRAM_FIELD_ID: ProgramFieldId = 'student-academic-coaching';

export function findProgramField(id: string): ProgramField | undefined {
  return PROGRAM_FIELDS.find((field) => field.id === id);
}
