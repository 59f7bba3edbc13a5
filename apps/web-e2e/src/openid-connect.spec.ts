import { expect, test, type Page } from '@playwright/test';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as client from 'openid-client';
import { createAccount, type TestAccount } from './support/accounts.js';
import { ISLAND_RUNTIME, waitForAppStart } from './support/app.js';
import { foreignRp, foreignRpPort, startBackchannelReceiver } from './support/foreign-relying-party.js';

/**
 * The front door's OpenID Provider against a relying party nobody here wrote
 * (`openid-client`), in a real browser: the person signs in on the front
 * door's own screens, the browser carries the answer to the platform's
 * redirect URI (a server of the test), and openid-client does the rest from
 * here, as a foreign platform's server would.
 */
const productPort = Number(process.env['E2E_PORT'] ?? 4310);
const FOREIGN_RP = foreignRp(productPort);
let receiver: Awaited<ReturnType<typeof startBackchannelReceiver>>;

test.beforeAll(async () => {
  receiver = await startBackchannelReceiver(foreignRpPort(productPort));
});
test.afterAll(async () => {
  await receiver?.close();
});

const discover = (baseURL: string) =>
  client.discovery(new URL(baseURL), FOREIGN_RP.clientId, undefined, client.None(), { execute: [client.allowInsecureRequests] });

interface Flow {
  url: URL;
  verifier: string;
  state: string;
  nonce: string;
}

async function startFlow(config: client.Configuration, parameters: Record<string, string> = {}): Promise<Flow> {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: FOREIGN_RP.redirectUri,
    scope: 'openid email profile role',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...parameters,
  });
  return { url, verifier, state, nonce };
}

/** Opens the authorization URL; signs in on the front door's screen when it asks; returns the address the browser arrived at. */
async function authorize(page: Page, flow: Flow, account?: TestAccount): Promise<URL> {
  await page.goto(flow.url.href);
  if (account) {
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }
  await page.waitForURL((url) => url.origin === FOREIGN_RP.origin);
  return new URL(page.url());
}

const grant = (config: client.Configuration, callback: URL, flow: Flow, verifier = flow.verifier, state = flow.state) =>
  client.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: verifier,
    expectedState: state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  });

