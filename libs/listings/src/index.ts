/**
 * @intambwe/listings: the rules of job and course listings and cards, one output
 * for the landing page's cards and the server's assistant. Plain functions, no
 * React and no browser API; the clock, the language and the words are parameters.
 */
export {
  JOBS_SHOWN,
  SKILLS_SHOWN,
  URGENT_WINDOW_DAYS,
  keepDisplayableJobs,
  salaryText,
  employerName,
  postingAge,
  deadlineText,
  daysUntil,
  isUrgent,
  isCurated,
  visibleSkills,
  jobTypeLabel,
  toJobCardView,
  type DisplayableJob,
  type JobCardView,
  type JobTexts,
} from './job-rules';
export {
  TAGS_SHOWN,
  durationText,
  priceText,
  ratingText,
  levelLabel,
  visibleTags,
  instructorInitials,
  instructorName,
  enrollmentText,
  toCourseCardView,
  type CourseCardView,
  type CourseTexts,
  type LevelTexts,
} from './course-rules';
export { titleCased } from './title-cased';
