import type { Program } from './program-fields';

/**
 * Programs of the first field (Student Academic Coaching), shown by default.
 * Kept apart from the full catalog so a page can show them without
 * downloading the other 14 fields.
 */
export const STUDENT_ACADEMIC_COACHING_PROGRAMS: readonly Program[] = [
  {
    name: 'National Exam Preparation (S3 & S6)',
    description:
      "Revision plans, timed past-paper practice and live coaching for Rwanda's O-Level and A-Level national examinations, with KCSE, UCE and WAEC tracks for learners in the region.",
  },
  {
    name: 'Study Skills & Time Management',
    description:
      'Evidence-based note-taking, spaced revision and weekly planning routines that help students learn more in less time and keep up with homework.',
  },
  {
    name: 'STEM Tutoring: Mathematics, Physics & Chemistry',
    description:
      'Small-group sessions that turn difficult topics into step-by-step problem solving, aligned with the competence-based curriculum.',
  },
  {
    name: 'University Application & Scholarship Coaching',
    description:
      'Choose programmes, write a strong personal statement and prepare applications for national bursaries and scholarships such as the Mastercard Foundation Scholars Program.',
  },
  {
    name: 'Subject Combination & Career Guidance',
    description:
      'An interests and aptitude assessment followed by one-to-one guidance on A-Level combinations and university majors that lead to employable careers.',
  },
  {
    name: 'Academic English & French',
    description:
      'Reading, essay writing and oral presentation skills in the languages of instruction, for learners moving between Kinyarwanda, Kiswahili, English and French.',
  },
  {
    name: 'Digital Literacy for Students',
    description:
      'Safe internet use, online research, documents, spreadsheets and presentations for school projects and e-learning on a phone or shared computer.',
  },
  {
    name: 'Research & Dissertation Writing',
    description:
      "From choosing a topic to methodology, referencing and defence preparation, for final-year undergraduate and master's students.",
  },
];
