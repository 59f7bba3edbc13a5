import { defaultPublicConfig, type OpenIdClientSettings, type PublicConfig } from '@intambwe/contract';
import { saveFlow } from '../openid/flow-storage';
import { sampleUser } from './sample-answers';

/**
 * The front door's OpenID Provider at the network edge, for tests and stories
 * of a sister platform's screens: its discovery document, token answers whose
 * ID token names a person (signed with nothing: a relying party takes the
 * token endpoint's answer over TLS as it is, OpenID Connect Core §3.1.3.7),
 * and a sign-in request this tab made (the flow its callback answers).
 */
export const TEST_ISSUER = 'http://front-door.test';
export const TEST_OPEN_ID: OpenIdClientSettings = { issuer: TEST_ISSUER, clientId: 'elearning' };
/** A platform's configuration: the front door's API and provider, and this platform as e-learning. */
export const platformConfig: Partial<PublicConfig> = { openId: TEST_OPEN_ID, apiBaseUrl: `${TEST_ISSUER}/api`, siteUrl: defaultPublicConfig.elearningUrl };

export const discoveryAnswer = {
  status: 200,
  body: {
    issuer: TEST_ISSUER,
    authorization_endpoint: `${TEST_ISSUER}/oidc/auth`,
    token_endpoint: `${TEST_ISSUER}/oidc/token`,
    userinfo_endpoint: `${TEST_ISSUER}/oidc/me`,
    jwks_uri: `${TEST_ISSUER}/oidc/jwks`,
    end_session_endpoint: `${TEST_ISSUER}/oidc/session/end`,
    response_types_supported: ['code'],
    code_challenge_methods_supported: ['S256'],
    id_token_signing_alg_values_supported: ['ES256'],
    authorization_response_iss_parameter_supported: true,
  },
};

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An ID token for `user`, as the provider would issue it for this request (its nonce). */
export function idTokenFor(nonce: string, user: Partial<typeof sampleUser> = {}): string {
  const person = { ...sampleUser, ...user };
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: TEST_ISSUER,
    aud: TEST_OPEN_ID.clientId,
    sub: person._id,
    iat: now,
    exp: now + 3600,
    nonce,
    email: person.email,
    email_verified: person.isEmailVerified,
    given_name: person.firstName,
    family_name: person.lastName,
    role: person.role,
    locale: 'en',
  };
  return `${base64url({ alg: 'ES256', typ: 'JWT', kid: 'test-key' })}.${base64url(claims)}.c2lnbmF0dXJl`;
}

/** The token endpoint's answer to a code (or refresh) exchange. */
export const tokenAnswer = (nonce: string, user: Partial<typeof sampleUser> = {}, refreshToken = 'platform-refresh-token-0123456789') => ({
  status: 200,
  body: {
    access_token: 'platform-access-token-0123456789',
    token_type: 'Bearer',
    expires_in: 900,
    refresh_token: refreshToken,
    id_token: idTokenFor(nonce, user),
    scope: 'openid email profile role',
  },
});

/** An OAuth error of the token endpoint (invalid_grant: a used or expired code or refresh token). */
export const oauthErrorAnswer = (error: string, status = 400) => ({ status, body: { error, error_description: `${error} (test)` } });

export const TEST_STATE = 'state-for-tests';
export const TEST_NONCE = 'nonce-for-tests';

/** A sign-in request this tab made (what its callback answers). */
export function seedFlow({ state = TEST_STATE, nonce = TEST_NONCE, returnTo = '/' }: { state?: string; nonce?: string; returnTo?: string } = {}): void {
  saveFlow(state, { verifier: 'verifier-for-tests-0123456789-0123456789-0123', nonce, returnTo, createdAt: Date.now() });
}

/** The callback address of a request: the provider's answer (code, state, iss) or its error. */
export const callbackPath = ({ state = TEST_STATE, error }: { state?: string; error?: string } = {}) =>
  `/auth/callback?${new URLSearchParams({ ...(error ? { error } : { code: 'code-for-tests' }), state, iss: TEST_ISSUER })}`;
