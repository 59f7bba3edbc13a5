import { defineMessages } from '@intambwe/i18n';

/** Trending courses section and course cards (SPEC §2, §5 strings kept exactly; catalog: sections/locales). */
export const coursesMessages = /* @__PURE__ */ defineMessages('landing.courses', {
  eyebrow: 'Learn Something New',
  title: 'Trending Courses',
  subtitle: 'The courses most learners are enrolled in right now.',
  loading: 'Loading trending courses',
  errorFallback: 'Failed to load trending courses',
  tryAgain: 'Try Again',
  emptyTitle: 'No trending courses available at the moment',
  browseAll: 'Browse All Courses',
  viewAll: 'View All Courses',
  enrollIn: 'Enroll in {title}',
  notRated: 'N/A',
  rating: 'Rating',
  ratingOf: 'Rated {rating} out of 5',
  notRatedLabel: 'Not rated yet',
  students: '{count, plural, one {# student} other {# students}}',
  duration: 'Duration',
  price: 'Price',
  /** A label read before its value by screen readers (French puts a space before the colon). */
  labelled: '{label}: ',
  instructor: 'Instructor: {name}',
  days: '{count, plural, one {# day} other {# days}}',
  weeks: '{count, plural, one {# week} other {# weeks}}',
  months: '{count, plural, one {# month} other {# months}}',
});
