import { defineMessages } from '@intambwe/i18n';

/** Trending jobs section and job cards (SPEC §5 strings kept exactly; catalog: sections/locales). */
export const jobsMessages = /* @__PURE__ */ defineMessages('landing.jobs', {
  eyebrow: 'Job Opportunities',
  title: 'Trending Jobs',
  subtitle: 'Curated opportunities from employers across Africa, updated every hour.',
  loading: 'Loading trending jobs',
  emptyTitle: 'No trending jobs available',
  emptyDescription: 'Check back later for new opportunities',
  viewDetails: 'View Details',
  viewDetailsOf: 'View details of {title}',
  findMoreJobs: 'Find More Jobs',
  startJobSearch: 'Start Your Job Search',
  getCoaching: 'Get Job Preparation Coaching',
  ctaTitle: 'Ready for your next role?',
  ctaText: 'Search every open job on our job portal, or get coached on your CV and interviews first.',
  urgent: 'Urgent',
  curated: 'Curated',
  competitiveSalary: 'Competitive salary',
  companyFallback: 'Company Name Not Available',
  notSpecified: 'Not specified',
  /** SPEC §5: 'Today', '1 day ago', 'N days ago'. */
  postedAgo: '{days, plural, =0 {Today} one {# day ago} other {# days ago}}',
  deadline: 'Deadline',
  posted: 'Posted',
  employer: 'Employer',
  location: 'Location',
  salary: 'Salary',
  jobType: 'Job type',
  /** A label read before its value by screen readers (French puts a space before the colon). */
  labelled: '{label}: ',
  /** Known job types by name; any other type is shown title-cased as it comes (an empty case here). */
  jobTypes:
    '{type, select, full_time {Full Time} part_time {Part Time} contract {Contract} internship {Internship} temporary {Temporary} freelance {Freelance} remote {Remote} volunteer {Volunteer} other {}}',
  skills: 'Skills',
  moreSkills: '+{count}',
  moreSkillsLabel: '{count, plural, one {# more skill} other {# more skills}}',
});
