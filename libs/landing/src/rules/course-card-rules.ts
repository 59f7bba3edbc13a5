import type { Course } from '@intambwe/contract';
import { landingMessages } from '../messages';
import { coursesMessages } from '../sections/trending-courses/messages';
import { numberFormat } from './formatters';

/** Display rules of a trending-course card (SPEC §5, §9). Pure functions. */
const m = coursesMessages;

/** SPEC §9: at most 3 tags per course. */
export const TAGS_SHOWN = 3;

/** Under 7 days in days; under 30 in rounded weeks; otherwise rounded months. Null for a missing or negative duration. */
export function durationText(days: number | null | undefined): string | null {
  if (typeof days !== 'number' || !Number.isFinite(days) || days < 0) return null;
  if (days < 7) return m.days(Math.round(days));
  if (days < 30) return m.weeks(Math.round(days / 7));
  return m.months(Math.round(days / 30));
}

/** A dollar sign and the amount: '$149', '$49.99', '$1,200'. */
export function priceText(price: number, locale: string = landingMessages.locale): string {
  const amount = numberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(price);
  return `$${amount}`;
}

/** The rating with one decimal ('4.8'), or 'N/A' when missing. */
export function ratingText(rating: number | null | undefined): string {
  return typeof rating === 'number' && Number.isFinite(rating) ? rating.toFixed(1) : m.notRated;
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
export function enrollmentText(count: number, locale: string = landingMessages.locale): string {
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
  enrollment: string;
  tags: string[];
  initials: string;
  instructor: string | null;
}

export function toCourseCardView(course: Course, locale: string = landingMessages.locale): CourseCardView {
  return {
    id: course._id,
    title: course.title,
    description: course.description,
    category: course.category,
    level: course.level,
    price: priceText(course.price, locale),
    duration: durationText(course.duration),
    rating: ratingText(course.rating),
    rated: typeof course.rating === 'number',
    enrollment: enrollmentText(course.enrollmentCount, locale),
    tags: visibleTags(course.tags),
    initials: instructorInitials(course.instructor),
    instructor: instructorName(course.instructor),
  };
}
