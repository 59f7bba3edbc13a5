import type { JobListItem } from '@intambwe/contract';
import { dateFormat, numberFormat, type MessageValues } from '@intambwe/i18n/core';
import { titleCased } from './title-cased';

/**
 * Rules of a job in a listing or on a card (SPEC §5, §9), applied by the landing
 * page's cards and by the server's assistant alike. Pure functions: the clock,
 * the language and its words are parameters, so tests pin them.
 */
export interface JobTexts {
  /** 'Competitive salary': a salary without currency, minimum or maximum. */
  competitiveSalary: string;
  /** 'Company Name Not Available': an employer without company or name. */
  companyFallback: string;
  /** 'Not specified': no readable deadline. */
  notSpecified: string;
  /** 'Today', '1 day ago', 'N days ago' ({days}). */
  postedAgo: (values: MessageValues) => string;
  /** A known job type ({type}: 'full_time') in words; '' for a type the words do not know. */
  jobTypes: (values: MessageValues) => string;
}

/** SPEC §9: 6 cards shown. */
export const JOBS_SHOWN = 6;
/** SPEC §9: 3 skills shown per job. */
export const SKILLS_SHOWN = 3;
/** SPEC §9: urgent when the deadline is more than 0 and at most 7 days ahead. */
export const URGENT_WINDOW_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

export type DisplayableJob = JobListItem & { _id: string; title: string };

/** Keeps only jobs with both `_id` and `title`, then the first 6. */
export function keepDisplayableJobs(jobs: readonly JobListItem[] | null | undefined): DisplayableJob[] {
  return (jobs ?? []).filter((job): job is DisplayableJob => Boolean(job && job._id && job.title)).slice(0, JOBS_SHOWN);
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** 'RWF 600,000 - 900,000' when currency, min and max all exist; otherwise 'Competitive salary'. */
export function salaryText(salary: JobListItem['salary'], locale: string, m: Pick<JobTexts, 'competitiveSalary'>): string {
  const currency = salary?.currency?.trim();
  if (!salary || !currency || !isNumber(salary.min) || !isNumber(salary.max)) return m.competitiveSalary;
  const format = numberFormat(locale, { maximumFractionDigits: 2 });
  return `${currency} ${format.format(salary.min)} - ${format.format(salary.max)}`;
}

/** The company, else the employer's first and last name, else 'Company Name Not Available'. */
export function employerName(employer: JobListItem['employer'], m: Pick<JobTexts, 'companyFallback'>): string {
  const company = employer?.company?.trim();
  if (company) return company;
  const person = [employer?.firstName?.trim(), employer?.lastName?.trim()].filter(Boolean).join(' ');
  return person || m.companyFallback;
}

function parseTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** 'Today', '1 day ago' or 'N days ago' (whole days elapsed); null without a valid date. */
export function postingAge(createdAt: string | null | undefined, now: number, m: Pick<JobTexts, 'postedAgo'>): string | null {
  const created = parseTime(createdAt);
  if (created === null) return null;
  return m.postedAgo({ days: Math.max(0, Math.floor((now - created) / DAY_MS)) });
}

/** The deadline as a localized date, or 'Not specified'. */
export function deadlineText(
  deadline: string | null | undefined,
  { locale = 'en', timeZone, texts: m }: { locale?: string; timeZone?: string; texts: Pick<JobTexts, 'notSpecified'> },
): string {
  const time = parseTime(deadline);
  if (time === null) return m.notSpecified;
  return dateFormat(locale, { dateStyle: 'medium', ...(timeZone ? { timeZone } : {}) }).format(time);
}

/** Whole days (floor) from now to the deadline; null without a valid deadline. */
export function daysUntil(deadline: string | null | undefined, now: number): number | null {
  const time = parseTime(deadline);
  return time === null ? null : Math.floor((time - now) / DAY_MS);
}

/** Urgent: the deadline lies more than 0 and at most 7 whole days ahead. */
export function isUrgent(deadline: string | null | undefined, now: number): boolean {
  const days = daysUntil(deadline, now);
  return days !== null && days > 0 && days <= URGENT_WINDOW_DAYS;
}

/** The Curated tag shows only when `isCurated` is true. */
export function isCurated(job: Pick<JobListItem, 'isCurated'>): boolean {
  return job.isCurated === true;
}

/** At most 3 skills, and how many more there are (shown as a '+N' chip). */
export function visibleSkills(skills: readonly string[] | null | undefined): { shown: string[]; hidden: number } {
  const list = (skills ?? []).filter((skill) => skill.trim() !== '');
  return { shown: list.slice(0, SKILLS_SHOWN), hidden: Math.max(0, list.length - SKILLS_SHOWN) };
}

/** 'full_time' -> 'Full Time' (a known type in the words' language; another one title-cased as it comes); null when missing. */
export function jobTypeLabel(jobType: string | null | undefined, m: Pick<JobTexts, 'jobTypes'>): string | null {
  const known = jobType ? m.jobTypes({ type: jobType.trim().toLowerCase() }) : '';
  return known || titleCased(jobType);
}

/** Everything a job card shows, computed once. */
export interface JobCardView {
  id: string;
  title: string;
  employer: string;
  location: string | null;
  salary: string;
  jobType: string | null;
  postedAgo: string | null;
  deadline: string;
  skills: string[];
  hiddenSkills: number;
  urgent: boolean;
  curated: boolean;
}

export function toJobCardView(job: DisplayableJob, now: number, locale: string, m: JobTexts): JobCardView {
  const { shown, hidden } = visibleSkills(job.skills);
  return {
    id: job._id,
    title: job.title,
    employer: employerName(job.employer, m),
    location: job.location?.trim() || null,
    salary: salaryText(job.salary, locale, m),
    jobType: jobTypeLabel(job.jobType, m),
    postedAgo: postingAge(job.createdAt, now, m),
    deadline: deadlineText(job.applicationDeadline, { locale, texts: m }),
    skills: shown,
    hiddenSkills: hidden,
    urgent: isUrgent(job.applicationDeadline, now),
    curated: isCurated(job),
  };
}
