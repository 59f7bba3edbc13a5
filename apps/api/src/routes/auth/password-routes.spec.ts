import { SignInResultSchema } from '@intambwe/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { argon2Params, keyDerivation, scryptHash } from '../../auth/passwords.js';
import { users } from '../../db/schema.js';
import { getMe, nextAddress, postJson, registerUser, registration } from '../../test-support/auth-helpers.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());
afterEach(() => vi.restoreAllMocks());

const userRow = async (email: string) => (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('POST /api/auth/register', () => {
  it('creates the account (201) and signs it in', async () => {
    const response = await postJson(ctx, '/api/auth/register', registration({ email: 'Register.One@Example.com', role: 'job_seeker' }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    const result = v.parse(SignInResultSchema, body.data);
    expect(result.user).toMatchObject({ firstName: 'Aline', lastName: 'Uwase', email: 'register.one@example.com', role: 'job_seeker', isEmailVerified: false });
    expect(result.user.createdAt).toEqual(expect.any(String));
    expect(result.refreshToken).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt|googleSubject/i);
    const me = await getMe(ctx, result.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user).toEqual(result.user);
  });

  it('stores an argon2id hash, never the password', async () => {
    await registerUser(ctx, { email: 'hash.check@example.com', password: 'Hashme123' });
    const row = await userRow('hash.check@example.com');
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=1024,t=2,p=1\$/);
    expect(row.passwordHash).not.toContain('Hashme123');
  });

  it('makes the role student when none is given', async () => {
    const { role: _role, ...withoutRole } = registration({ email: 'no.role@example.com' });
    const response = await postJson(ctx, '/api/auth/register', withoutRole);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.role).toBe('student');
  });

  it('answers 409 for an email already registered, in any case', async () => {
    await registerUser(ctx, { email: 'taken@example.com' });
    const response = await postJson(ctx, '/api/auth/register', registration({ email: 'TAKEN@example.com ' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, code: 'EMAIL_TAKEN', error: 'An account with this email already exists. Please sign in or reset your password.' });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ firstName: 'A' }, 'firstName', 'First name must be at least 2 characters'],
    [{ lastName: undefined }, 'lastName', 'Last name is required'],
    [{ lastName: 'U' }, 'lastName', 'Last name must be at least 2 characters'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ password: 'Ab1' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'alllowercase1' }, 'password', 'Password must contain at least one uppercase letter, one lowercase letter, and one number'],
    [{ password: 'NoDigitsHere' }, 'password', 'Password must contain at least one uppercase letter, one lowercase letter, and one number'],
    [{ role: 'admin' }, 'role', 'Please select your role'],
    [{ role: 42 }, 'role', 'Please select your role'],
  ])('refuses %j with 400 (%s: %s)', async (change, field, message) => {
    const response = await postJson(ctx, '/api/auth/register', registration({ email: 'invalid.input@example.com', ...change }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error: message });
    expect(body.details[field]).toBe(message);
  });

  it('drops control characters from names (NUL never reaches the database)', async () => {
    const response = await postJson(ctx, '/api/auth/register', registration({ email: 'nul.names@example.com', firstName: 'Al\u0000ine', lastName: '\u202eUwase\u0007' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user).toMatchObject({ firstName: 'Aline', lastName: 'Uwase' });
  });

  it('answers 400 when a name is too short once control characters are dropped', async () => {
    const response = await postJson(ctx, '/api/auth/register', registration({ email: 'nul.short@example.com', firstName: 'A\u0000\u0000' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: 'First name must be at least 2 characters', details: { firstName: 'First name must be at least 2 characters' }, fieldCodes: { firstName: 'FIRST_NAME_TOO_SHORT' } });
  });

  it('limits one address to 20 registrations an hour (429 with Retry-After)', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 20; i += 1) {
      const response = await postJson(ctx, '/api/auth/register', registration({ email: `flood${i}@example.com` }), { ip });
      expect(response.statusCode).toBe(201);
    }
    const limited = await postJson(ctx, '/api/auth/register', registration({ email: 'flood-last@example.com' }), { ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The wait is in the body too (a cross-origin caller may not read Retry-After), for words in any language.
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', retryAfterSeconds: Number(limited.headers['retry-after']) });
    expect((await postJson(ctx, '/api/auth/register', registration({ email: 'flood-last@example.com' }))).statusCode).toBe(201);
  });

  it('limits one email to 5 registration attempts an hour, from any address', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await postJson(ctx, '/api/auth/register', registration({ email: 'probe@example.com' }))).statusCode);
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    const limited = await postJson(ctx, '/api/auth/register', registration({ email: 'Probe@example.com' }));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/auth/register: common passwords (ASVS 6.2.4)', () => {
  const tooCommon = 'This password is too common. Please choose a less common password';

  it.each(['Password1', 'Qwerty123', 'Iloveyou1', 'Abc12345'])('refuses %s: 400 with the reason on the password field, nothing stored', async (password) => {
    const email = `common.${password.toLowerCase()}@example.com`;
    const response = await postJson(ctx, '/api/auth/register', registration({ email, password }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: 'VALIDATION_ERROR', error: tooCommon, details: { password: tooCommon }, fieldCodes: { password: 'PASSWORD_TOO_COMMON' } });
    expect(await userRow(email)).toBeUndefined();
  });

  it('accepts a password that is not on the list', async () => {
    expect((await postJson(ctx, '/api/auth/register', registration({ email: 'uncommon@example.com', password: 'Umusozi7Kigali' }))).statusCode).toBe(201);
  });
});

