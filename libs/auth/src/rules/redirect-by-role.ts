import { platformForRole, platformUrl, type SisterPlatform, type SisterPlatformUrls } from '@intambwe/contract';
import { initiateLoginUrl } from '../openid/initiate-login';

/**
 * Where a signed-in person goes (SPEC §6): the platform of their role, entered
 * through its initiate-login URI (`<platform>/auth/login?iss=<front door>`,
 * so it starts the code flow and they arrive signed in), or /dashboard.
 * `platform` is the platform's id, its OpenID client id.
 */
export type RoleDestination =
  | { kind: 'external'; platform: SisterPlatform; url: string; signInUrl: string }
  | { kind: 'internal'; path: '/dashboard' };

export interface PlatformUrls extends SisterPlatformUrls {
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
  const platform = platformForRole(role);
  const url = platform ? platformUrl(platform, urls) : null;
  const signInUrl = url ? initiateLoginUrl(url, urls.siteUrl) : null;
  if (!platform || !url || !signInUrl) return { kind: 'internal', path: '/dashboard' };
  return { kind: 'external', platform, url, signInUrl };
}
