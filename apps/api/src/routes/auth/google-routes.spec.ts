import { GoogleExchangeResultSchema, SignInResultSchema } from '@intambwe/contract';
import { base64url, decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { hashOpaqueToken } from '../../auth/opaque-tokens.js';
import { createOneTimeCode, ONE_TIME_KINDS } from '../../auth/one-time-codes.js';
import { signAccessToken, signRegistrationToken } from '../../auth/tokens.js';
import { oneTimeCodes, users } from '../../db/schema.js';
import { startGoogleStandIn, type GoogleStandIn, type IdTokenClaims } from '../../test-support/google-stand-in.js';
import { getMe, resetTokenFromMail, nextAddress, postJson, registerUser } from '../../test-support/auth-helpers.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

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

let subjects = 0;
/** Google claims for a person never seen before. */
function newPerson(overrides: IdTokenClaims = {}): IdTokenClaims & { sub: string; email: string } {
  subjects += 1;
  return { given_name: 'Amani', family_name: 'Mugisha', ...overrides, sub: `2000000000000${subjects}`, email: overrides.email ?? `person${subjects}@gmail.example.com` };
}

/** A nonce from the server, as the client gets one before it starts Google sign-in. */
async function newNonce(): Promise<string> {
  const response = await postJson(ctx, '/api/auth/google/nonce', {});
  expect(response.statusCode).toBe(200);
  return response.json().data.nonce;
}
/** An ID token carrying a live nonce of ours (unless the claims bring their own). */
const signed = async (claims: IdTokenClaims, options?: Parameters<GoogleStandIn['signIdToken']>[1]) =>
  google.signIdToken({ nonce: await newNonce(), ...claims }, options);
const exchangeToken = (idToken: string, ip?: string) => postJson(ctx, '/api/auth/google/exchange-code', { idToken, platform: 'homepage' }, { ip });
const exchange = async (claims: IdTokenClaims, ip?: string) => exchangeToken(await signed(claims), ip);
const complete = (body: Record<string, unknown>) => postJson(ctx, '/api/auth/google/complete-registration', { platform: 'homepage', ...body });
const invalidIdToken = { success: false, code: 'INVALID_ID_TOKEN', error: 'ID token validation failed' };
const invalidRegistration = { success: false, code: 'INVALID_REGISTRATION_TOKEN', error: 'Your Google sign-up has expired or does not match this email. Please continue with Google again.' };

async function googleUserDataFor(claims: IdTokenClaims) {
  const response = await exchange(claims);
  expect(response.statusCode).toBe(200);
  const data = v.parse(GoogleExchangeResultSchema, response.json().data);
  if (!data.requiresRoleSelection) throw new Error('expected a new account');
  return data.googleUserData;
}

describe('POST /api/auth/google/exchange-code and complete-registration: a new person', () => {
  it('asks for a role, then creates the account (201) with that role and signs it in; next time it signs in directly', async () => {
    const person = newPerson({ picture: 'https://lh3.googleusercontent.com/a/new-person' });
    const exchanged = await exchange(person);
    expect(exchanged.statusCode).toBe(200);
    const { data } = exchanged.json();
    expect(data).toEqual({
      requiresRoleSelection: true,
      googleUserData: {
        firstName: 'Amani',
        lastName: 'Mugisha',
        email: person.email,
        profilePicture: 'https://lh3.googleusercontent.com/a/new-person',
        registrationToken: expect.any(String),
      },
    });
    expect(await ctx.database.db.select().from(users).where(eq(users.email, person.email))).toEqual([]);

    const created = await complete({ ...data.googleUserData, role: 'employer' });
    expect(created.statusCode).toBe(201);
    const result = v.parse(SignInResultSchema, created.json().data);
    expect(result.user).toMatchObject({ email: person.email, role: 'employer', isEmailVerified: true, firstName: 'Amani', lastName: 'Mugisha', profilePicture: 'https://lh3.googleusercontent.com/a/new-person' });
    expect((await getMe(ctx, result.token)).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, person.email));
    expect(row).toMatchObject({ googleSubject: person.sub, passwordHash: null });

    const again = await exchange(person);
    expect(again.statusCode).toBe(200);
    const signedIn = v.parse(GoogleExchangeResultSchema, again.json().data);
    expect(signedIn).toMatchObject({ requiresRoleSelection: false, user: { _id: result.user._id, role: 'employer' }, token: expect.any(String), refreshToken: expect.any(String) });
  });

  it('takes the names the person confirmed, within the limits', async () => {
    const data = await googleUserDataFor(newPerson());
    const created = await complete({ ...data, firstName: 'Amani Grace', lastName: 'Mugisha-Uwase', role: 'student' });
    expect(created.json().data.user).toMatchObject({ firstName: 'Amani Grace', lastName: 'Mugisha-Uwase' });
    const tooLong = await complete({ ...(await googleUserDataFor(newPerson())), firstName: 'N'.repeat(51), role: 'student' });
    expect(tooLong.statusCode).toBe(400);
  });

  it('drops control characters from the confirmed names', async () => {
    const data = await googleUserDataFor(newPerson());
    const created = await complete({ ...data, firstName: 'Am\u0000ani', lastName: 'Mu\u0000gisha', role: 'student' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.user).toMatchObject({ firstName: 'Amani', lastName: 'Mugisha' });
  });

  it('fills in names Google does not give, so role selection can always finish', async () => {
    const person = newPerson({ given_name: '', family_name: '', name: '', email: 'solo.name@gmail.example.com' });
    const data = await googleUserDataFor(person);
    expect(data).toMatchObject({ firstName: 'solo.name', lastName: 'Member' });
    expect((await complete({ ...data, role: 'student' })).statusCode).toBe(201);
  });

  it.each(['javascript:alert(1)', 'http://lh3.googleusercontent.com/a/x', 'https://evil.example/me.png', 'https://lh3.googleusercontent.com.evil.example/a'])(
    "refuses the picture %j: only https addresses on Google's image hosts (400 on the field)",
    async (profilePicture) => {
      const data = await googleUserDataFor(newPerson({ picture: 'https://lh3.googleusercontent.com/a/from-google' }));
      const refused = await complete({ ...data, profilePicture, role: 'teacher' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { profilePicture: 'The profile picture must be an https address on Google' } });
    },
  );

  it("keeps a picture on Google's image hosts, and drops one Google's token points elsewhere", async () => {
    const data = await googleUserDataFor(newPerson({ picture: 'http://evil.example/tracker.png' }));
    expect(data.profilePicture).toBeNull();
    const created = await complete({ ...data, profilePicture: 'https://lh5.googleusercontent.com/a/chosen', role: 'teacher' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.user.profilePicture).toBe('https://lh5.googleusercontent.com/a/chosen');
  });

  it('takes a registration token once: a second use (another tab, a replay) is refused', async () => {
    const data = await googleUserDataFor(newPerson());
    const first = await complete({ ...data, role: 'student' });
    const second = await complete({ ...data, role: 'employer' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual(invalidRegistration);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, data.email))).toHaveLength(1);
  });

  it('takes over, with the names and role the owner chose, a Gmail account someone registered meanwhile without proving it', async () => {
    const person = newPerson({ email: `meanwhile.${subjects + 1}@gmail.com` });
    const data = await googleUserDataFor(person);
    const registered = await registerUser(ctx, { email: person.email, role: 'job_seeker', firstName: 'Squat', lastName: 'Ter' });
    const completed = await complete({ ...data, role: 'student' });
    expect(completed.statusCode).toBe(201);
    expect(completed.json().data.user).toMatchObject({ _id: registered.user._id, firstName: 'Amani', lastName: 'Mugisha', role: 'student', isEmailVerified: true });
    expect((await getMe(ctx, registered.token)).statusCode).toBe(401);
  });

  it('asks for the password of an account registered meanwhile with an address Google is not authoritative for', async () => {
    const person = newPerson();
    const data = await googleUserDataFor(person);
    await registerUser(ctx, { email: person.email, role: 'job_seeker' });
    const completed = await complete({ ...data, role: 'student' });
    expect(completed.statusCode).toBe(409);
    expect(completed.json()).toEqual(linkRequiresPassword);
  });
});

const linkRequiresPassword = {
  success: false,
  code: 'GOOGLE_LINK_REQUIRES_PASSWORD',
  error: 'An account with this email already exists. Sign in with your password to link Google.',
};

describe('POST /api/auth/google/exchange-code: existing accounts', () => {
  it("lets the owner of a Gmail address a squatter registered choose names and role; the squatter's password, sessions and reset links end", async () => {
    const person = newPerson({ email: `linked.${subjects + 1}@gmail.com` });
    const registered = await registerUser(ctx, { email: person.email, password: 'Squatter123', role: 'teacher', firstName: 'Squat', lastName: 'Ter' });
    await postJson(ctx, '/api/auth/forgot-password', { email: person.email });
    await ctx.app.ctx.mailQueue.flush();
    const squattersReset = await resetTokenFromMail(ctx, person.email);
    // Google proves the address: the owner is asked for names and role, as for a new account (before: signed in as the squatter's teacher).
    const data = await googleUserDataFor(person);
    expect(data).toMatchObject({ firstName: 'Amani', lastName: 'Mugisha', email: person.email });
    const completed = await complete({ ...data, firstName: 'Amani', lastName: 'Uwera', role: 'job_seeker' });
    expect(completed.statusCode).toBe(201);
    expect(completed.json().data.user).toMatchObject({ _id: registered.user._id, firstName: 'Amani', lastName: 'Uwera', role: 'job_seeker', isEmailVerified: true });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, registered.user._id));
    expect(row.googleSubject).toBe(person.sub);
    expect(row.passwordHash).toBeNull();
    expect((await postJson(ctx, '/api/auth/login', { email: person.email, password: 'Squatter123' })).statusCode).toBe(401);
    expect((await getMe(ctx, registered.token)).statusCode).toBe(401);
    expect((await postJson(ctx, '/api/auth/reset-password', { token: squattersReset, password: 'Taken0ver99' })).statusCode).toBe(400);
    // From then on, Google signs the owner in.
    const again = await exchange(person);
    expect(again.json().data).toMatchObject({ requiresRoleSelection: false, user: { _id: registered.user._id, role: 'job_seeker' } });
  });

  it('asks the owner of a Workspace address (hd = its domain) for names and role too when its account was never proven', async () => {
    const person = newPerson({ email: `staff.${subjects + 1}@school.example.org`, hd: 'school.example.org' });
    const registered = await registerUser(ctx, { email: person.email, password: 'Workspace123' });
    const data = await googleUserDataFor(person);
    const completed = await complete({ ...data, role: 'teacher' });
    expect(completed.statusCode).toBe(201);
    expect(completed.json().data.user).toMatchObject({ _id: registered.user._id, role: 'teacher' });
  });

  it.each([
    ['an address Google is not authoritative for', {}],
    ['a Workspace hd of another domain', { hd: 'elsewhere.example.org' }],
    ['a look-alike of gmail.com', { email: 'someone@gmail.com.example.net' }],
  ])('never links %s silently: 409, the password and its sessions stay', async (_case, overrides: IdTokenClaims) => {
    const person = newPerson(overrides);
    const registered = await registerUser(ctx, { email: person.email, password: 'Owner12345' });
    const response = await exchange(person);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(linkRequiresPassword);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, registered.user._id));
    expect(row.googleSubject).toBeNull();
    expect(row.passwordHash).not.toBeNull();
    expect((await getMe(ctx, registered.token)).statusCode).toBe(200);
    expect((await postJson(ctx, '/api/auth/login', { email: person.email, password: 'Owner12345' })).statusCode).toBe(200);
  });

  it('keeps the password of an account whose email was already proven', async () => {
    const person = newPerson({ email: `proven.${subjects + 1}@googlemail.com` });
    await registerUser(ctx, { email: person.email, password: 'Proven1234' });
    await ctx.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.email, person.email));
    expect((await exchange(person)).json().data.requiresRoleSelection).toBe(false);
    expect((await postJson(ctx, '/api/auth/login', { email: person.email, password: 'Proven1234' })).statusCode).toBe(200);
  });

  it('answers 409 when the email belongs to an account linked to another Google identity', async () => {
    const person = newPerson();
    await ctx.database.db.insert(users).values({ firstName: 'Other', lastName: 'Person', email: person.email, googleSubject: 'someone-else', isEmailVerified: true });
    const response = await exchange(person);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, code: 'GOOGLE_ACCOUNT_MISMATCH' });
  });
});

