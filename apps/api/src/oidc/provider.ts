import { OPENID_SCOPES, platformForRole } from '@intambwe/contract';
import type { FastifyBaseLogger } from 'fastify';
import { createHmac } from 'node:crypto';
import type Provider from 'oidc-provider';
import type { ClientMetadata, Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../db/client.js';
import { findUserById, isUuid } from '../auth/users.js';
import { REFRESH_IDLE_TTL_MS, revokeFamily, SESSION_MAX_AGE_MS } from '../auth/sessions.js';
import { drizzleOidcAdapter } from './adapter.js';
import type { OidcClientConfig } from './clients.js';
import type { PrivateJwk } from './keys.js';
import { errorPage, loggedOutPage, logoutPage, pageLocale, type ProviderPage } from './pages.js';
import { familyOfProviderSession, isProviderSessionLive, linkProviderSession, unlinkProviderSessions } from './session-links.js';

/** Where the provider's endpoints live on the front door's origin (the issuer is PUBLIC_URL itself). */
export const OIDC_ROUTES = {
  authorization: '/oidc/auth',
  token: '/oidc/token',
  userinfo: '/oidc/me',
  jwks: '/oidc/jwks',
  end_session: '/oidc/session/end',
  revocation: '/oidc/token/revocation',
  introspection: '/oidc/token/introspection',
  pushed_authorization_request: '/oidc/request',
  registration: '/oidc/reg',
  code_verification: '/oidc/device',
  device_authorization: '/oidc/device/auth',
  backchannel_authentication: '/oidc/backchannel',
  challenge: '/oidc/challenge',
} as const;

/** The front door's interaction: its own screens, reached through this route (a redirect to /login in the right language). */
export const INTERACTION_PATH = '/api/oidc/interaction';

/** Lifetimes (seconds). Codes: CONTRACT says 60 s at most. */
export const OIDC_TTL = {
  authorizationCode: 60,
  idToken: 60 * 60,
  interaction: 60 * 60,
  refreshToken: REFRESH_IDLE_TTL_MS / 1000,
  grant: SESSION_MAX_AGE_MS / 1000,
} as const;

/** What a finished interaction carries besides the login: the front-door session it came from. */
export interface FrontDoorLoginResult {
  familyId: string;
}

export interface OidcProviderOptions {
  issuer: string;
  db: Database;
  clients: OidcClientConfig[];
  signingKeys: PrivateJwk[];
  /** Signs the provider's cookies (derived from the server's signing secret). */
  signingSecret: string;
  accessTokenTtlSeconds: number;
  brandName: string;
  /** TRUST_PROXY set: believe X-Forwarded-Proto for secure cookies and endpoint URLs. */
  trustProxy: boolean;
  log: FastifyBaseLogger;
}

/** ID tokens, logout tokens and JWT access tokens are signed with the first key's algorithm. */
const signingAlg = (keys: PrivateJwk[]): 'RS256' | 'ES256' => (keys[0]?.kty === 'RSA' ? 'RS256' : 'ES256');

function clientMetadata(client: OidcClientConfig, alg: 'RS256' | 'ES256'): ClientMetadata {
  return {
    client_id: client.clientId,
    client_name: client.clientName,
    redirect_uris: client.redirectUris,
    post_logout_redirect_uris: client.postLogoutRedirectUris,
    // The library accepts https initiate-login URIs only; the front door keeps http ones (development) itself.
    ...(client.initiateLoginUri?.startsWith('https://') ? { initiate_login_uri: client.initiateLoginUri } : {}),
    ...(client.backchannelLogoutUri ? { backchannel_logout_uri: client.backchannelLogoutUri, backchannel_logout_session_required: true } : {}),
    ...(client.clientSecret
      ? { client_secret: client.clientSecret, token_endpoint_auth_method: 'client_secret_basic' }
      : { token_endpoint_auth_method: 'none' }),
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    id_token_signed_response_alg: alg,
  };
}

function send(ctx: KoaContextWithOIDC, page: ProviderPage) {
  ctx.type = 'html';
  ctx.set('content-security-policy', page.contentSecurityPolicy);
  ctx.set('cache-control', 'no-store');
  ctx.body = page.html;
}

const localeOf = (ctx: KoaContextWithOIDC) =>
  pageLocale({ uiLocales: ctx.oidc?.params?.['ui_locales'], cookie: ctx.get('cookie'), acceptLanguage: ctx.get('accept-language') });

/**
 * The front door's OpenID Provider (oidc-provider, OpenID-certified), for the
 * sister platforms: discovery, JWKS, authorization code with PKCE S256, state
 * and nonce required, token, userinfo, refresh rotation, RP-initiated and
 * back-channel logout. Sign-in itself happens on the front door's screens
 * (the interaction); the role-to-platform rule answers `access_denied`.
 */
/**
 * Made once the process has passed its start-up checks: `oidc-provider` is loaded here, not with the module, so
 * a start that cannot work still says so in one line (the library prints a notice about Node.js as it loads).
 */
export async function createOidcProvider(options: OidcProviderOptions): Promise<Provider> {
  const { default: ProviderClass, errors, interactionPolicy } = await import('oidc-provider');
  const { Check, Prompt, base } = interactionPolicy;
  const { db, clients } = options;
  const alg = signingAlg(options.signingKeys);
  const byId = new Map(clients.map((client) => [client.clientId, client]));
  const resourceOf = (clientId: string) => byId.get(clientId)?.resource;

  const roleOf = async (accountId: string | undefined) => {
    if (!accountId || !isUuid(accountId)) return null;
    return (await findUserById(db, accountId))?.role ?? null;
  };

  const policy = base();
  // First of all, for every request: what CONTRACT.md requires of a platform (the library's PKCE rule stays).
  policy.add(
    new Prompt(
      { name: 'request_requirements', requestable: false },
      new Check('state_and_nonce', 'state and nonce are required', (ctx) => {
        if (typeof ctx.oidc.params?.['state'] !== 'string' || ctx.oidc.params['state'] === '') throw new errors.InvalidRequest('the state parameter is required');
        if (typeof ctx.oidc.params?.['nonce'] !== 'string' || ctx.oidc.params['nonce'] === '') throw new errors.InvalidRequest('the nonce parameter is required');
        return Check.NO_NEED_TO_PROMPT;
      }),
    ),
    0,
  );
  // prompt=create (Initiating User Registration via OpenID Connect 1.0): the front door's sign-up screen. A requestable
  // prompt is pending until the interaction's result names it (the interaction route answers `create` with the sign-in).
  policy.add(new Prompt({ name: 'create', requestable: true }), 1);
  // The provider's session passes a person through only while the front-door session it stands for is live.
  policy.get('login')?.checks.add(
    new Check('front_door_session', 'the front-door session has ended', async (ctx) => {
      const session = ctx.oidc.session;
      if (ctx.oidc.result?.['login'] || !session?.accountId) return Check.NO_NEED_TO_PROMPT;
      return (await isProviderSessionLive(db, session.uid, session.accountId)) ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT;
    }),
  );
  // Once the person is known: a platform gets only the people its role rule serves.
  policy.get('consent')?.checks.add(
    new Check('platform_serves_role', 'this platform does not serve the account type', async (ctx) => {
      const client = byId.get(ctx.oidc.client?.clientId ?? '');
      const role = await roleOf(ctx.oidc.session?.accountId);
      if (!client || platformForRole(role) !== client.platform) {
        throw new errors.AccessDenied('this platform does not serve the account type of the person signed in');
      }
      return Check.NO_NEED_TO_PROMPT;
    }),
    0,
  );

  const configuration: Configuration = {
    adapter: drizzleOidcAdapter(db),
    clients: clients.map((client) => clientMetadata(client, alg)),
    clientDefaults: { grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], id_token_signed_response_alg: alg, token_endpoint_auth_method: 'none' },
    jwks: { keys: options.signingKeys },
    cookies: {
      keys: [createHmac('sha256', options.signingSecret).update('oidc-provider-cookies').digest('base64url')],
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    routes: OIDC_ROUTES,
    discovery: { prompt_values_supported: ['none', 'login', 'create'] },
    responseTypes: ['code'],
    scopes: ['openid'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'picture', 'locale'],
      role: ['role'],
    },
    // CONTRACT: the ID token carries the claims too, not only userinfo.
    conformIdTokenClaims: false,
    allowOmittingSingleRegisteredRedirectUri: false,
    pkce: { required: () => true },
    async findAccount(_ctx, sub) {
      if (!isUuid(sub)) return undefined;
      const user = await findUserById(db, sub);
      if (!user) return undefined;
      return {
        accountId: user.id,
        async claims() {
          return {
            sub: user.id,
            email: user.email,
            email_verified: user.isEmailVerified,
            given_name: user.firstName,
            family_name: user.lastName,
            ...(user.profilePicture ? { picture: user.profilePicture } : {}),
            locale: user.locale ?? 'en',
            role: user.role,
          };
        },
      };
    },
    // The front door's clients are its own platforms: what they ask (among what they may) is granted without a consent screen.
    async loadExistingGrant(ctx) {
      const client = ctx.oidc.client;
      const session = ctx.oidc.session;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const grant = (grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined) ?? new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      if (grant.accountId !== session.accountId) return undefined;
      grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].filter((scope) => (OPENID_SCOPES as readonly string[]).includes(scope)));
      for (const [resource, server] of Object.entries(ctx.oidc.resourceServers ?? {})) grant.addResourceScope(resource, server.scope);
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx, client, code) => client.grantTypeAllowed('refresh_token') && code.scopes.has('openid'),
    rotateRefreshToken: true,
    async extraTokenClaims(_ctx, token) {
      // JWT access tokens carry the role (the platform's API decides by it) and the session (back-channel logout names it).
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const role = await roleOf(token.accountId);
      return { ...(role ? { role } : {}), ...(typeof token.sid === 'string' ? { sid: token.sid } : {}) };
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      revocation: { enabled: true },
      introspection: { enabled: false },
      backchannelLogout: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          send(ctx, logoutPage(localeOf(ctx), options.brandName, form));
        },
        async postLogoutSuccessSource(ctx) {
          send(ctx, loggedOutPage(localeOf(ctx), options.brandName));
        },
      },
      // Access tokens for a platform's own API (its resource: by default its origin) are JWTs it verifies offline with our JWKS.
      resourceIndicators: {
        enabled: true,
        async defaultResource(ctx, client, oneOf) {
          if (oneOf) return oneOf;
          return resourceOf(client.clientId) ?? (undefined as unknown as string);
        },
        async getResourceServerInfo(_ctx, resource, client) {
          if (resource !== resourceOf(client.clientId)) throw new errors.InvalidTarget();
          return {
            scope: '',
            audience: resource,
            accessTokenTTL: options.accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg } },
          };
        },
        async useGrantedResource() {
          return false;
        },
      },
    },
    clientBasedCORS(_ctx, origin, client) {
      return origin !== 'null' && (client.redirectUris ?? []).some((uri) => URL.parse(uri)?.origin === origin);
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}`,
    },
    ttl: {
      AccessToken: options.accessTokenTtlSeconds,
      AuthorizationCode: OIDC_TTL.authorizationCode,
      IdToken: OIDC_TTL.idToken,
      Interaction: OIDC_TTL.interaction,
      RefreshToken: OIDC_TTL.refreshToken,
      Grant: OIDC_TTL.grant,
      // A provider session ends with the front-door session it stands for: 14 days idle, 30 days after the sign-in at most.
      Session: (_ctx, session) => {
        const signedIn = session.loginTs ?? Math.floor(Date.now() / 1000);
        const left = signedIn + SESSION_MAX_AGE_MS / 1000 - Math.floor(Date.now() / 1000);
        return Math.max(60, Math.min(REFRESH_IDLE_TTL_MS / 1000, left));
      },
    },
    async renderError(ctx, out) {
      send(ctx, errorPage(localeOf(ctx), options.brandName, { ...out }));
    },
  };

  const provider = new ProviderClass(options.issuer, configuration);
  provider.proxy = options.trustProxy;

  // After a finished interaction resumes: the provider session now stands for the front-door session it came from.
  // After a sign-out through the provider: the front-door session it stood for ends too.
  provider.use(async (ctx, next) => {
    await next();
    const oidc = (ctx as KoaContextWithOIDC).oidc;
    if (!oidc?.session) return;
    const session = oidc.session;
    if (oidc.route === 'resume') {
      const login = oidc.result?.['login'] as { accountId?: string } | undefined;
      const frontDoor = oidc.result?.['frontDoor'] as FrontDoorLoginResult | undefined;
      if (login?.accountId && frontDoor?.familyId && session.accountId === login.accountId) {
        await linkProviderSession(db, { sessionUid: session.uid, familyId: frontDoor.familyId, userId: login.accountId });
      }
    }
    if (oidc.route === 'end_session_confirm' && oidc.params?.['logout']) {
      const familyId = await familyOfProviderSession(db, session.uid);
      if (familyId) await revokeFamily(db, familyId);
      await unlinkProviderSessions(db, [session.uid]);
    }
  });

  provider.on('server_error', (_ctx, error) => options.log.error({ err: error }, 'OpenID Provider error'));
  provider.on('backchannel.error', (_ctx, error, client) => options.log.warn({ err: error, client: client.clientId }, 'back-channel logout failed'));

  return provider;
}
