import { SignInResultSchema } from '@intambwe/contract';
import { eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { hashOpaqueToken } from '../../auth/opaque-tokens.js';
import { createResetToken } from '../../auth/reset-tokens.js';
import { mailQueue, passwordResetTokens, users } from '../../db/schema.js';
import { getMe, nextAddress, postJson, registerUser, resetTokenFromMail } from '../../test-support/auth-helpers.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const neutral =
  'If an account exists for that email, we have sent a link to reset your password. The link works once, for one hour.';
const invalidToken = { success: false, code: 'INVALID_RESET_TOKEN', error: 'Invalid or expired reset token' };
const forgot = (email: unknown, ip?: string) => postJson(ctx, '/api/auth/forgot-password', { email }, { ip });
const reset = (token: unknown, password: unknown, ip?: string) =>
  postJson(ctx, '/api/auth/reset-password', { token, password }, { ip });
const login = (email: string, password: string) => postJson(ctx, '/api/auth/login', { email, password });

const flushMail = () => ctx.app.ctx.mailQueue.flush();

async function requestResetToken(email: string) {
  expect((await forgot(email)).statusCode).toBe(200);
  return resetTokenFromMail(ctx, email);
}

describe('POST /api/auth/forgot-password', () => {
  it('emails a one-hour reset link to an existing account', async () => {
    await registerUser(ctx, { email: 'forgot@example.com', firstName: 'Chidi' });
    const before = Date.now();
    const response = await forgot('Forgot@Example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: null, message: neutral });

    await flushMail();
    const mail = ctx.mailer.sent.at(-1);
    expect(mail).toMatchObject({ to: 'forgot@example.com', subject: 'Reset your Intambwe Careers password' });
    expect(mail?.text).toContain('Hello Chidi,');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}\b/);
    expect(mail?.html).toContain('href="http://localhost:3000/reset-password?token=');

    const token = await resetTokenFromMail(ctx, 'forgot@example.com');
    const [row] = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashOpaqueToken(token)));
    expect(row).toBeDefined();
    expect(row.expiresAt.getTime() - before).toBeGreaterThanOrEqual(3600_000 - 5_000);
    expect(row.expiresAt.getTime() - before).toBeLessThanOrEqual(3600_000 + 5_000);
  });

  it.each([
    ['rw-RW,rw;q=0.9,en;q=0.5', 'Hindura ijambo ry’ibanga rya konti yawe ya Intambwe Careers', 'Muraho Chidi,'],
    ['fr-FR,fr;q=0.9', 'Réinitialisez votre mot de passe Intambwe Careers', 'Bonjour Chidi,'],
    ['sw', 'Weka upya nenosiri lako la Intambwe Careers', 'Habari Chidi,'],
    ['de-DE', 'Reset your Intambwe Careers password', 'Hello Chidi,'],
  ])('writes the email in the language asked for (Accept-Language: %s)', async (acceptLanguage, subject, greeting) => {
    const email = `lang.${acceptLanguage.slice(0, 2)}@example.com`;
    await registerUser(ctx, { email, firstName: 'Chidi' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      headers: { 'accept-language': acceptLanguage },
      remoteAddress: `10.9.${acceptLanguage.length}.1`,
    });
    expect(response.statusCode).toBe(200);
    await flushMail();
    const mail = ctx.mailer.sent.filter((sent) => sent.to === email).at(-1);
    expect(mail?.subject).toBe(subject);
    expect(mail?.text).toContain(greeting);
    expect(mail?.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}\b/);
  });

  it('answers the same for an email without an account, and sends nothing', async () => {
    const sent = ctx.mailer.sent.length;
    const response = await forgot('no.account@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: null, message: neutral });
    await flushMail();
    expect(ctx.mailer.sent.length).toBe(sent);
  });

  it.each([
    [undefined, 'Email is required'],
    ['', 'Email is required'],
    ['not-an-email', 'Please enter a valid email address'],
    [{ $ne: '' }, 'Email is required'],
  ])('answers 400 for %j', async (email, message) => {
    const response = await forgot(email);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error: message });
  });

  it('limits one address to 10 requests in 15 minutes', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 10; i += 1) expect((await forgot(`someone${i}@example.com`, ip)).statusCode).toBe(200);
    const limited = await forgot('someone-else@example.com', ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });

  it("sends one account at most 5 reset emails an hour, but never refuses the owner's request because of strangers'", async () => {
    await registerUser(ctx, { email: 'mailbomb@example.com' });
    await flushMail(); // the registration's verification email
    const sent = ctx.mailer.sent.length;
    // Strangers ask for the owner's email from many addresses (and for an email without an account).
    for (let i = 0; i < 8; i += 1) {
      expect((await forgot('mailbomb@example.com')).statusCode).toBe(200);
      expect((await forgot('unknown.bomb@example.com')).statusCode).toBe(200);
    }
    await flushMail();
    expect(ctx.mailer.sent.length - sent).toBe(5);
    // The owner's own request: answered as usual (before: 429 for an hour).
    const own = await forgot('MailBomb@example.com');
    expect(own.statusCode).toBe(200);
    expect(own.json().message).toBe(neutral);
    await flushMail();
    expect(ctx.mailer.sent.length - sent).toBe(5);
    // And a link in the inbox, sent within the hour, works.
    const token = await resetTokenFromMail(ctx, 'mailbomb@example.com');
    expect((await postJson(ctx, '/api/auth/reset-password', { token, password: 'Inzira9Nshya' })).statusCode).toBe(200);
  });

  it('does the same work for a known and an unknown email: one queued request each, the account looked up by the mail worker', async () => {
    await registerUser(ctx, { email: 'timing.known@example.com' });
    const queued = async () => (await ctx.database.db.select().from(mailQueue)).length;
    const tokens = async () => (await ctx.database.db.select().from(passwordResetTokens)).length;
    await flushMail();
    const [queuedBefore, tokensBefore] = [await queued(), await tokens()];
    const kick = vi.spyOn(ctx.app.ctx.mailQueue, 'kick').mockImplementation(() => undefined);
    try {
      expect((await forgot('timing.known@example.com')).statusCode).toBe(200);
      expect(await queued()).toBe(queuedBefore + 1);
      expect((await forgot('timing.unknown@example.com')).statusCode).toBe(200);
      expect(await queued()).toBe(queuedBefore + 2);
      // Nothing about the account happened on the request path: no reset link exists yet.
      expect(await tokens()).toBe(tokensBefore);
    } finally {
      kick.mockRestore();
    }
    await flushMail();
    expect(await tokens()).toBe(tokensBefore + 1);
    expect(ctx.mailer.sent.at(-1)?.to).toBe('timing.known@example.com');
  });

  it('still answers 200 when SMTP is down, and sends the email from the queue once it is back', async () => {
    await registerUser(ctx, { email: 'smtp.down@example.com' });
    await flushMail(); // the registration's verification email
    const send = ctx.mailer.send;
    let refused = 0;
    ctx.mailer.send = async () => {
      refused += 1;
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' });
    };
    try {
      expect((await forgot('smtp.down@example.com')).statusCode).toBe(200);
      await flushMail();
      expect(refused).toBe(1);
    } finally {
      ctx.mailer.send = send;
    }
    const [queued] = await ctx.database.db.select().from(mailQueue).where(isNull(mailQueue.sentAt));
    expect(queued).toMatchObject({
      kind: 'password-reset',
      attempts: 1,
      lastError: 'ESOCKET: connect ECONNREFUSED 127.0.0.1:25',
    });
    // Stored encrypted: the reset link cannot be read from the database.
    expect(queued.payload).not.toContain('reset-password');
    expect(queued.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // The retry comes due (as if 30 s had passed): the email goes out, and its copy is dropped.
    await ctx.database.db
      .update(mailQueue)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailQueue.id, queued.id));
    const token = await resetTokenFromMail(ctx, 'smtp.down@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [sent] = await ctx.database.db.select().from(mailQueue).where(eq(mailQueue.id, queued.id));
    expect(sent.sentAt).not.toBeNull();
    expect(sent.payload).toBeNull();
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, signs the user in and ends every other session', async () => {
    const old = await registerUser(ctx, { email: 'reset.me@example.com', password: 'OldPass123' });
    const token = await requestResetToken('reset.me@example.com');

    const response = await reset(token, 'NewPass456');
    expect(response.statusCode).toBe(200);
    const result = v.parse(SignInResultSchema, response.json().data);
    expect(result.user).toMatchObject({ email: 'reset.me@example.com', isEmailVerified: true });
    expect((await getMe(ctx, result.token)).statusCode).toBe(200);

    expect((await login('reset.me@example.com', 'OldPass123')).statusCode).toBe(401);
    expect((await login('reset.me@example.com', 'NewPass456')).statusCode).toBe(200);
    // Sessions from before the reset are over.
    expect((await getMe(ctx, old.token)).statusCode).toBe(401);
    expect((await postJson(ctx, '/api/auth/refresh', { refreshToken: old.refreshToken })).statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'reset.me@example.com'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('works once', async () => {
    await registerUser(ctx, { email: 'once@example.com' });
    const token = await requestResetToken('once@example.com');
    expect((await reset(token, 'FirstNew123')).statusCode).toBe(200);
    const again = await reset(token, 'SecondNew123');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalidToken);
    expect((await login('once@example.com', 'FirstNew123')).statusCode).toBe(200);
  });

  it('retires the other links sent before it', async () => {
    await registerUser(ctx, { email: 'two.links@example.com' });
    const first = await requestResetToken('two.links@example.com');
    const second = await requestResetToken('two.links@example.com');
    expect(first).not.toBe(second);
    expect((await reset(second, 'Second123')).statusCode).toBe(200);
    expect((await reset(first, 'First1234')).json()).toEqual(invalidToken);
  });

  it('refuses an expired token', async () => {
    await registerUser(ctx, { email: 'expired@example.com', password: 'Original987' });
    const token = await requestResetToken('expired@example.com');
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashOpaqueToken(token)));
    const response = await reset(token, 'TooLate123');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalidToken);
    expect((await login('expired@example.com', 'Original987')).statusCode).toBe(200);
  });

  it('refuses a token that was never issued', async () => {
    const response = await reset('A'.repeat(43), 'Whatever123');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalidToken);
  });

  it('lets a Google-only account set a password', async () => {
    await ctx.database.db
      .insert(users)
      .values({
        firstName: 'Gloria',
        lastName: 'Google',
        email: 'gloria@example.com',
        googleSubject: 'gloria-sub',
        isEmailVerified: true,
      });
    const token = await requestResetToken('gloria@example.com');
    expect((await reset(token, 'Gloria1234')).statusCode).toBe(200);
    expect((await login('gloria@example.com', 'Gloria1234')).statusCode).toBe(200);
  });

  it.each([
    [undefined, 'Valid1234', 'token', 'Invalid or missing reset token'],
    ['', 'Valid1234', 'token', 'Invalid or missing reset token'],
    ['x'.repeat(600), 'Valid1234', 'token', 'Invalid or missing reset token'],
    ['some-token', undefined, 'password', 'Password is required'],
    ['some-token', 'Sh0rt', 'password', 'Password must be at least 8 characters'],
    [
      'some-token',
      'nouppercase1',
      'password',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
  ])('answers 400 for token %j and password %j', async (token, password, field, message) => {
    const response = await reset(token, password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      error: message,
      details: { [field]: message },
    });
  });

  it('keeps a weak new password out even with a valid token, and the token stays usable', async () => {
    await registerUser(ctx, { email: 'weak@example.com' });
    const token = await requestResetToken('weak@example.com');
    expect((await reset(token, 'weakpassword')).statusCode).toBe(400);
    expect((await reset(token, 'Strong1234')).statusCode).toBe(200);
  });

  it.each(['Password1', 'Qwerty123'])(
    'refuses the common password %s with a valid token; the token stays usable',
    async (password) => {
      const email = `common.reset.${password.toLowerCase()}@example.com`;
      await registerUser(ctx, { email });
      const token = await requestResetToken(email);
      const refused = await reset(token, password);
      const tooCommon = 'This password is too common. Please choose a less common password';
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        success: false,
        code: 'VALIDATION_ERROR',
        error: tooCommon,
        details: { password: tooCommon },
        fieldCodes: { password: 'PASSWORD_TOO_COMMON' },
      });
      expect((await reset(token, 'Uncommon4Reset')).statusCode).toBe(200);
    },
  );

  it('limits one address to 20 attempts in 15 minutes', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 20; i += 1) expect((await reset(`guess-${i}`, 'Guessing123', ip)).statusCode).toBe(400);
    const limited = await reset('guess-last', 'Guessing123', ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits one account to 5 resets an hour', async () => {
    const { user } = await registerUser(ctx, { email: 'many.resets@example.com' });
    for (let i = 0; i < 5; i += 1) {
      const token = await createResetToken(ctx.database.db, user._id);
      expect((await reset(token, `Changed${i}23`)).statusCode).toBe(200);
    }
    const limited = await reset(await createResetToken(ctx.database.db, user._id), 'Changed523');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('many.resets@example.com', 'Changed423')).statusCode).toBe(200);
  });
});