describe('POST /api/auth/google/nonce', () => {
  it('issues single-use nonces of 256 bits, kept only as a hash, for 10 minutes', async () => {
    const response = await postJson(ctx, '/api/auth/google/nonce', {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { nonce, expiresIn } = response.json().data;
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresIn).toBe(600);
    const rows = await ctx.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.codeHash, hashOpaqueToken(nonce)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(nonce);
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(600_000);
  });

  it('lets an ID token sign in once: the same token again, or two at once, gets 401', async () => {
    const person = newPerson();
    await registerUser(ctx, { email: `once.${person.email}` });
    const idToken = await signed(person);
    const [a, b] = await Promise.all([exchangeToken(idToken), exchangeToken(idToken)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 401]);
    const again = await exchangeToken(idToken);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(invalidIdToken);
  });
});

describe('POST /api/auth/google/link: linking after proving the password', () => {
  const link = (body: Record<string, unknown>, ip?: string) => postJson(ctx, '/api/auth/google/link', body, { ip });

  it('links with the same ID token once the password is proven; the password keeps working', async () => {
    const person = newPerson();
    const registered = await registerUser(ctx, { email: person.email, password: 'Linking123', role: 'employer' });
    const idToken = await signed(person);
    expect((await exchangeToken(idToken)).json()).toEqual(linkRequiresPassword);

    const wrong = await link({ idToken, password: 'Wrong12345' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, code: 'INVALID_CREDENTIALS', error: 'Invalid email or password' });

    const linked = await link({ idToken, password: 'Linking123' });
    expect(linked.statusCode).toBe(200);
    expect(linked.headers['cache-control']).toBe('no-store');
    const result = v.parse(SignInResultSchema, linked.json().data);
    expect(result.user).toMatchObject({ _id: registered.user._id, role: 'employer' });
    expect(linked.json().message).toBe('Google is now linked to your account.');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, registered.user._id));
    expect(row.googleSubject).toBe(person.sub);

    // The ID token is used up; Google signs in directly from now on, and so does the password.
    expect((await link({ idToken, password: 'Linking123' })).statusCode).toBe(401);
    expect((await exchange(person)).json().data).toMatchObject({ requiresRoleSelection: false, user: { _id: registered.user._id } });
    expect((await postJson(ctx, '/api/auth/login', { email: person.email, password: 'Linking123' })).statusCode).toBe(200);
  });

  it('answers 401 (one answer) when no password account has the email', async () => {
    const response = await link({ idToken: await signed(newPerson()), password: 'Whatever123' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('counts wrong passwords under the sign-in limits', async () => {
    const person = newPerson();
    await registerUser(ctx, { email: person.email, password: 'Limited123' });
    const ip = nextAddress();
    const idToken = await signed(person);
    for (let i = 0; i < 10; i += 1) expect((await link({ idToken, password: `Wrong${i}abcd` }, ip)).statusCode).toBe(401);
    const limited = await link({ idToken, password: 'Limited123' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it.each([
    [{}, 'No credential received from Google'],
    [{ idToken: 'x.y.z' }, 'Password is required'],
  ])('answers 400 for %j', async (body, message) => {
    const response = await link(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: message });
  });
});

describe('POST /api/auth/google/exchange-code: ID tokens that are refused (401)', () => {
  const now = () => Math.floor(Date.now() / 1000);
  it.each<[string, () => Promise<string>]>([
    ['a wrong audience', () => signed(newPerson({ aud: 'another-app.apps.googleusercontent.com' }))],
    ['a wrong issuer', () => signed(newPerson({ iss: 'https://issuer.evil.example.com' }))],
    ['an unknown key', async () => signed(newPerson(), { key: await google.otherKey(), kid: 'unknown-kid' })],
    ['a forged signature', async () => signed(newPerson(), { key: await google.otherKey() })],
    ['an expired token', () => signed(newPerson({ iat: now() - 7200, exp: now() - 3600 }))],
    ['an unverified email', () => signed(newPerson({ email_verified: false }))],
    ['a token that is not a JWT', async () => 'this-is-not-a-jwt'],
    ['no nonce', () => google.signIdToken(newPerson())],
    ['a nonce the server never issued', () => google.signIdToken(newPerson({ nonce: 'made-up-nonce-made-up-nonce-made-up-nonce' }))],
    [
      'an expired nonce',
      async () =>
        google.signIdToken(newPerson({ nonce: await createOneTimeCode(ctx.database.db, { kind: ONE_TIME_KINDS.googleNonce, ttlMs: -1000 }) })),
    ],
  ])('%s', async (_case, makeToken) => {
    const response = await postJson(ctx, '/api/auth/google/exchange-code', { idToken: await makeToken(), platform: 'homepage' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalidIdToken);
  });

  it('a token whose payload was edited after signing', async () => {
    const token = await signed(newPerson());
    const [header, , signature] = token.split('.');
    const body = base64url.encode(JSON.stringify({ ...decodeJwt(token), email: 'victim@example.com' }));
    const response = await postJson(ctx, '/api/auth/google/exchange-code', { idToken: `${header}.${body}.${signature}` });
    expect(response.json()).toEqual(invalidIdToken);
  });

  it.each([[undefined], [''], [123]])('answers 400 without an ID token (%j)', async (idToken) => {
    const response = await postJson(ctx, '/api/auth/google/exchange-code', { idToken, platform: 'homepage' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error: 'No credential received from Google' });
  });

  it('limits one address to 30 exchanges in 15 minutes', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 30; i += 1) {
      const response = await postJson(ctx, '/api/auth/google/exchange-code', { idToken: 'not-a-jwt' }, { ip });
      expect(response.statusCode).toBe(401);
    }
    const limited = await postJson(ctx, '/api/auth/google/exchange-code', { idToken: 'not-a-jwt' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/auth/google/complete-registration: registration tokens that are refused (401)', () => {
  const secret = () => ctx.app.ctx.signingSecret;

  it('a missing token', async () => {
    const data = await googleUserDataFor(newPerson());
    for (const registrationToken of [undefined, '', '   ', 42]) {
      const response = await complete({ ...data, registrationToken, role: 'student' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(invalidRegistration);
    }
  });

  it('a token for another email than the one sent (the body cannot choose the account)', async () => {
    const data = await googleUserDataFor(newPerson());
    const response = await complete({ ...data, email: 'someone.else@example.com', role: 'student' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalidRegistration);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, 'someone.else@example.com'))).toEqual([]);
  });

  it('a token whose email was edited', async () => {
    const data = await googleUserDataFor(newPerson());
    const [header, , signature] = data.registrationToken.split('.');
    const body = base64url.encode(JSON.stringify({ ...decodeJwt(data.registrationToken), email: 'victim@example.com' }));
    const response = await complete({ ...data, email: 'victim@example.com', registrationToken: `${header}.${body}.${signature}`, role: 'student' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalidRegistration);
  });

  it('an expired token', async () => {
    const person = newPerson();
    const { token: registrationToken } = await signRegistrationToken(
      secret(),
      { googleSubject: person.sub, email: person.email, firstName: 'Amani', lastName: 'Mugisha', profilePicture: null, emailAuthoritative: false },
      new Date(Date.now() - 16 * 60 * 1000),
    );
    const response = await complete({ firstName: 'Amani', lastName: 'Mugisha', email: person.email, registrationToken, role: 'student' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalidRegistration);
  });

  it('a token signed by someone else, or an access token in its place', async () => {
    const person = newPerson();
    const identity = { googleSubject: person.sub, email: person.email, firstName: 'Amani', lastName: 'Mugisha', profilePicture: null, emailAuthoritative: true };
    const { token: forged } = await signRegistrationToken('an-attacker-secret-that-is-long-enough', identity);
    const session = await registerUser(ctx, { email: `access.${person.email}` });
    const accessToken = await signAccessToken(secret(), { userId: session.user._id, role: 'student', sessionFamilyId: String(decodeJwt(session.token)['sid']) });
    for (const registrationToken of [forged, accessToken]) {
      const response = await complete({ firstName: 'Amani', lastName: 'Mugisha', email: person.email, registrationToken, role: 'student' });
      expect(response.statusCode).toBe(401);
    }
  });

  it.each([
    ['admin', 'Please select your role'],
    ['superuser', 'Please select your role'],
    ['', 'Please select a role to continue'],
    [undefined, 'Please select a role to continue'],
  ])('answers 400 for the role %j', async (role, message) => {
    const data = await googleUserDataFor(newPerson());
    const response = await complete({ ...data, role });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error: message });
  });
});

describe('Google sign-in without a client id, or without Google', () => {
  it('answers 503 with a configuration message when GOOGLE_CLIENT_ID is not set', async () => {
    const unconfigured = await createTestApp({ GOOGLE_JWKS_URL: google.jwksUrl });
    try {
      const response = await unconfigured.app.inject({ method: 'POST', url: '/api/auth/google/exchange-code', payload: { idToken: await google.signIdToken(newPerson()) } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ success: false, code: 'GOOGLE_NOT_CONFIGURED', error: 'Google sign-in is not configured on this server (no Google Client ID is set).' });
    } finally {
      await unconfigured.close();
    }
  });

  it("answers 503 (not 401) when Google's keys cannot be loaded", async () => {
    const cut = await createTestApp({ ...google.env, GOOGLE_JWKS_URL: `${google.jwksUrl}?unreachable` });
    google.failWith(500);
    try {
      const response = await cut.app.inject({ method: 'POST', url: '/api/auth/google/exchange-code', payload: { idToken: await google.signIdToken(newPerson()) } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, code: 'GOOGLE_UNAVAILABLE', error: expect.stringContaining('not available') });
    } finally {
      google.failWith(null);
      await cut.close();
    }
  });
});
