import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeAllUserSessions } from '../auth/sessions.js';
import { getMe, postJson } from '../test-support/auth-helpers.js';
import { newSigningKey, resolveSigningKeys } from './keys.js';
import {
  backchannelReceiver,
  createListeningTestApp,
  discover,
  finishInteraction,
  interactionOf,
  person,
  signInThroughFrontDoor,
  startFlow,
  TestBrowser,
  type ListeningTestApp,
} from '../test-support/oidc-support.js';

const PLATFORM = 'https://learn.example.com';
const CALLBACK = `${PLATFORM}/auth/callback`;

let app: ListeningTestApp;
let receiver: Awaited<ReturnType<typeof backchannelReceiver>>;

beforeAll(async () => {
  receiver = await backchannelReceiver();
  app = await createListeningTestApp({
    // The e-learning platform registers a back-channel logout URI (here, a stand-in that records what it gets).
    OIDC_CLIENTS: JSON.stringify([{ client_id: 'elearning', backchannel_logout_uri: receiver.url }]),
  });
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

const codeOf = (url: string) => new URL(url).searchParams.get('code');

/** A person signs in through the front door and the platform exchanges the code (with its resource: a JWT for its API). */
async function signedInPlatform(overrides: Record<string, unknown> = {}, parameters: Record<string, string> = {}) {
  const config = await discover(app);
  const account = await person(app, overrides);
  const browser = new TestBrowser();
  const flow = await startFlow(config, parameters);
  const callback = await signInThroughFrontDoor(app, browser, flow, account.token);
  const tokens = await client.authorizationCodeGrant(config, new URL(callback), {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  });
  return { config, account, browser, flow, callback, tokens };
}

describe('discovery and keys', () => {
  it('describes the provider with absolute URLs, code flow with PKCE S256 only, the four scopes and both logouts', async () => {
    const response = await fetch(`${app.baseUrl}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as Record<string, unknown>;
    expect(document).toMatchObject({
      issuer: app.baseUrl,
      authorization_endpoint: `${app.baseUrl}/oidc/auth`,
      token_endpoint: `${app.baseUrl}/oidc/token`,
      userinfo_endpoint: `${app.baseUrl}/oidc/me`,
      jwks_uri: `${app.baseUrl}/oidc/jwks`,
      end_session_endpoint: `${app.baseUrl}/oidc/session/end`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      backchannel_logout_supported: true,
      backchannel_logout_session_supported: true,
    });
    expect(document['scopes_supported']).toEqual(expect.arrayContaining(['openid', 'email', 'profile', 'role']));
    expect(document['grant_types_supported']).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
    expect(document['grant_types_supported']).not.toContain('password');
    expect(document['grant_types_supported']).not.toContain('implicit');
    expect(document['claims_supported']).toEqual(expect.arrayContaining(['sub', 'email', 'email_verified', 'given_name', 'family_name', 'picture', 'locale', 'role']));
    expect(document['prompt_values_supported']).toEqual(expect.arrayContaining(['login', 'create']));
  });

  it('publishes asymmetric public keys only, each with a kid', async () => {
    const { keys } = (await (await fetch(`${app.baseUrl}/oidc/jwks`)).json()) as { keys: Array<Record<string, unknown>> };
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key['kty']).toBe('EC');
      expect(key['crv']).toBe('P-256');
      expect(typeof key['kid']).toBe('string');
      expect(key['d']).toBeUndefined();
    }
  });
});

describe('sign-in through the front door (authorization code, PKCE, state, nonce)', () => {
  it('gives the platform an ID token signed with the published keys, carrying who the person is', async () => {
    const { account, tokens, flow, callback } = await signedInPlatform({ email: 'flow.claims@example.com', firstName: 'Claudine', lastName: 'Mukamana' });
    expect(new URL(callback).origin + new URL(callback).pathname).toBe(CALLBACK);
    expect(new URL(callback).searchParams.get('iss')).toBe(app.baseUrl);
    const idToken = tokens.id_token as string;
    const { payload, protectedHeader } = await jwtVerify(idToken, createRemoteJWKSet(new URL(`${app.baseUrl}/oidc/jwks`)), {
      issuer: app.baseUrl,
      audience: 'elearning',
      algorithms: ['ES256'],
    });
    expect(protectedHeader.kid).toEqual(expect.any(String));
    expect(payload).toMatchObject({
      sub: account.user._id,
      nonce: flow.nonce,
      email: 'flow.claims@example.com',
      email_verified: false,
      given_name: 'Claudine',
      family_name: 'Mukamana',
      role: 'student',
      locale: 'en',
    });
    expect(payload['sid']).toEqual(expect.any(String));
  });

  it('answers userinfo with the same claims, for the access token of the code exchange', async () => {
    const { config, account, tokens } = await signedInPlatform({ email: 'flow.userinfo@example.com' });
    const info = await client.fetchUserInfo(config, tokens.access_token, account.user._id);
    expect(info).toMatchObject({ sub: account.user._id, email: 'flow.userinfo@example.com', role: 'student', given_name: 'Aline', family_name: 'Uwase' });
  });

  it('issues a JWT access token for the platform’s own API that verifies offline with the JWKS', async () => {
    const { config, account, callback, flow } = await (async () => {
      const c = await discover(app);
      const a = await person(app, { email: 'flow.resource@example.com', role: 'teacher' });
      const b = new TestBrowser();
      const f = await startFlow(c, { resource: PLATFORM });
      return { config: c, account: a, callback: await signInThroughFrontDoor(app, b, f, a.token), flow: f };
    })();
    const tokens = await client.authorizationCodeGrant(
      config,
      new URL(callback),
      { pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce },
      { resource: PLATFORM },
    );
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    const { payload } = await jwtVerify(tokens.access_token, createRemoteJWKSet(new URL(`${app.baseUrl}/oidc/jwks`)), {
      issuer: app.baseUrl,
      audience: PLATFORM,
      typ: 'at+jwt',
    });
    expect(payload).toMatchObject({ sub: account.user._id, client_id: 'elearning', role: 'teacher' });
    expect(payload['sid']).toEqual(expect.any(String));
  });

  it('rotates refresh tokens: the new one works, the old one is refused and ends the grant', async () => {
    const { config, tokens, account } = await signedInPlatform({ email: 'flow.refresh@example.com' });
    const first = tokens.refresh_token as string;
    expect(first).toEqual(expect.any(String));
    const renewed = await client.refreshTokenGrant(config, first);
    expect(renewed.refresh_token).toEqual(expect.any(String));
    expect(renewed.refresh_token).not.toBe(first);
    expect(renewed.claims()?.sub).toBe(account.user._id);
    await expect(client.refreshTokenGrant(config, first)).rejects.toMatchObject({ error: 'invalid_grant' });
    // Reuse of a rotated token revokes what the grant issued: the newest refresh token is dead too.
    await expect(client.refreshTokenGrant(config, renewed.refresh_token as string)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('lets a person already signed in on the front door through without a prompt', async () => {
    const { config, browser, account } = await signedInPlatform({ email: 'flow.passthrough@example.com' });
    const again = await startFlow(config);
    const first = await browser.follow(again.url, app.baseUrl);
    expect(first.response).toBeNull();
    expect(codeOf(first.url)).toEqual(expect.any(String));
    const tokens = await client.authorizationCodeGrant(config, new URL(first.url), {
      pkceCodeVerifier: again.verifier,
      expectedState: again.state,
      expectedNonce: again.nonce,
    });
    expect(tokens.claims()?.sub).toBe(account.user._id);
  });
});

describe('what the provider refuses', () => {
  it('a code used twice: invalid_grant, and the tokens of its first use stop working', async () => {
    const { config, callback, flow, tokens, account } = await signedInPlatform({ email: 'refuse.twice@example.com' });
    await expect(
      client.authorizationCodeGrant(config, new URL(callback), { pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(client.fetchUserInfo(config, tokens.access_token, account.user._id)).rejects.toBeDefined();
    await expect(client.refreshTokenGrant(config, tokens.refresh_token as string)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('a wrong PKCE verifier: invalid_grant', async () => {
    const config = await discover(app);
    const account = await person(app, { email: 'refuse.verifier@example.com' });
    const flow = await startFlow(config);
    const callback = await signInThroughFrontDoor(app, new TestBrowser(), flow, account.token);
    await expect(
      client.authorizationCodeGrant(config, new URL(callback), { pkceCodeVerifier: client.randomPKCECodeVerifier(), expectedState: flow.state, expectedNonce: flow.nonce }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('a redirect URI that is not registered: an error page on the front door, never a redirect', async () => {
    const config = await discover(app);
    const flow = await startFlow(config, { redirect_uri: 'https://attacker.example.com/auth/callback' });
    const response = await new TestBrowser().request(flow.url, { headers: { 'accept-language': 'fr' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('redirect_uri');
    expect(html).not.toContain('attacker.example.com/auth/callback?');
  });

  it.each([
    ['no PKCE', { code_challenge: '', code_challenge_method: '' }, 'invalid_request'],
    ['no state', { state: '' }, 'invalid_request'],
    ['no nonce', { nonce: '' }, 'invalid_request'],
  ])('%s: %s at the redirect URI', async (_name, parameters, error) => {
    const config = await discover(app);
    const flow = await startFlow(config);
    const url = new URL(flow.url);
    for (const [key, value] of Object.entries(parameters)) if (value === '') url.searchParams.delete(key);
    const answer = await new TestBrowser().follow(url, app.baseUrl);
    expect(answer.response).toBeNull();
    const back = new URL(answer.url);
    expect(back.origin + back.pathname).toBe(CALLBACK);
    expect(back.searchParams.get('error')).toBe(error);
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('a platform that does not serve the person’s role: access_denied at its redirect URI', async () => {
    const config = await discover(app);
    const account = await person(app, { email: 'refuse.role@example.com', role: 'job_seeker' });
    const flow = await startFlow(config);
    const callback = await signInThroughFrontDoor(app, new TestBrowser(), flow, account.token);
    const back = new URL(callback);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(flow.state);
    expect(back.searchParams.get('code')).toBeNull();
    await expect(
      client.authorizationCodeGrant(config, back, { pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce }),
    ).rejects.toMatchObject({ error: 'access_denied' });
  });
});

describe('the interaction: the front door’s own screens', () => {
  it('sends the browser to /login in the platform’s language (ui_locales), or to /register for prompt=create', async () => {
    const config = await discover(app);
    const french = await new TestBrowser().follow((await startFlow(config, { ui_locales: 'fr-RW fr' })).url, app.baseUrl);
    expect(new URL(french.url).pathname).toBe('/fr/login');
    expect(interactionOf(french.url)).toMatch(/^[A-Za-z0-9_-]+$/);
    const create = await new TestBrowser().follow((await startFlow(config, { prompt: 'create', ui_locales: 'sw' })).url, app.baseUrl);
    expect(new URL(create.url).pathname).toBe('/sw/register');
  });

  it('prompt=create: the person who signs up on /register arrives back at the platform with a code', async () => {
    const config = await discover(app);
    const account = await person(app, { email: 'create.prompt@example.com', role: 'student' });
    const flow = await startFlow(config, { prompt: 'create' });
    const callback = await signInThroughFrontDoor(app, new TestBrowser(), flow, account.token);
    const back = new URL(callback);
    expect(back.searchParams.get('error')).toBeNull();
    const tokens = await client.authorizationCodeGrant(config, back, { pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce });
    expect(tokens.claims()?.['email']).toBe('create.prompt@example.com');
  });

  it('is finished only by a signed-in person, in the browser that began it', async () => {
    const config = await discover(app);
    const account = await person(app, { email: 'interaction.owner@example.com' });
    const browser = new TestBrowser();
    const atLogin = await browser.follow((await startFlow(config)).url, app.baseUrl);
    const uid = interactionOf(atLogin.url);
    const noToken = await browser.request(`${app.baseUrl}/api/oidc/interaction/${uid}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(noToken.status).toBe(401);
    const otherBrowser = await finishInteraction(app, new TestBrowser(), uid, account.token);
    expect(otherBrowser.status).toBe(400);
    expect(await otherBrowser.json()).toMatchObject({ success: false, code: 'INTERACTION_EXPIRED' });
    expect((await finishInteraction(app, browser, uid, account.token)).status).toBe(200);
  });

  it('answers bad input in the failure envelope, never with a 5xx', async () => {
    const post = (url: string, payload: string, contentType = 'application/json') =>
      app.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });
    const cases: Array<[string, string, string, number, string]> = [
      ['/api/oidc/interaction/Pq3vZ8xY_kL2-mN0aB4cD/abort', '{}', 'application/json', 400, 'INTERACTION_EXPIRED'],
      ['/api/oidc/interaction/..%2F..%2Fetc/abort', '[]', 'application/json', 400, 'INTERACTION_EXPIRED'],
      [`/api/oidc/interaction/${'x'.repeat(300)}/abort`, '{}', 'application/json', 404, 'NOT_FOUND'],
      ['/api/oidc/interaction/Pq3vZ8xY_kL2-mN0aB4cD/abort', '{"a":', 'application/json', 400, 'INVALID_JSON'],
      ['/api/oidc/interaction/Pq3vZ8xY_kL2-mN0aB4cD/abort', 'a=b', 'application/x-www-form-urlencoded', 415, 'UNSUPPORTED_MEDIA_TYPE'],
      ['/api/oidc/interaction/Pq3vZ8xY_kL2-mN0aB4cD/login', '{}', 'application/json', 401, 'UNAUTHORIZED'],
    ];
    for (const [url, payload, contentType, status, code] of cases) {
      const response = await post(url, payload, contentType);
      expect({ url, status: response.statusCode, body: response.json() }).toMatchObject({ url, status, body: { success: false, code } });
    }
    // The provider's own endpoints answer OAuth errors, not 5xx, to nonsense.
    const token = await fetch(`${app.baseUrl}/oidc/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=password&username=a&password=b&client_id=elearning' });
    expect(token.status).toBe(400);
    expect(await token.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('sends the person back to the platform with access_denied when they leave it', async () => {
    const config = await discover(app);
    const browser = new TestBrowser();
    const flow = await startFlow(config);
    const uid = interactionOf((await browser.follow(flow.url, app.baseUrl)).url);
    const aborted = await browser.request(`${app.baseUrl}/api/oidc/interaction/${uid}/abort`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const { redirectTo } = ((await aborted.json()) as { data: { redirectTo: string } }).data;
    const back = new URL((await browser.follow(redirectTo, app.baseUrl)).url);
    expect(back.searchParams.get('error')).toBe('access_denied');
  });
});

describe('signing out', () => {
  it('on the front door: the platform is told (back-channel logout), its tokens stop, and the next sign-in asks again', async () => {
    const { config, browser, account, tokens } = await signedInPlatform({ email: 'logout.frontdoor@example.com' });
    const sid = tokens.claims()?.['sid'];
    const before = receiver.tokens.length;
    const loggedOut = await postJson(app, '/api/auth/logout', { refreshToken: account.refreshToken }, { token: account.token });
    expect(loggedOut.statusCode).toBe(200);
    expect(receiver.tokens.length).toBe(before + 1);
    const { payload, protectedHeader } = await jwtVerify(receiver.tokens.at(-1) as string, createRemoteJWKSet(new URL(`${app.baseUrl}/oidc/jwks`)), {
      issuer: app.baseUrl,
      audience: 'elearning',
    });
    expect(protectedHeader.typ).toBe('logout+jwt');
    expect(payload).toMatchObject({ sub: account.user._id, sid, events: { 'http://schemas.openid.net/event/backchannel-logout': {} } });
    expect(payload['nonce']).toBeUndefined();
    await expect(client.refreshTokenGrant(config, tokens.refresh_token as string)).rejects.toMatchObject({ error: 'invalid_grant' });
    const again = await browser.follow((await startFlow(config)).url, app.baseUrl);
    expect(again.response).not.toBeNull();
    expect(new URL(again.url).pathname).toBe('/login');
    expect(interactionOf(again.url)).toEqual(expect.any(String));
  });

  it.each([
    ['deleting the account', 'DELETE', '/api/account', { password: 'Inzira2Nziza' }],
    ['changing the password', 'POST', '/api/auth/change-password', { currentPassword: 'Inzira2Nziza', newPassword: 'Nouveau9Chemin' }],
    ['ending the other sessions from another device', 'POST', '/api/auth/sessions/revoke-others', undefined],
  ] as const)('%s: the platform is told (back-channel logout) and its tokens stop', async (what, method, url, payload) => {
    const { config, account, tokens } = await signedInPlatform({ email: `account.${what.split(' ')[0]}@example.com` });
    // Ending the other sessions happens from another device: a second front-door sign-in of the same person.
    const caller =
      url === '/api/auth/sessions/revoke-others'
        ? (await postJson(app, '/api/auth/login', { email: account.user.email, password: 'Inzira2Nziza' })).json().data.token
        : account.token;
    const before = receiver.tokens.length;
    const response = await app.app.inject({ method, url, payload, headers: { authorization: `Bearer ${caller}` } });
    expect(response.statusCode).toBe(200);
    expect(receiver.tokens.length).toBe(before + 1);
    const { payload: logout } = await jwtVerify(receiver.tokens.at(-1) as string, createRemoteJWKSet(new URL(`${app.baseUrl}/oidc/jwks`)), {
      issuer: app.baseUrl,
      audience: 'elearning',
    });
    expect(logout).toMatchObject({ sub: account.user._id, sid: tokens.claims()?.['sid'] });
    await expect(client.refreshTokenGrant(config, tokens.refresh_token as string)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('through the provider (RP-initiated): the front door’s session ends too, and the platform gets the person back', async () => {
    const { config, browser, account, tokens } = await signedInPlatform({ email: 'logout.platform@example.com' });
    const endUrl = client.buildEndSessionUrl(config, { id_token_hint: tokens.id_token as string, post_logout_redirect_uri: `${PLATFORM}/`, state: 'bye' });
    const page = await browser.request(endUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'sha256-/);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
    expect(xsrf && action).toBeTruthy();
    const confirmed = await browser.request(action as string, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: xsrf as string, logout: 'yes' }),
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${PLATFORM}/?state=bye`);
    expect((await getMe(app, account.token)).statusCode).toBe(401);
    await expect(client.refreshTokenGrant(config, tokens.refresh_token as string)).rejects.toMatchObject({ error: 'invalid_grant' });
  });
});

describe('the provider’s session follows the front door’s', () => {
  it('stops passing a person through once the front-door session it stands for has ended (a password reset ends them all)', async () => {
    const { config, browser, account } = await signedInPlatform({ email: 'follow.reset@example.com' });
    await revokeAllUserSessions(app.database.db, account.user._id);
    const again = await browser.follow((await startFlow(config)).url, app.baseUrl);
    expect(again.response).not.toBeNull();
    expect(new URL(again.url).pathname).toBe('/login');
    // Signed in again on the front door, the person passes on with the same provider session.
    const fresh = await postJson(app, '/api/auth/login', { email: 'follow.reset@example.com', password: 'Inzira2Nziza' });
    const finished = await finishInteraction(app, browser, interactionOf(again.url), fresh.json().data.token);
    expect(finished.status).toBe(200);
  });
});

describe('key rotation', () => {
  it('signs with the new key at once while tokens signed by the old one still verify against the JWKS', async () => {
    // The running server's generated key becomes the old one: the next start has a new key first, the old one after it.
    const [oldKey] = await resolveSigningKeys(app.dataDir);
    const newKey = await newSigningKey();
    const { tokens } = await signedInPlatform({ email: 'rotation.before@example.com' });
    const oldToken = tokens.id_token as string;
    const after = await createListeningTestApp({ OIDC_SIGNING_KEYS: JSON.stringify({ keys: [newKey, oldKey] }) });
    try {
      const config = await discover(after);
      const account = await person(after, { email: 'rotation.after@example.com' });
      const flow = await startFlow(config);
      const callback = await signInThroughFrontDoor(after, new TestBrowser(), flow, account.token);
      const newToken = (await client.authorizationCodeGrant(config, new URL(callback), { pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce }))
        .id_token as string;
      expect(decodeProtectedHeader(oldToken).kid).toBe(oldKey?.kid);
      expect(decodeProtectedHeader(newToken).kid).toBe(newKey.kid);
      const jwks = createRemoteJWKSet(new URL(`${after.baseUrl}/oidc/jwks`));
      await expect(jwtVerify(oldToken, jwks, { issuer: app.baseUrl, audience: 'elearning' })).resolves.toBeDefined();
      await expect(jwtVerify(newToken, jwks, { issuer: after.baseUrl, audience: 'elearning' })).resolves.toBeDefined();
    } finally {
      await after.close();
    }
  }, 60_000);
});
