/** Addresses on the sister platforms (their base URLs come from the public configuration). */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The job portal's jobs page (cards, View Details, Find More Jobs, Start Your Job Search). */
export const jobPortalJobsUrl = (jobPortalUrl: string) => joinUrl(jobPortalUrl, 'jobs');
/** The job portal's registration page (Get Job Preparation Coaching). */
export const jobPortalRegisterUrl = (jobPortalUrl: string) => joinUrl(jobPortalUrl, 'register');
/** A course's enrolment page on the e-learning platform. */
export const courseEnrollUrl = (elearningUrl: string, courseId: string) =>
  joinUrl(elearningUrl, `course/${encodeURIComponent(courseId)}/enroll`);
/** Every course on the e-learning platform (View All Courses, Browse All Courses). */
export const allCoursesUrl = (elearningUrl: string) => joinUrl(elearningUrl, 'courses');

/**
 * The footer's /app/* links (SPEC §2) go to the matching sister platform:
 * jobs and the AI interview coach to the job portal, certificates to e-learning.
 */
export function appLinkUrl(
  path: '/app/jobs' | '/app/certificates' | '/app/interviews',
  urls: { elearningUrl: string; jobPortalUrl: string },
): string {
  switch (path) {
    case '/app/jobs':
      return jobPortalJobsUrl(urls.jobPortalUrl);
    case '/app/interviews':
      return joinUrl(urls.jobPortalUrl, 'interviews');
    case '/app/certificates':
      return joinUrl(urls.elearningUrl, 'certificates');
  }
}
