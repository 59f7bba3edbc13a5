import type { Course, Job } from '@intambwe/contract';
import {
  durationText as durationWords,
  employerName,
  jobTypeLabel,
  levelLabel,
  priceText as priceWords,
  titleCased,
  type CourseTexts,
  type JobTexts,
  type LevelTexts,
} from '@intambwe/listings';
import { assistantMessages, type AssistantMessages } from '../languages.js';
import type { CourseEntry, JobEntry, StaticEntry } from './entries.js';
import { documentOf, type KnowledgeContext } from './context.js';
import { coursesPageOf, enrolPageOf, jobsPageOf, speechIn, type KnowledgeSettings, type Speech } from './settings.js';

/**
 * Open jobs and public courses in the assistant's words. The rules (employer,
 * job type, level, duration, price) are @intambwe/listings, the ones the
 * landing page's cards apply; the words are the assistant's catalog.
 */
type ListingWords = Pick<JobTexts, 'companyFallback' | 'jobTypes'> & Pick<CourseTexts, 'days' | 'weeks' | 'months'> & LevelTexts;

const known = (words: Readonly<Record<string, string>>, key: unknown) =>
  typeof key === 'string' && Object.hasOwn(words, key) ? (words[key] as string) : '';

/** The assistant's words for the listing rules. */
export function listingWords(m: AssistantMessages): ListingWords {
  const { live } = m;
  return {
    companyFallback: live.noEmployer,
    jobTypes: ({ type }) => known(live.jobTypes, type),
    levels: ({ level }) => known(live.levels, level),
    days: live.days,
    weeks: live.weeks,
    months: live.months,
  };
}

/** SPEC §5: company, else first and last name, else 'Company Name Not Available' (in the answer's language). */
export const employerOf = (job: Job, m: AssistantMessages = assistantMessages('en')) =>
  employerName(job.employer, listingWords(m));

/** SPEC §5: under 7 days in days, under 30 in weeks, otherwise months. */
export const durationText = (days: number, m: AssistantMessages = assistantMessages('en')) =>
  durationWords(days, listingWords(m)) ?? '';

/** A course's price: 'Free' when it costs nothing, else the amount in US dollars as the language writes it. */
export const priceText = (price: number, speech: Speech = speechIn('en')) =>
  price === 0 ? speech.m.courses.free : priceWords(price, speech.locale);

/** A job type from the database ('full_time') in words; one we do not know is shown as written ('Seasonal'). */
export const jobTypeText = (type: string, m: AssistantMessages = assistantMessages('en')) =>
  jobTypeLabel(type, listingWords(m)) ?? '';

/** A course level from the database ('Beginner') in words; one we do not know is shown as written. */
export const levelText = (level: string, m: AssistantMessages = assistantMessages('en')) => levelLabel(level, listingWords(m));

/** The two live-data topics: what the job listings and the course catalog are. */
export function listingDocuments({ settings, m, s }: KnowledgeContext): StaticEntry[] {
  return [
    documentOf(
      'jobs',
      'jobs',
      m.jobs,
      m.jobs.summary,
      [jobsPageOf(settings, m)],
      [s.jobsInKigali, s.remoteJobs, s.internships, s.jobSearchTips],
    ),
    documentOf(
      'courses',
      'courses',
      m.courses,
      m.courses.summary,
      [coursesPageOf(settings, m)],
      [s.beginnerCourses, s.freeCourses, s.certificates],
    ),
  ];
}

export function jobEntry(job: Job, settings: KnowledgeSettings, speech: Speech = speechIn('en')): JobEntry {
  const { m } = speech;
  const type = jobTypeText(job.jobType, m);
  const databaseType = titleCased(job.jobType) ?? '';
  // The database's own words stay searchable beside ours ("full time" and "temps plein").
  const keywords = [
    job.employer.company,
    job.employer.firstName,
    job.employer.lastName,
    job.location,
    databaseType,
    ...(type === databaseType ? [] : [type]),
    ...job.skills,
  ];
  return {
    id: `job-${job._id}`,
    kind: 'job',
    title: job.title,
    keywords: keywords.filter(Boolean).join(' '),
    text: m.live.job({
      title: job.title,
      employer: employerOf(job, m),
      location: job.location,
      type,
      skills: job.skills.join(', '),
    }),
    sources: [jobsPageOf(settings, m)],
    suggestions: [],
    job,
  };
}

export function courseEntry(course: Course, settings: KnowledgeSettings, speech: Speech = speechIn('en')): CourseEntry {
  const { locale, m } = speech;
  const level = levelText(course.level, m);
  const freeWord = m.courses.free.toLocaleLowerCase(locale);
  const free = course.price === 0 ? (freeWord === 'free' ? 'free' : `free ${freeWord}`) : '';
  return {
    id: `course-${course._id}`,
    kind: 'course',
    title: course.title,
    keywords: [course.category, course.level, ...(level === course.level ? [] : [level]), ...(course.tags ?? []), free].join(' '),
    text: m.format.labelled({
      label: `${course.title} (${course.category}, ${level}, ${durationText(course.duration, m)}, ${priceText(course.price, speech)})`,
      text: course.description,
    }),
    sources: [enrolPageOf(settings, course, m)],
    suggestions: [],
    course,
  };
}
