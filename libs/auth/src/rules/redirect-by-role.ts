import { platformForRole, type SisterPlatform } from '@intambwe/contract';
import { initiateLoginUrl } from '../openid/initiate-login';

/**
 * Where a signed-in person goes (SPEC §6): the platform of their role, entered
 * through its initiate-login URI (`<platform>/auth/login?iss=<front door>`,
 * so it starts the code flow and they arrive signed in), or /dashboard.
 * `clientId` is the platform's OpenID client id.
 */
export type RoleDestination =
  | { kind: 'external'; platform: 'elearning' | 'jobPortal'; clientId: SisterPlatform; url: string; signInUrl: string }
  | { kind: 'internal'; path: '/dashboard' };

export interface PlatformUrls {
  elearningUrl: string;
  jobPortalUrl: string;
  /** The front door's address: the issuer the platform is told to sign in with. */
  siteUrl: string;
}

/**
 * student and teacher go to the e-learning platform, job_seeker and employer to
 * the job portal (`platformForRole` of the contract, the rule the server
 * applies too); any other or unknown role, or a platform address that is not
 * http(s), stays on /dashboard.
 */
export function destinationForRole(role: string | null | undefined, urls: PlatformUrls): RoleDestination {
  const clientId = platformForRole(role);
  const url = clientId === 'elearning' ? urls.elearningUrl : clientId === 'job_portal' ? urls.jobPortalUrl : null;
  const signInUrl = url ? initiateLoginUrl(url, urls.siteUrl) : null;
  if (!clientId || !url || !signInUrl) return { kind: 'internal', path: '/dashboard' };
  return { kind: 'external', platform: clientId === 'elearning' ? 'elearning' : 'jobPortal', clientId, url, signInUrl };
}
