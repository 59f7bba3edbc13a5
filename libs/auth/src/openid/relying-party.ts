import { OPENID_SCOPE, PLATFORM_PATHS, type OpenIdClientSettings, type User } from '@intambwe/contract';
import * as oauth from 'oauth4webapi';
import { userFromClaims } from './claims-user';
import { dropFlow, readFlow, saveFlow } from './flow-storage';

/**
 * A sister platform as a relying party of the front door's OpenID Provider,
 * through oauth4webapi (an OpenID-certified client): the authorization code
 * flow with PKCE S256, state and nonce, the code exchange and refresh at the
 * token endpoint (asking for an access token for the platform's own API, its
 * `resource`), and the address that signs out at the provider. This module
 * is loaded only by platforms, when a sign-in starts or a session is renewed.
 */
export interface RelyingPartyOptions {
  settings: OpenIdClientSettings;
  /** The fetch the platform's API client uses (tests stub the network edge there). */
  fetch: typeof fetch;
  /** This platform's origin (its redirect URI is `<origin>/auth/callback`). */
  origin: string;
}

/** What a platform keeps of a sign-in: its access and refresh tokens, the ID token (to sign out with) and the person it names. */
export interface RelyingPartySession {
  token: string;
  refreshToken?: string;
  idToken?: string;
  user: User;
}

export interface SignInRequest {
  /** `register` asks the front door for its sign-up screen (prompt=create). */
  screen: 'login' | 'register';
  /** A path of this app to open once signed in. */
  returnTo: string;
  /** The language of the front door's screens (ui_locales). */
  locale?: string;
  loginHint?: string;
}

/** The sign-in came back without a request of ours behind it: unknown or used `state`, or one made in another tab. */
export class SignInExpiredError extends Error {
  constructor() {
    super('No sign-in request of this tab matches the answer.');
    this.name = 'SignInExpiredError';
  }
}

export type SignInFailure = 'expired' | 'denied' | 'network' | 'failed';

/**
 * What a failed sign-in means to the person: `expired` (an unknown, used or
 * expired code or request, or an answer that does not match what we asked),
 * `denied` (the front door refused: this platform does not serve their account
 * type, or they left), `network` (no answer), `failed` (anything else).
 */
export function signInFailure(error: unknown): SignInFailure {
  if (error instanceof SignInExpiredError || error instanceof oauth.OperationProcessingError) return 'expired';
  if (error instanceof oauth.AuthorizationResponseError) return error.error === 'access_denied' ? 'denied' : 'failed';
  if (error instanceof oauth.ResponseBodyError) return error.error === 'invalid_grant' ? 'expired' : 'failed';
  if (error instanceof TypeError) return 'network';
  return 'failed';
}

/** The session has ended at the provider (a revoked, used or expired refresh token): sign in again. */
export const isEndedSession = (error: unknown) => error instanceof oauth.ResponseBodyError && error.error === 'invalid_grant';

export interface RelyingParty {
  /** Records a new request (verifier, nonce, state) in this tab and returns the address that starts it at the front door. */
  authorizationUrl(request: SignInRequest): Promise<string>;
  /**
   * Finishes the request the callback address answers: checks it (state, iss),
   * exchanges the code with the PKCE verifier, checks the ID token (nonce) and
   * reads it. The request is forgotten once answered; after a lost connection
   * it is kept, so the same address can be tried again.
   */
  complete(callback: URL): Promise<RelyingPartySession & { returnTo: string }>;
  /** New tokens (and the person, from the new ID token) for a refresh token; throws when it has ended (`isEndedSession`). */
  refresh(refreshToken: string): Promise<Omit<RelyingPartySession, 'user'> & { user: User | null }>;
  /** The provider's address that signs the person out there and everywhere, then comes back to this platform's home. */
  endSessionUrl(idToken: string | null, locale?: string): Promise<string | null>;
}

export function createRelyingParty({ settings, fetch: fetchImpl, origin }: RelyingPartyOptions): RelyingParty {
  const issuer = new URL(settings.issuer);
  const client: oauth.Client = { client_id: settings.clientId };
  // A front door on plain http is a development setup (127.0.0.1): allowed only because it is the configured issuer.
  const http = { [oauth.customFetch]: fetchImpl, [oauth.allowInsecureRequests]: issuer.protocol === 'http:' };
  const redirectUri = `${origin}${PLATFORM_PATHS.callback}`;
  const resource = settings.resource ?? origin;

  // The provider's metadata, asked once (again after a failure).
  let discovery: Promise<oauth.AuthorizationServer> | null = null;
  const server = () => {
    if (!discovery) {
      const asked = oauth.discoveryRequest(issuer, http).then((response) => oauth.processDiscoveryResponse(issuer, response));
      asked.catch(() => {
        if (discovery === asked) discovery = null;
      });
      discovery = asked;
    }
    return discovery;
  };

  const sessionOf = (result: oauth.TokenEndpointResponse) => ({
    token: result.access_token,
    refreshToken: result.refresh_token,
    idToken: result.id_token,
    user: userFromClaims(oauth.getValidatedIdTokenClaims(result)),
  });

  return {
    async authorizationUrl({ screen, returnTo, locale, loginHint }) {
      const as = await server();
      if (!as.authorization_endpoint) throw new Error('The front door does not advertise an authorization endpoint.');
      const verifier = oauth.generateRandomCodeVerifier();
      const state = oauth.generateRandomState();
      const nonce = oauth.generateRandomNonce();
      const url = new URL(as.authorization_endpoint);
      const parameters: Record<string, string> = {
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: OPENID_SCOPE,
        code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        resource,
        ...(locale ? { ui_locales: locale } : {}),
        ...(loginHint ? { login_hint: loginHint } : {}),
        ...(screen === 'register' ? { prompt: 'create' } : {}),
      };
      for (const [key, value] of Object.entries(parameters)) url.searchParams.set(key, value);
      saveFlow(state, { verifier, nonce, returnTo, createdAt: Date.now() });
      return url.href;
    },

    async complete(callback) {
      const state = callback.searchParams.get('state') ?? '';
      const flow = readFlow(state);
      if (!flow) throw new SignInExpiredError();
      try {
        const as = await server();
        const parameters = oauth.validateAuthResponse(as, client, callback, state);
        const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), parameters, redirectUri, flow.verifier, {
          ...http,
          additionalParameters: { resource },
        });
        const result = await oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce: flow.nonce, requireIdToken: true });
        const session = sessionOf(result);
        if (!session.user) throw new SignInExpiredError();
        dropFlow(state);
        return { ...session, user: session.user, returnTo: flow.returnTo };
      } catch (error) {
        if (signInFailure(error) !== 'network') dropFlow(state);
        throw error;
      }
    },

    async refresh(refreshToken) {
      const as = await server();
      const response = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), refreshToken, { ...http, additionalParameters: { resource } });
      return sessionOf(await oauth.processRefreshTokenResponse(as, client, response));
    },

    async endSessionUrl(idToken, locale) {
      const as = await server();
      if (!as.end_session_endpoint) return null;
      const url = new URL(as.end_session_endpoint);
      url.searchParams.set('client_id', settings.clientId);
      url.searchParams.set('post_logout_redirect_uri', `${origin}${PLATFORM_PATHS.postLogout}`);
      if (idToken) url.searchParams.set('id_token_hint', idToken);
      if (locale) url.searchParams.set('ui_locales', locale);
      return url.href;
    },
  };
}
