import type { Course, Job } from '@intambwe/contract';

/**
 * The assistant's knowledge: small documents, each with the words people use for
 * it, the facts it states, where those facts are shown (sources) and what to ask
 * next.
 */
export interface Source {
  title: string;
  href: string;
}

export type KnowledgeKind =
  | 'about'
  | 'values'
  | 'statistics'
  | 'how-it-works'
  | 'platforms'
  | 'platform'
  | 'services'
  | 'field'
  | 'program'
  | 'contact'
  | 'hours'
  | 'pricing'
  | 'topic'
  | 'account'
  | 'small-talk'
  | 'jobs'
  | 'courses'
  | 'job'
  | 'course';

interface EntryBase {
  id: string;
  kind: KnowledgeKind;
  title: string;
  /** Words people use for it (searched with a higher weight than `text`). */
  keywords: string;
  /** The facts, as sentences: searched, shown, and sent to a language model as grounding. */
  text: string;
  sources: Source[];
  suggestions: string[];
  /** Ranking weight against documents matching the same words (summaries outrank their parts). */
  weight?: number;
}

export interface StaticEntry extends EntryBase {
  kind: Exclude<KnowledgeKind, 'job' | 'course'>;
  /** For programs: the field they belong to. */
  fieldTitle?: string;
}
export interface JobEntry extends EntryBase {
  kind: 'job';
  job: Job;
}
export interface CourseEntry extends EntryBase {
  kind: 'course';
  course: Course;
}
export type KnowledgeEntry = StaticEntry | JobEntry | CourseEntry;
