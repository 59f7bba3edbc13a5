import { PLATFORM_PATHS } from '@intambwe/contract';

/**
 * The platform's initiate-login URI with the issuer (OpenID Connect Core
 * §4): where the front door sends a person after a sign-in there, so the
 * platform starts the code flow and they arrive signed in.
 */
export function initiateLoginUrl(platformUrl: string, issuer: string): string | null {
  try {
    const url = new URL(`${platformUrl.replace(/\/+$/, '')}${PLATFORM_PATHS.initiateLogin}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.searchParams.set('iss', issuer.replace(/\/+$/, ''));
    return url.href;
  } catch {
    return null;
  }
}

/** Whether an initiate-login request names our issuer (absent is fine: the platform knows only one). */
export function isOurIssuer(iss: string | null, issuer: string): boolean {
  return iss === null || iss.replace(/\/+$/, '') === issuer.replace(/\/+$/, '');
}

/**
 * A path of this app to open after signing in, from a `target_link_uri` or a
 * guard's `from`: only one on this very origin (never an open redirect), else `/`.
 */
export function safeReturnPath(target: string | null | undefined, origin: string): string {
  if (!target) return '/';
  try {
    const url = new URL(target, origin);
    if (url.origin !== origin) return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith('//') ? '/' : path;
  } catch {
    return '/';
  }
}
