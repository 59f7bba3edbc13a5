import { authApi, isApiError, type ApiClient } from '@intambwe/api-client';
import type { OpenIdClientSettings, User } from '@intambwe/contract';
import { browserNavigation } from '../navigation/browser-navigation';
import type { RelyingParty } from '../openid/relying-party';

/**
 * Where a session lives, for the session store: the front door's own API
 * (sign-in results of /auth/*, checked with GET /auth/me, renewed with
 * POST /auth/refresh), or, on a sister platform, the front door's OpenID
 * Provider (tokens of the code flow, renewed and checked with a refresh at its
 * token endpoint, ended at its end-session endpoint).
 */
export interface RenewedSession {
  token: string;
  refreshToken?: string;
  idToken?: string;
  /** The person as the server now knows them, when the answer says. */
  user?: User | null;
}

export interface SessionRemote {
  /** Confirms a stored session: the person (front door: GET /auth/me). Absent: the store confirms by renewing. */
  me?(): Promise<User>;
  /** New tokens for a refresh token; throws SessionEndedError when the session is over, anything else when the server could not answer. */
  refresh(refreshToken: string): Promise<RenewedSession>;
  /** Ends the session at the server (the store has already forgotten it here). */
  end(session: { refreshToken: string | null; idToken: string | null }): Promise<void>;
}

/** The server says the session is over (revoked, used, expired): the person signs in again. */
export class SessionEndedError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The session has ended.', options);
    this.name = 'SessionEndedError';
  }
}

/** The front door: its own API. */
export function frontDoorRemote(api: ApiClient): SessionRemote {
  return {
    me: () => authApi.me(api),
    async refresh(refreshToken) {
      try {
        return await authApi.refresh(api, refreshToken);
      } catch (error) {
        if (isApiError(error) && error.status === 401) throw new SessionEndedError({ cause: error });
        throw error;
      }
    },
    end: ({ refreshToken }) => authApi.logout(api, refreshToken),
  };
}

/** The relying-party module (oauth4webapi): loaded when a platform first needs it, never by the front door. */
const relyingPartyModule = () => import('../openid/relying-party');

let parties = new WeakMap<ApiClient, Map<string, Promise<RelyingParty>>>();

/** The relying party of these settings (one per API client and client id). */
export function relyingPartyFor(api: ApiClient, settings: OpenIdClientSettings): Promise<RelyingParty> {
  let byClient = parties.get(api);
  if (!byClient) parties.set(api, (byClient = new Map()));
  const key = `${settings.issuer} ${settings.clientId} ${settings.resource ?? ''}`;
  let party = byClient.get(key);
  if (!party) {
    party = relyingPartyModule().then(({ createRelyingParty }) => createRelyingParty({ settings, fetch: api.fetch, origin: window.location.origin }));
    byClient.set(key, party);
  }
  return party;
}

/** Tests: forget the relying parties made so far (their discovery answers). */
export function resetRelyingParties(): void {
  parties = new WeakMap();
}

/** A sister platform: the front door's OpenID Provider. */
export function relyingPartyRemote(api: ApiClient, settings: OpenIdClientSettings): SessionRemote {
  return {
    async refresh(refreshToken) {
      const [party, { isEndedSession }] = await Promise.all([relyingPartyFor(api, settings), relyingPartyModule()]);
      try {
        return await party.refresh(refreshToken);
      } catch (error) {
        if (isEndedSession(error)) throw new SessionEndedError({ cause: error });
        throw error;
      }
    },
    async end({ idToken }) {
      // Signing out here signs out at the front door and on the other platforms: the provider's end-session page.
      const party = await relyingPartyFor(api, settings);
      const url = await party.endSessionUrl(idToken, document.documentElement.lang || undefined);
      if (url) browserNavigation.assign(url);
    },
  };
}
