import { PLATFORM_PATHS, platformName, platformUrl, SISTER_PLATFORMS, type SisterPlatform, type SisterPlatformUrls } from '@intambwe/contract';
import * as v from 'valibot';

/**
 * The relying parties of the front door's OpenID Provider, registered from
 * configuration: `elearning` and `job_portal` from ELEARNING_URL and
 * JOB_PORTAL_URL (CONTRACT: redirect URI exactly `<URL>/auth/callback`,
 * post-logout `<URL>/`, initiate-login `<URL>/auth/login`, public clients with
 * PKCE), and more (or more settings for those two, such as a back-channel
 * logout URI or a secret for a confidential backend client) from OIDC_CLIENTS.
 */
export interface OidcClientConfig {
  clientId: string;
  clientName: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** Where the front door sends a person of this platform after a sign-in there (with `iss`). */
  initiateLoginUri?: string;
  backchannelLogoutUri?: string;
  /** `none` (a public client: a browser app with PKCE) or a confidential client's secret. */
  clientSecret?: string;
  /** The platform whose people this client serves (student, teacher: elearning; job_seeker, employer: job_portal). */
  platform: SisterPlatform;
  /** The audience (RFC 8707 resource) of the access tokens this client gets for its own API; by default its origin. */
  resource: string;
}

const httpUrl = v.pipe(
  v.string(),
  v.check((value) => {
    try {
      const { protocol, hash } = new URL(value);
      return (protocol === 'https:' || protocol === 'http:') && hash === '';
    } catch {
      return false;
    }
  }, 'must be an http(s) URL without a fragment'),
);

const ClientEntrySchema = v.strictObject({
  client_id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1-64 letters, digits, dots, dashes or underscores')),
  client_name: v.optional(v.pipe(v.string(), v.maxLength(100))),
  redirect_uris: v.optional(v.pipe(v.array(httpUrl), v.minLength(1))),
  post_logout_redirect_uris: v.optional(v.array(httpUrl)),
  initiate_login_uri: v.optional(httpUrl),
  backchannel_logout_uri: v.optional(httpUrl),
  client_secret: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  platform: v.optional(v.picklist(SISTER_PLATFORMS, 'must be elearning or job_portal')),
  resource: v.optional(httpUrl),
});
type ClientEntry = v.InferOutput<typeof ClientEntrySchema>;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The two sister platforms as CONTRACT.md registers them. */
export function defaultOidcClients(urls: SisterPlatformUrls, brand: Parameters<typeof platformName>[1]): OidcClientConfig[] {
  return SISTER_PLATFORMS.map((platform) => {
    const base = trimSlash(platformUrl(platform, urls));
    return {
      clientId: platform,
      clientName: platformName(platform, brand),
      redirectUris: [`${base}${PLATFORM_PATHS.callback}`],
      postLogoutRedirectUris: [`${base}${PLATFORM_PATHS.postLogout}`],
      initiateLoginUri: `${base}${PLATFORM_PATHS.initiateLogin}`,
      platform,
      resource: base,
    };
  });
}

/** `OIDC_CLIENTS` could not be read: the message says which entry and why. */
export class OidcClientsError extends Error {}

function fromEntry(entry: ClientEntry, base: OidcClientConfig | undefined): OidcClientConfig {
  const platform = entry.platform ?? base?.platform;
  if (!platform) throw new OidcClientsError(`client ${entry.client_id} needs "platform" (elearning or job_portal): the people it may sign in`);
  const redirectUris = entry.redirect_uris ?? base?.redirectUris;
  if (!redirectUris) throw new OidcClientsError(`client ${entry.client_id} needs "redirect_uris"`);
  const resource = entry.resource ?? base?.resource ?? new URL(redirectUris[0] as string).origin;
  return {
    clientId: entry.client_id,
    clientName: entry.client_name ?? base?.clientName ?? entry.client_id,
    redirectUris,
    postLogoutRedirectUris: entry.post_logout_redirect_uris ?? base?.postLogoutRedirectUris ?? [],
    initiateLoginUri: entry.initiate_login_uri ?? base?.initiateLoginUri,
    backchannelLogoutUri: entry.backchannel_logout_uri ?? base?.backchannelLogoutUri,
    clientSecret: entry.client_secret ?? base?.clientSecret,
    platform,
    resource: trimSlash(resource),
  };
}

/**
 * The registered clients: the defaults, with OIDC_CLIENTS (a JSON array of
 * client metadata, OpenID Dynamic Client Registration names, plus `platform`
 * and `resource`) adding clients or changing the defaults' settings by
 * `client_id`. Throws OidcClientsError when it cannot be read.
 */
export function parseOidcClients(raw: string | undefined, defaults: OidcClientConfig[]): OidcClientConfig[] {
  if (raw === undefined || raw.trim() === '') return defaults;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new OidcClientsError('it is not valid JSON (write an array of client objects)');
  }
  const parsed = v.safeParse(v.array(ClientEntrySchema), json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = v.getDotPath(issue) ?? '';
    throw new OidcClientsError(`${where ? `${where}: ` : ''}${issue.message}`);
  }
  const clients = new Map(defaults.map((client) => [client.clientId, client]));
  for (const entry of parsed.output) clients.set(entry.client_id, fromEntry(entry, clients.get(entry.client_id)));
  return [...clients.values()];
}
