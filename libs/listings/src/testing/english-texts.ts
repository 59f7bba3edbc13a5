import { defineMessages, translate } from '@intambwe/i18n/core';
import type { CourseTexts, JobTexts, LevelTexts } from '../index';

/** English words for the rules' tests (each caller of the rules passes its own words in its language). */
const messages = defineMessages('listings.test', {
  competitiveSalary: 'Competitive salary',
  companyFallback: 'Company Name Not Available',
  notSpecified: 'Not specified',
  postedAgo: '{days, plural, =0 {Today} one {# day ago} other {# days ago}}',
  jobTypes: '{type, select, full_time {Full Time} part_time {Part Time} contract {Contract} internship {Internship} other {}}',
  days: '{count, plural, one {# day} other {# days}}',
  weeks: '{count, plural, one {# week} other {# weeks}}',
  months: '{count, plural, one {# month} other {# months}}',
  notRated: 'N/A',
  levels: '{level, select, beginner {Beginner} intermediate {Intermediate} advanced {Advanced} other {}}',
});

export const en: JobTexts & CourseTexts & LevelTexts = translate(messages, 'en');
