import * as v from 'valibot';

/**
 * OpenID Connect between the front door and the sister platforms (CONTRACT.md
 * "OpenID Connect for the sister platforms"): the rule of who each platform
 * serves, the scopes and claims, the platforms' standard paths and the front
 * door's own interaction calls. Free of React and of any browser API: the
 * server applies the same rule the screens do.
 */

/** The sister platforms, by their OpenID client ids. */
export const SISTER_PLATFORMS = ['elearning', 'job_portal'] as const;
export type SisterPlatform = (typeof SISTER_PLATFORMS)[number];

export function isSisterPlatform(value: unknown): value is SisterPlatform {
  return typeof value === 'string' && (SISTER_PLATFORMS as readonly string[]).includes(value);
}

/**
 * What each sister platform is called outside the code, in one place. Its id is
 * its OpenID client id (`elearning`, `job_portal`: CONTRACT.md); the public
 * configuration that deployments write (runtime-config.json, the server's
 * PUBLIC_CONFIG) names its address `elearningUrl` / `jobPortalUrl` and its brand
 * entry `brand.platforms.elearning` / `brand.platforms.jobPortal`.
 */
export const SISTER_PLATFORM_CONFIG_KEYS = {
  elearning: { url: 'elearningUrl', brand: 'elearning' },
  job_portal: { url: 'jobPortalUrl', brand: 'jobPortal' },
} as const satisfies Record<SisterPlatform, { url: string; brand: string }>;

/** The configured addresses of the two platforms (keys of the public configuration). */
export type SisterPlatformUrls = Record<(typeof SISTER_PLATFORM_CONFIG_KEYS)[SisterPlatform]['url'], string>;

/** The configured address of `platform`. */
export function platformUrl(platform: SisterPlatform, urls: SisterPlatformUrls): string {
  return urls[SISTER_PLATFORM_CONFIG_KEYS[platform].url];
}

/** The configured name of `platform` (the brand's `platforms` entry). */
export function platformName(
  platform: SisterPlatform,
  brand: { platforms: Record<(typeof SISTER_PLATFORM_CONFIG_KEYS)[SisterPlatform]['brand'], { name: string }> },
): string {
  return brand.platforms[SISTER_PLATFORM_CONFIG_KEYS[platform].brand].name;
}

/** The platform that serves a role: students and teachers learn, job seekers and employers use the job portal; any other role, none. */
export function platformForRole(role: string | null | undefined): SisterPlatform | null {
  if (role === 'student' || role === 'teacher') return 'elearning';
  if (role === 'job_seeker' || role === 'employer') return 'job_portal';
  return null;
}

/** The scopes a platform asks for: the person's id, email, names, picture, language and role. */
export const OPENID_SCOPES = ['openid', 'email', 'profile', 'role'] as const;
export const OPENID_SCOPE = OPENID_SCOPES.join(' ');

/**
 * Where a platform receives people (relative to its URL): the redirect URI of
 * the code flow, the initiate-login URI the front door sends people to after a
 * sign-in there (with `iss`), and where it is sent back after signing out.
 */
export const PLATFORM_PATHS = { callback: '/auth/callback', initiateLogin: '/auth/login', postLogout: '/' } as const;

/** The front door's provider (relative to the issuer, `PUBLIC_URL`). */
export const OPENID_DISCOVERY_PATH = '/.well-known/openid-configuration';

/**
 * The query parameter that carries a pending sign-in request of a platform
 * (the provider's interaction id) to the front door's `/login` and on through
 * its screens; the screens finish it once someone is signed in.
 */
export const INTERACTION_PARAM = 'interaction';

/** An interaction id as the provider makes them (URL-safe, 21 characters today; a margin either way). */
export const InteractionIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{10,64}$/));

/** POST /oidc/interaction/:uid/login and /abort: where the browser goes on (the provider's resume address). */
export const InteractionResultSchema = v.object({ redirectTo: v.string() });
export type InteractionResult = v.InferOutput<typeof InteractionResultSchema>;

/**
 * The claims of an ID token (and of userinfo) for the scopes above. `sub` is
 * the account's stable id (never the email); `picture` is absent without one.
 */
export const OpenIdClaimsSchema = v.object({
  sub: v.pipe(v.string(), v.nonEmpty()),
  email: v.string(),
  email_verified: v.optional(v.boolean(), false),
  given_name: v.optional(v.string(), ''),
  family_name: v.optional(v.string(), ''),
  picture: v.nullish(v.string()),
  locale: v.optional(v.string()),
  role: v.string(),
});
export type OpenIdClaims = v.InferOutput<typeof OpenIdClaimsSchema>;

/**
 * A sister platform's sign-in settings: the front door's issuer (`PUBLIC_URL`),
 * the platform's client id and, optionally, the resource (RFC 8707) its own
 * API expects as the access token's audience (by default its origin).
 */
export const OpenIdClientSettingsSchema = v.object({
  issuer: v.pipe(v.string(), v.url()),
  clientId: v.pipe(v.string(), v.nonEmpty()),
  resource: v.optional(v.pipe(v.string(), v.url())),
});
export type OpenIdClientSettings = v.InferOutput<typeof OpenIdClientSettingsSchema>;