test.describe('OpenID Connect with a foreign relying party (openid-client) in a real browser', () => {
  test('signs in through the front door: PKCE, state and nonce, an ID token that verifies with the JWKS, userinfo, rotating refresh; a code works once', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createAccount(request, { firstName: 'Claudine', lastName: 'Mukamana' });
    const config = await discover(baseURL as string);
    const flow = await startFlow(config);

    const callback = await authorize(page, flow, account);
    expect(callback.pathname).toBe('/callback');
    expect(callback.searchParams.get('state')).toBe(flow.state);
    expect(callback.searchParams.get('iss')).toBe(baseURL);
    const tokens = await grant(config, callback, flow);

    const jwks = createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri as string));
    const { payload } = await jwtVerify(tokens.id_token as string, jwks, { issuer: baseURL, audience: FOREIGN_RP.clientId });
    expect(payload).toMatchObject({
      nonce: flow.nonce,
      email: account.email,
      given_name: 'Claudine',
      family_name: 'Mukamana',
      role: 'student',
      locale: 'en',
      email_verified: false,
    });
    expect(payload.sub).toMatch(/^[0-9a-f-]{36}$/);

    const info = await client.fetchUserInfo(config, tokens.access_token, payload.sub as string);
    expect(info).toMatchObject({ sub: payload.sub, email: account.email, role: 'student' });

    const renewed = await client.refreshTokenGrant(config, tokens.refresh_token as string);
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    expect(renewed.claims()?.sub).toBe(payload.sub);

    // The same code again: refused, and what it issued stops working.
    await expect(grant(config, callback, flow)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(client.refreshTokenGrant(config, renewed.refresh_token as string)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  test('a wrong PKCE verifier and a tampered state are refused', async ({ page, request, baseURL }) => {
    const account = await createAccount(request);
    const config = await discover(baseURL as string);
    const flow = await startFlow(config);
    const callback = await authorize(page, flow, account);
    // A tampered state: the relying party refuses the answer before it spends the code.
    const tampered = await grant(config, callback, flow, flow.verifier, client.randomState()).catch(
      (error: unknown) => error as Error & { cause?: Error },
    );
    expect(tampered).toBeInstanceOf(Error);
    expect(String((tampered as Error & { cause?: Error }).cause?.message)).toMatch(/state/);
    await expect(grant(config, callback, flow, client.randomPKCECodeVerifier())).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  test('a redirect URI that is not registered gets an error page on the front door, never a redirect', async ({
    page,
    baseURL,
  }) => {
    const config = await discover(baseURL as string);
    const flow = await startFlow(config, { redirect_uri: 'https://attacker.example.com/callback' });
    let attackerReached = false;
    await page.route('https://attacker.example.com/**', (route) => {
      attackerReached = true;
      return route.fulfill({ status: 200, body: 'attacker' });
    });
    const response = await page.goto(flow.url.href);
    expect(response?.status()).toBe(400);
    expect(new URL(page.url()).origin).toBe(baseURL);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not sign you in' })).toBeVisible();
    await expect(page.getByText(/redirect_uri/)).toBeVisible();
    expect(attackerReached).toBe(false);
  });

  for (const [name, left] of [
    ['without PKCE', ['code_challenge', 'code_challenge_method']],
    ['without a state', ['state']],
    ['without a nonce', ['nonce']],
  ] as const) {
    test(`a request ${name} is answered with invalid_request at the redirect URI`, async ({ page, baseURL }) => {
      const config = await discover(baseURL as string);
      const flow = await startFlow(config);
      for (const parameter of left) flow.url.searchParams.delete(parameter);
      const callback = await authorize(page, flow);
      expect(callback.searchParams.get('error')).toBe('invalid_request');
      expect(callback.searchParams.get('code')).toBeNull();
    });
  }

  test('a platform that does not serve the person’s role gets access_denied at its redirect URI', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createAccount(request, { role: 'employer' });
    const config = await discover(baseURL as string);
    const flow = await startFlow(config);
    const callback = await authorize(page, flow, account);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('code')).toBeNull();
    await expect(grant(config, callback, flow)).rejects.toMatchObject({ error: 'access_denied' });
  });

  test('signing out on the front door ends the platform’s session: a back-channel logout for that session, and its refresh token stops', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createAccount(request);
    const config = await discover(baseURL as string);
    const flow = await startFlow(config);
    const tokens = await grant(config, await authorize(page, flow, account), flow);
    const sid = tokens.claims()?.['sid'];
    expect(sid).toEqual(expect.any(String));

    const before = receiver.tokens.length;
    await page.goto('/');
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

    await expect.poll(() => receiver.tokens.length).toBeGreaterThan(before);
    const jwks = createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri as string));
    const { payload, protectedHeader } = await jwtVerify(receiver.tokens.at(-1) as string, jwks, {
      issuer: baseURL,
      audience: FOREIGN_RP.clientId,
    });
    expect(protectedHeader.typ).toBe('logout+jwt');
    expect(payload).toMatchObject({
      sid,
      sub: tokens.claims()?.sub,
      events: { 'http://schemas.openid.net/event/backchannel-logout': {} },
    });
    await expect(client.refreshTokenGrant(config, tokens.refresh_token as string)).rejects.toMatchObject({
      error: 'invalid_grant',
    });

    // The next sign-in asks again: the front door no longer passes the person through.
    await page.goto((await startFlow(config)).url.href);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('a session this browser still holds but the server has ended: what was typed before the app started is kept, and the sign-in goes on', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createAccount(request);
    // Signed in on the front door, then signed out elsewhere (a platform's sign-out through the provider):
    // this browser still holds the tokens and the person, which the server now refuses.
    const signedIn = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
    expect(signedIn.status()).toBe(200);
    const held = ((await signedIn.json()) as { data: { token: string; refreshToken: string; user: unknown } }).data;
    expect((await request.post('/api/auth/logout', { data: { refreshToken: held.refreshToken } })).status()).toBe(200);
    await page.addInitScript(
      ({ origin, token, refreshToken, user }) => {
        if (location.origin !== origin || location.pathname !== '/login' || sessionStorage.getItem('held')) return;
        sessionStorage.setItem('held', 'yes');
        localStorage.setItem('token', token);
        localStorage.setItem('refreshToken', refreshToken);
        localStorage.setItem('user', JSON.stringify(user));
        // Every title the card shows, however briefly.
        const seen: string[] = [];
        (window as { headingsSeen?: string[] }).headingsSeen = seen;
        new MutationObserver(() => {
          const title = document.querySelector('h1')?.textContent ?? '';
          if (seen.at(-1) !== title) seen.push(title);
        }).observe(document, { subtree: true, childList: true, characterData: true });
      },
      { origin: baseURL as string, ...held },
    );

    // The app's code is slow to come: the person types into the form as it was drawn.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(ISLAND_RUNTIME, async (route) => {
      await released;
      await route.continue();
    });
    // A slow network: the server's word on the held session takes a while.
    await page.route('**/api/auth/me', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const config = await discover(baseURL as string);
    const flow = await startFlow(config);
    await page.goto(flow.url.href, { waitUntil: 'commit' });
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('interaction'));
    await page.getByLabel('Email address').fill(account.email);
    release();
    await waitForAppStart(page);
    // The server refuses the held session: this browser forgets it. The form never went away meanwhile.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token')), { timeout: 10_000 }).toBeNull();
    await expect(page.getByLabel('Email address')).toHaveValue(account.email);
    expect(await page.evaluate(() => (window as { headingsSeen?: string[] }).headingsSeen)).not.toContain('Signing you in…');
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.origin === FOREIGN_RP.origin);
    expect(new URL(page.url()).searchParams.get('code')).toEqual(expect.any(String));
  });
});
