import type { HandoffPlatform } from '@intambwe/contract';

/** Where a signed-in person goes (SPEC §6). `handoff` names the platform in CONTRACT POST /auth/handoff. */
export type RoleDestination =
  | { kind: 'external'; platform: 'elearning' | 'jobPortal'; handoff: HandoffPlatform; url: string }
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
      return { kind: 'external', platform: 'elearning', handoff: 'elearning', url: urls.elearningUrl };
    case 'job_seeker':
    case 'employer':
      return { kind: 'external', platform: 'jobPortal', handoff: 'job_portal', url: urls.jobPortalUrl };
    default:
      return { kind: 'internal', path: '/dashboard' };
  }
}

/**
 * The hand-off address the server answered, if it is one a browser may be
 * sent to: an http(s) URL (never `javascript:` or a relative path).
 */
export function handOffAddress(redirectUrl: string): string | null {
  try {
    const url = new URL(redirectUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
