import { nextAddress, registerUser } from '../../test-support/auth-helpers.js';
import { startGoogleStandIn, type GoogleStandIn } from '../../test-support/google-stand-in.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

/** A person never gets a 500 for bad input: every auth route, every kind of bad body. */
let google: GoogleStandIn;
let ctx: TestContext;
beforeAll(async () => {
  google = await startGoogleStandIn();
  ctx = await createTestApp(google.env);
});
afterAll(async () => {
  await ctx.close();
  await google.close();
});

const routes = [
  '/api/auth/register',
  '/api/auth/login',
  '/api/auth/refresh',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/auth/google/exchange-code',
  '/api/auth/google/complete-registration',
  '/api/auth/google/link',
  '/api/newsletter/confirm',
  '/api/auth/verify-email',
  '/api/auth/change-email/confirm',
  '/api/auth/passkeys/login/verify',
];

const long = 'x'.repeat(3000);
const badJsonBodies: Array<[string, string]> = [
  ['null', 'null'],
  ['an array', '[]'],
  ['a string', '"hello"'],
  ['a number', '42'],
  ['true', 'true'],
  ['an empty object', '{}'],
  ['numbers for every field', JSON.stringify({ email: 1, password: 2, firstName: 3, lastName: 4, token: 5, refreshToken: 6, idToken: 7, registrationToken: 8, role: 9 })],
  ['objects for every field', JSON.stringify({ email: { $gt: '' }, password: { $ne: null }, token: {}, refreshToken: [], idToken: {}, registrationToken: {}, role: {} })],
  ['nulls for every field', JSON.stringify({ email: null, password: null, firstName: null, lastName: null, token: null, refreshToken: null, idToken: null, registrationToken: null, role: null })],
  ['very long strings', JSON.stringify({ email: `${long}@example.com`, password: long, firstName: long, lastName: long, token: long, idToken: long, registrationToken: long, role: long, refreshToken: long })],
  ['control characters and odd Unicode', JSON.stringify({ email: 'a\u0000b@example.com', password: '\u0000\u202e', firstName: '\ud800', lastName: '\u200b', token: '\u0000', idToken: 'a.b.\u0000', registrationToken: '\u0000', role: 'student\u0000' })],
  ['a prototype-pollution attempt', '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'],
];

describe.each(routes)('POST %s with bad input', (url) => {
  const send = (payload: string, contentType = 'application/json') =>
    ctx.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType }, remoteAddress: nextAddress() });

  it.each(badJsonBodies)('%s: a 4xx answer in the failure envelope', async (_case, payload) => {
    const response = await send(payload);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ success: false, error: expect.any(String), code: expect.any(String) });
  });

  it('a non-object body gets field messages (400 VALIDATION_ERROR, or 401 for a missing registration token)', async () => {
    const response = await send('[]');
    const body = response.json();
    if (url.endsWith('complete-registration')) {
      expect(response.statusCode).toBe(401);
      expect(body.code).toBe('INVALID_REGISTRATION_TOKEN');
    } else {
      expect(response.statusCode).toBe(400);
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(body.details).length).toBeGreaterThan(0);
    }
  });

  it('malformed JSON: 400', async () => {
    const response = await send('{"email": "a@b.co",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'INVALID_JSON' });
  });

  it('a body that is not JSON: 415', async () => {
    const response = await send('email=a@b.co&password=x', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('a body over the size limit: 413', async () => {
    const response = await send(JSON.stringify({ email: 'a@b.co', padding: 'x'.repeat(70 * 1024) }));
    expect(response.statusCode).toBe(413);
  });
});

/** The account calls of a signed-in person (issue 21): bad bodies with a live access token. */
const signedInRoutes: Array<['POST' | 'DELETE' | 'PATCH', string]> = [
  ['POST', '/api/auth/change-password'],
  ['POST', '/api/auth/change-email'],
  ['DELETE', '/api/account'],
  ['POST', '/api/auth/passkeys/register/verify'],
];

describe.each(signedInRoutes)('%s %s with bad input from a signed-in person', (method, url) => {
  let token = '';
  beforeAll(async () => {
    token = (await registerUser(ctx, { email: `bad-${method}${url.replace(/\W+/g, '-')}@example.com`.toLowerCase() })).token;
  });
  const send = (payload: string, contentType = 'application/json') =>
    ctx.app.inject({ method, url, payload, headers: { 'content-type': contentType, authorization: `Bearer ${token}` }, remoteAddress: nextAddress() });

  it.each(badJsonBodies)('%s: a 4xx answer in the failure envelope, and the person is still signed in', async (_case, payload) => {
    const response = await send(payload);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ success: false, error: expect.any(String), code: expect.any(String) });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });

  it('a non-object body gets field codes (400 VALIDATION_ERROR)', async () => {
    const response = await send('[]');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldCodes).length).toBeGreaterThan(0);
  });

  it('malformed JSON: 400; not JSON: 415', async () => {
    expect((await send('{"password": "a",')).json()).toMatchObject({ success: false, code: 'INVALID_JSON' });
    expect((await send('password=x', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
  });
});

describe('session ids that are not ids', () => {
  it.each(['x', '..%2F..', '%00', 'x'.repeat(300), '00000000-0000-0000-0000-000000000000'])('DELETE /api/auth/sessions/%s: 404 in the envelope', async (id) => {
    const { token } = await registerUser(ctx, { email: `bad.session.${id.length}.${id.charCodeAt(0)}@example.com` });
    const response = await ctx.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('POST /api/auth/logout with bad input', () => {
  it.each(['null', '[]', '{}', '"text"', '{"refreshToken":"' + long + '"}'])('%s: 200 or 400, never 500', async (payload) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload, headers: { 'content-type': 'application/json' } });
    expect([200, 400]).toContain(response.statusCode);
  });

  it('a wrong type for the refresh token: 400', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: 5 } });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/auth/me with bad headers', () => {
  it.each(['Bearer ', 'Bearer a.b', `Bearer ${long}`, 'Bearer \u00e9\u00e9', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJub3QtYS11dWlkIiwicm9sZSI6InN0dWRlbnQiLCJzaWQiOiJ4In0.x'])(
    '%j: 401',
    async (authorization) => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    },
  );
});
