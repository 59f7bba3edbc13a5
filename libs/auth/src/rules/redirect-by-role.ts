/** Where a signed-in person goes (SPEC §6). */
export type RoleDestination =
  | { kind: 'external'; platform: 'elearning' | 'jobPortal'; url: string }
  | { kind: 'internal'; path: '/dashboard' };

export interface PlatformUrls {
  elearningUrl: string;
  jobPortalUrl: string;
}

/**
 * student and teacher go to the e-learning platform, job_seeker and employer to
 * the job portal; any other or unknown role stays on /dashboard.
 */
export function destinationForRole(role: string | null | undefined, urls: PlatformUrls): RoleDestination {
  switch (role) {
    case 'student':
    case 'teacher':
      return { kind: 'external', platform: 'elearning', url: urls.elearningUrl };
    case 'job_seeker':
    case 'employer':
      return { kind: 'external', platform: 'jobPortal', url: urls.jobPortalUrl };
    default:
      return { kind: 'internal', path: '/dashboard' };
  }
}
