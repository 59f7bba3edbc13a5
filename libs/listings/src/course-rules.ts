import type { Course } from '@intambwe/contract';
import { numberFormat, type MessageValues } from '@intambwe/i18n/core';

/**
 * Rules of a course in a listing or on a card (SPEC §5, §9), applied by the
 * landing page's cards and by the server's assistant alike. Pure functions: the
 * language and its words are parameters.
 */
export interface CourseTexts {
  /** '{count} days', '{count} weeks', '{count} months' (plural forms of the language). */
  days: (values: MessageValues) => string;
  weeks: (values: MessageValues) => string;
  months: (values: MessageValues) => string;
  /** 'N/A': a course without a rating. */
  notRated: string;
}

/** A known course level ({level}: 'beginner') in words; '' for a level the words do not know. */
export interface LevelTexts {
  levels: (values: MessageValues) => string;
}

/** SPEC §9: at most 3 tags per course. */
export const TAGS_SHOWN = 3;

/** Under 7 days in days; under 30 in rounded weeks; otherwise rounded months. Null for a missing or negative duration. */
export function durationText(days: number | null | undefined, m: Pick<CourseTexts, 'days' | 'weeks' | 'months'>): string | null {
  if (typeof days !== 'number' || !Number.isFinite(days) || days < 0) return null;
  if (days < 7) return m.days({ count: Math.round(days) });
  if (days < 30) return m.weeks({ count: Math.round(days / 7) });
  return m.months({ count: Math.round(days / 30) });
}

/** The price in US dollars, the way the language writes it: '$149', '$49.99', '$1,200' (French: '149 $US'). */
export function priceText(price: number, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(
    price,
  );
}

/** The rating with one decimal ('4.8'; French '4,8'), or 'N/A' when missing. */
export function ratingText(rating: number | null | undefined, locale: string, m: Pick<CourseTexts, 'notRated'>): string {
  return typeof rating === 'number' && Number.isFinite(rating)
    ? numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating)
    : m.notRated;
}

/** A level from the database ('Beginner') in the words' language; one the words do not know is shown as written. */
export function levelLabel(level: string, m: LevelTexts): string {
  return m.levels({ level: level.trim().toLowerCase() }) || level;
}

/** At most 3 tags. */
export function visibleTags(tags: readonly string[] | null | undefined): string[] {
  return (tags ?? []).filter((tag) => tag.trim() !== '').slice(0, TAGS_SHOWN);
}

/** 'Eric Mugisha' -> 'EM'; one name -> its initial; none -> '?'. */
export function instructorInitials(instructor: Course['instructor']): string {
  const initials = [instructor?.firstName, instructor?.lastName]
    .map((name) => name?.trim().charAt(0).toUpperCase() ?? '')
    .join('');
  return initials || '?';
}

export function instructorName(instructor: Course['instructor']): string | null {
  const name = [instructor?.firstName?.trim(), instructor?.lastName?.trim()].filter(Boolean).join(' ');
  return name || null;
}

/** '3,120'. */
export function enrollmentText(count: number, locale: string): string {
  return numberFormat(locale).format(count);
}

export interface CourseCardView {
  id: string;
  title: string;
  description: string;
  category: string;
  level: string;
  price: string;
  duration: string | null;
  rating: string;
  rated: boolean;
  /** How many are enrolled (the card's words format it: '3,120 students'). */
  enrollmentCount: number;
  tags: string[];
  initials: string;
  instructor: string | null;
}

export function toCourseCardView(course: Course, locale: string, m: CourseTexts): CourseCardView {
  return {
    id: course._id,
    title: course.title,
    description: course.description,
    category: course.category,
    level: course.level,
    price: priceText(course.price, locale),
    duration: durationText(course.duration, m),
    rating: ratingText(course.rating, locale, m),
    rated: typeof course.rating === 'number',
    enrollmentCount: course.enrollmentCount,
    tags: visibleTags(course.tags),
    initials: instructorInitials(course.instructor),
    instructor: instructorName(course.instructor),
  };
}
