import { base64url, decodeJwt, SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { hashOpaqueToken } from '../../auth/opaque-tokens.js';
import { REFRESH_GRACE_MS } from '../../auth/sessions.js';
import { ACCESS_AUDIENCE, signAccessToken, signRegistrationToken, TOKEN_ISSUER } from '../../auth/tokens.js';
import { sessions, users } from '../../db/schema.js';
import { getMe, postJson, registerUser } from '../../test-support/auth-helpers.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const unauthorized = { success: false, code: 'UNAUTHORIZED', error: 'Please sign in to continue.' };
const secret = () => ctx.app.ctx.signingSecret;
const refresh = (refreshToken: unknown) => postJson(ctx, '/api/auth/refresh', { refreshToken });
/** Moves a token's rotation back past the grace window, as if the time had passed. */
const outOfGrace = (refreshToken: string) =>
  ctx.database.db
    .update(sessions)
    .set({ rotatedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1000) })
    .where(eq(sessions.tokenHash, hashOpaqueToken(refreshToken)));

describe('GET /api/auth/me', () => {
  it('answers the signed-in user', async () => {
    const session = await registerUser(ctx, { email: 'me@example.com', role: 'teacher' });
    const response = await getMe(ctx, session.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { user: session.user } });
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['garbage', 'Bearer not.a.jwt'],
  ])('answers 401 with %s', async (_case, header) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: header === undefined ? {} : { authorization: header } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toEqual(unauthorized);
  });

  describe('refuses forged or stale access tokens', () => {
    let session: Awaited<ReturnType<typeof registerUser>>;
    let claims: { sub: string; role: string; sid: string };
    beforeAll(async () => {
      session = await registerUser(ctx, { email: 'forgery.target@example.com' });
      const payload = decodeJwt(session.token);
      claims = { sub: String(payload.sub), role: String(payload['role']), sid: String(payload['sid']) };
    });

    const sign = (options: { alg?: string; key?: string; iss?: string; aud?: string; exp?: number; role?: string }) =>
      new SignJWT({ role: options.role ?? claims.role, sid: claims.sid })
        .setProtectedHeader({ alg: options.alg ?? 'HS256' })
        .setSubject(claims.sub)
        .setIssuer(options.iss ?? TOKEN_ISSUER)
        .setAudience(options.aud ?? ACCESS_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 600)
        .sign(new TextEncoder().encode(options.key ?? secret()));

    it('a well-formed token with the right claims is accepted (control)', async () => {
      expect((await getMe(ctx, await sign({}))).statusCode).toBe(200);
    });

    it('alg none', async () => {
      const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
      const now = Math.floor(Date.now() / 1000);
      const body = base64url.encode(JSON.stringify({ ...claims, role: 'employer', iss: TOKEN_ISSUER, aud: ACCESS_AUDIENCE, iat: now, exp: now + 600 }));
      expect((await getMe(ctx, `${header}.${body}.`)).statusCode).toBe(401);
    });

    it('HS512 with the server secret (algorithm outside the allow-list)', async () => {
      expect((await getMe(ctx, await sign({ alg: 'HS512' }))).statusCode).toBe(401);
    });

    it('another secret', async () => {
      expect((await getMe(ctx, await sign({ key: 'a-different-secret-that-is-long-enough-too' }))).statusCode).toBe(401);
    });

    it('a wrong issuer', async () => {
      expect((await getMe(ctx, await sign({ iss: 'https://elsewhere.example.com' }))).statusCode).toBe(401);
    });

    it('a wrong audience, such as a registration token', async () => {
      expect((await getMe(ctx, await sign({ aud: 'intambwe-api:google-registration' }))).statusCode).toBe(401);
      const registration = await signRegistrationToken(secret(), { googleSubject: claims.sub, email: 'forgery.target@example.com', firstName: 'Ab', lastName: 'Cd', profilePicture: null, emailAuthoritative: false });
      expect((await getMe(ctx, registration.token)).statusCode).toBe(401);
    });

    it('an expired token', async () => {
      expect((await getMe(ctx, await sign({ exp: Math.floor(Date.now() / 1000) - 5 }))).statusCode).toBe(401);
      const old = await signAccessToken(secret(), { userId: claims.sub, role: claims.role, sessionFamilyId: claims.sid }, new Date(Date.now() - 16 * 60 * 1000));
      expect((await getMe(ctx, old)).statusCode).toBe(401);
    });

    it('a tampered payload (role raised)', async () => {
      const [header, , signature] = session.token.split('.');
      const body = base64url.encode(JSON.stringify({ ...decodeJwt(session.token), role: 'admin' }));
      expect((await getMe(ctx, `${header}.${body}.${signature}`)).statusCode).toBe(401);
    });

    it('a token for a session that does not exist', async () => {
      const token = await signAccessToken(secret(), { userId: claims.sub, role: claims.role, sessionFamilyId: '00000000-0000-4000-8000-000000000000' });
      expect((await getMe(ctx, token)).statusCode).toBe(401);
    });
  });

  it('answers 401 once the account is deleted', async () => {
    const session = await registerUser(ctx, { email: 'deleted@example.com' });
    await ctx.database.db.delete(users).where(eq(users.email, 'deleted@example.com'));
    expect((await getMe(ctx, session.token)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates: a new access token and a new refresh token', async () => {
    const session = await registerUser(ctx, { email: 'refresh@example.com', role: 'job_seeker' });
    const response = await refresh(session.refreshToken);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(Object.keys(data).sort()).toEqual(['refreshToken', 'token']);
    expect(data.refreshToken).not.toBe(session.refreshToken);
    expect(decodeJwt(data.token)).toMatchObject({ sub: session.user._id, role: 'job_seeker' });
    expect((await getMe(ctx, data.token)).statusCode).toBe(200);
    expect((await refresh(data.refreshToken)).statusCode).toBe(200);
  });

  it('keeps two tabs refreshing at once signed in: both get the same live token', async () => {
    const session = await registerUser(ctx, { email: 'two.tabs@example.com' });
    const [tabA, tabB] = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect([tabA.statusCode, tabB.statusCode]).toEqual([200, 200]);
    const [a, b] = [tabA.json().data, tabB.json().data];
    expect(a.refreshToken).toBe(b.refreshToken);
    expect((await getMe(ctx, a.token)).statusCode).toBe(200);
    expect((await getMe(ctx, b.token)).statusCode).toBe(200);
    // A tab that refreshes a moment later with the old token joins them too.
    const late = await refresh(session.refreshToken);
    expect(late.statusCode).toBe(200);
    expect(late.json().data.refreshToken).toBe(a.refreshToken);
    // And the shared token goes on working.
    const next = await refresh(a.refreshToken);
    expect(next.statusCode).toBe(200);
    expect((await getMe(ctx, next.json().data.token)).statusCode).toBe(200);
  });

  it('revokes the whole session when a spent refresh token comes back after the grace window', async () => {
    const session = await registerUser(ctx, { email: 'replay@example.com' });
    const next = (await refresh(session.refreshToken)).json().data;
    await outOfGrace(session.refreshToken);

    const replay = await refresh(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ success: false, code: 'SESSION_EXPIRED', error: 'Your session has ended. Please sign in again.' });
    // Every token of that session is dead now: the rotated refresh token and the access tokens.
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
    expect((await getMe(ctx, next.token)).statusCode).toBe(401);
    expect((await getMe(ctx, session.token)).statusCode).toBe(401);
  });

  it("leaves the user's other sessions alone when one is revoked", async () => {
    await registerUser(ctx, { email: 'two.devices@example.com', password: 'Devices123' });
    const phone = (await postJson(ctx, '/api/auth/login', { email: 'two.devices@example.com', password: 'Devices123' })).json().data;
    const laptop = (await postJson(ctx, '/api/auth/login', { email: 'two.devices@example.com', password: 'Devices123' })).json().data;
    await refresh(phone.refreshToken);
    await outOfGrace(phone.refreshToken);
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);
    expect((await getMe(ctx, laptop.token)).statusCode).toBe(200);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(200);
  });

  it('answers 401 for an unknown token', async () => {
    expect((await refresh('an-unknown-refresh-token')).statusCode).toBe(401);
  });

  it.each([[undefined], [''], [42], [null]])('answers 400 without a refresh token (%j)', async (refreshToken) => {
    const response = await refresh(refreshToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error: 'Refresh token is required' });
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session of the refresh token: its refresh and access tokens stop working', async () => {
    const session = await registerUser(ctx, { email: 'logout@example.com' });
    const response = await postJson(ctx, '/api/auth/logout', { refreshToken: session.refreshToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'You have been signed out.' });
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await getMe(ctx, session.token)).statusCode).toBe(401);
  });

  it('ends the session of the access token when only that is sent', async () => {
    const session = await registerUser(ctx, { email: 'logout.bearer@example.com' });
    expect((await postJson(ctx, '/api/auth/logout', {}, { token: session.token })).statusCode).toBe(200);
    expect((await getMe(ctx, session.token)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it.each([
    ['an unknown token', { refreshToken: 'never-issued' }],
    ['no token', {}],
    ['an already revoked token', null],
  ])('answers 200 for %s', async (_case, body) => {
    let payload = body;
    if (payload === null) {
      const session = await registerUser(ctx, { email: 'logout.twice@example.com' });
      await postJson(ctx, '/api/auth/logout', { refreshToken: session.refreshToken });
      payload = { refreshToken: session.refreshToken };
    }
    const response = await postJson(ctx, '/api/auth/logout', payload);
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
  });

  it('answers 200 with a bad access token as well', async () => {
    expect((await postJson(ctx, '/api/auth/logout', {}, { token: 'not.a.token' })).statusCode).toBe(200);
  });
});

describe('a session past the access token\'s life (ACCESS_TOKEN_TTL_SECONDS=1)', () => {
  let short: TestContext;
  beforeAll(async () => {
    short = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '1' });
  });
  afterAll(async () => short.close());

  it('keeps working through refresh once the access token has expired', async () => {
    const session = await registerUser(short, { email: 'long.visit@example.com' });
    const { exp = 0, iat = 0 } = decodeJwt(session.token);
    expect(exp - iat).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await getMe(short, session.token)).statusCode).toBe(401);
    const renewed = await postJson(short, '/api/auth/refresh', { refreshToken: session.refreshToken });
    expect(renewed.statusCode).toBe(200);
    expect((await getMe(short, renewed.json().data.token)).statusCode).toBe(200);
  });
});