describe('POST /api/auth/login', () => {
  beforeAll(async () => {
    await registerUser(ctx, { email: 'login.user@example.com', password: 'Correct123', role: 'employer' });
  });

  it('signs in with the right password, whatever the case of the email', async () => {
    const response = await postJson(ctx, '/api/auth/login', { email: ' Login.User@EXAMPLE.com', password: 'Correct123' });
    expect(response.statusCode).toBe(200);
    const result = v.parse(SignInResultSchema, response.json().data);
    expect(result.user).toMatchObject({ email: 'login.user@example.com', role: 'employer' });
    expect((await getMe(ctx, result.token)).json().data.user._id).toBe(result.user._id);
  });

  it('gives a new session at each sign-in', async () => {
    const first = (await postJson(ctx, '/api/auth/login', { email: 'login.user@example.com', password: 'Correct123' })).json().data;
    const second = (await postJson(ctx, '/api/auth/login', { email: 'login.user@example.com', password: 'Correct123' })).json().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
  });

  describe('the same answer for an unknown email, a wrong password and a Google-only account', () => {
    beforeAll(async () => {
      await ctx.database.db.insert(users).values({ firstName: 'Gloria', lastName: 'Google', email: 'google.only@example.com', googleSubject: 'google-only-sub', isEmailVerified: true });
    });

    const cases: Array<[string, { email: string; password: string }]> = [
      ['an unknown email', { email: 'nobody.here@example.com', password: 'Correct123' }],
      ['a wrong password', { email: 'login.user@example.com', password: 'Wrong12345' }],
      ['a Google-only account', { email: 'google.only@example.com', password: 'Correct123' }],
    ];

    it.each(cases)('%s: 401 Invalid email or password', async (_case, body) => {
      const response = await postJson(ctx, '/api/auth/login', body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    });

    it('answers byte for byte alike', async () => {
      const answers = await Promise.all(cases.map(async ([, body]) => {
        const response = await postJson(ctx, '/api/auth/login', body);
        return { status: response.statusCode, body: response.body, type: response.headers['content-type'] };
      }));
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    });

    it.each(cases)('%s: runs exactly one argon2id check at the configured cost, like a real check', async (_case, body) => {
      const verify = vi.spyOn(keyDerivation, 'argon2Verify');
      await postJson(ctx, '/api/auth/login', body);
      expect(verify).toHaveBeenCalledTimes(1);
      expect(argon2Params(verify.mock.calls[0]?.[0] ?? '')).toEqual({ memoryCost: 1024, timeCost: 2, parallelism: 1 });
    });
  });

  it.each([
    [{}, 'email', 'Email is required'],
    [{ email: 'bad', password: 'Correct123' }, 'email', 'Please enter a valid email address'],
    [{ email: 'login.user@example.com' }, 'password', 'Password is required'],
    [{ email: 'login.user@example.com', password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ email: 'login.user@example.com', password: 'x'.repeat(129) }, 'password', 'Password must be at most 128 characters'],
    [{ email: ['login.user@example.com'], password: 'Correct123' }, 'email', 'Email is required'],
  ])('refuses %j with 400 (%s)', async (body, field, message) => {
    const response = await postJson(ctx, '/api/auth/login', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error: message, details: { [field]: message } });
  });

  it('replaces a scrypt hash of the previous version with an argon2id one at the next sign-in', async () => {
    await registerUser(ctx, { email: 'old.hash@example.com', password: 'Upgrade123' });
    await ctx.database.db.update(users).set({ passwordHash: await scryptHash('Upgrade123', { logN: 11, r: 8, p: 1 }) }).where(eq(users.email, 'old.hash@example.com'));
    expect((await postJson(ctx, '/api/auth/login', { email: 'old.hash@example.com', password: 'Wrong12345' })).statusCode).toBe(401);
    expect((await userRow('old.hash@example.com')).passwordHash).toMatch(/^\$scrypt\$/);
    expect((await postJson(ctx, '/api/auth/login', { email: 'old.hash@example.com', password: 'Upgrade123' })).statusCode).toBe(200);
    expect((await userRow('old.hash@example.com')).passwordHash).toMatch(/^\$argon2id\$v=19\$m=1024,t=2,p=1\$/);
    expect((await postJson(ctx, '/api/auth/login', { email: 'old.hash@example.com', password: 'Upgrade123' })).statusCode).toBe(200);
  });

  const login = (email: string, password: string, ip?: string) => postJson(ctx, '/api/auth/login', { email, password }, { ip });

  it("does not lock the owner out after strangers' failures from other addresses", async () => {
    await registerUser(ctx, { email: 'target@example.com', password: 'Correct123' });
    // Ten wrong passwords from ten addresses (the attack of the issue), then five strangers who use up their pair's allowance.
    for (let i = 0; i < 10; i += 1) expect((await login('target@example.com', `Guess${i}abc`)).statusCode).toBe(401);
    for (let stranger = 0; stranger < 5; stranger += 1) {
      const ip = nextAddress();
      for (let i = 0; i < 10; i += 1) expect((await login('target@example.com', `Guess${stranger}x${i}`, ip)).statusCode).toBe(401);
      expect((await login('target@example.com', 'Guess-more-1', ip)).statusCode).toBe(429);
    }
    // The owner, from an address of their own, with the right password.
    expect((await login('Target@example.com', 'Correct123')).statusCode).toBe(200);
  });

  it('allows 10 failures per account and address pair in 15 minutes; then that pair waits, even with the right password', async () => {
    await registerUser(ctx, { email: 'pair@example.com', password: 'Correct123' });
    const ip = nextAddress();
    for (let i = 0; i < 10; i += 1) expect((await login('pair@example.com', `Guess${i}abc`, ip)).statusCode).toBe(401);
    const limited = await login('pair@example.com', 'Correct123', ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(limited.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      error: expect.stringContaining('Too many requests'),
      retryAfterSeconds: Number(limited.headers['retry-after']),
    });
    // The same address may still sign in to other accounts, and the account from other addresses.
    expect((await login('login.user@example.com', 'Correct123', ip)).statusCode).toBe(200);
    expect((await login('pair@example.com', 'Correct123')).statusCode).toBe(200);
  });

  it('limits unknown emails the same way (no hint that the account does not exist)', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 10; i += 1) await login('ghost@example.com', `Guess${i}abc`, ip);
    expect((await login('ghost@example.com', 'Guess99abc', ip)).statusCode).toBe(429);
  });

  it('counts failures, not attempts: a successful sign-in clears the run', async () => {
    await registerUser(ctx, { email: 'forgetful@example.com', password: 'Correct123' });
    const ip = nextAddress();
    for (let i = 0; i < 9; i += 1) await login('forgetful@example.com', `Guess${i}abc`, ip);
    expect((await login('forgetful@example.com', 'Correct123', ip)).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1) expect((await login('forgetful@example.com', `Again${i}abc`, ip)).statusCode).toBe(401);
    // Many successes in a row are never limited by the account limits.
    const home = nextAddress();
    for (let i = 0; i < 12; i += 1) expect((await login('login.user@example.com', 'Correct123', home)).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64: fifty addresses of one /64 share one allowance of 50 attempts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 51; i += 1) {
      const response = await postJson(ctx, '/api/auth/login', { email: `v6spray${i}@example.com`, password: 'Password1' }, { ip: `2001:db8:64:1:${(i + 1).toString(16)}::7` });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
    // The next /64 is another client.
    expect((await postJson(ctx, '/api/auth/login', { email: 'login.user@example.com', password: 'Correct123' }, { ip: '2001:db8:64:2::1' })).statusCode).toBe(200);
  });

  it('counts the pair of account and IPv6 /64 too: ten failures from ten addresses of one /64 make that pair wait', async () => {
    await registerUser(ctx, { email: 'pair.v6@example.com', password: 'Correct123' });
    for (let i = 0; i < 10; i += 1) {
      expect((await postJson(ctx, '/api/auth/login', { email: 'pair.v6@example.com', password: `Guess${i}abc` }, { ip: `2001:db8:65:1::${i + 1}` })).statusCode).toBe(401);
    }
    expect((await postJson(ctx, '/api/auth/login', { email: 'pair.v6@example.com', password: 'Correct123' }, { ip: '2001:db8:65:1::99' })).statusCode).toBe(429);
  });

  it('limits one address to 50 sign-in attempts in 15 minutes', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 50; i += 1) {
      expect((await postJson(ctx, '/api/auth/login', { email: `spray${i}@example.com`, password: 'Password1' }, { ip })).statusCode).toBe(401);
    }
    const limited = await postJson(ctx, '/api/auth/login', { email: 'login.user@example.com', password: 'Correct123' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect((await postJson(ctx, '/api/auth/login', { email: 'login.user@example.com', password: 'Correct123' })).statusCode).toBe(200);
  });
});
