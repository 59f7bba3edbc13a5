import { SignInResultSchema, UserResultSchema, AccountSessionListSchema } from '@intambwe/contract';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { ACCOUNT_TOKEN_KINDS, createAccountToken } from '../../auth/account-tokens.js';
import { hashOpaqueToken } from '../../auth/opaque-tokens.js';
import { accountTokens, auditEvents, users } from '../../db/schema.js';
import { getMe, nextAddress, postJson, registerUser } from '../../test-support/auth-helpers.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const PASSWORD = 'Inzira2Nziza';
const invalidToken = { success: false, code: 'INVALID_TOKEN', error: 'This link is invalid or has expired.' };

/** The token of the last link to `path` mailed to an address. */
async function linkToken(to: string, path: '/verify-email' | '/confirm-email'): Promise<string> {
  await ctx.app.ctx.mailQueue.flush();
  const mail = [...ctx.mailer.sent].reverse().find((sent) => sent.to === to && sent.text.includes(`${path}?token=`));
  const match = mail?.text.match(new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`no ${path} link mailed to ${to}`);
  return match[1];
}
const mailsTo = async (to: string) => {
  await ctx.app.ctx.mailQueue.flush();
  return ctx.mailer.sent.filter((sent) => sent.to === to);
};
const auditOf = (userId: string) => ctx.database.db.select().from(auditEvents).where(eq(auditEvents.userId, userId));
const login = (email: string, password: string, ip?: string) => postJson(ctx, '/api/auth/login', { email, password }, { ip });
const request = (method: 'GET' | 'DELETE' | 'POST', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, remoteAddress: nextAddress(), headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('email verification', () => {
  it('mails a link at registration, in the page language; opening it verifies the address, once', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Aline', lastName: 'Uwase', email: 'verify.fr@example.com', password: PASSWORD },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.isEmailVerified).toBe(false);
    const [mail] = await mailsTo('verify.fr@example.com');
    expect(mail.subject).toBe('Confirmez votre adresse e-mail Intambwe Careers');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/fr\/verify-email\?token=[A-Za-z0-9_-]{43}\b/);
    expect(mail.html).toContain('href="http://localhost:3000/fr/verify-email?token=');

    const token = await linkToken('verify.fr@example.com', '/verify-email');
    const [stored] = await ctx.database.db.select().from(accountTokens).where(eq(accountTokens.tokenHash, hashOpaqueToken(token)));
    expect(stored.kind).toBe('verify-email');
    expect(JSON.stringify(stored)).not.toContain(token);

    const verified = await postJson(ctx, '/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.headers['cache-control']).toBe('no-store');
    const { user } = v.parse(UserResultSchema, verified.json().data);
    expect(user).toMatchObject({ email: 'verify.fr@example.com', isEmailVerified: true });

    const again = await postJson(ctx, '/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalidToken);
  });

  it('answers one INVALID_TOKEN for an unknown and an expired token', async () => {
    const session = await registerUser(ctx, { email: 'verify.expired@example.com' });
    const expired = await createAccountToken(ctx.database.db, {
      userId: session.user._id,
      kind: ACCOUNT_TOKEN_KINDS.verifyEmail,
      now: new Date(Date.now() - 25 * 60 * 60 * 1000),
    });
    for (const token of [expired, 'made-up-token']) {
      const response = await postJson(ctx, '/api/auth/verify-email', { token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidToken);
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, session.user._id));
    expect(row.isEmailVerified).toBe(false);
  });

  it('an email-change token does not verify, nor the other way round', async () => {
    const session = await registerUser(ctx, { email: 'verify.kind@example.com' });
    const token = await createAccountToken(ctx.database.db, { userId: session.user._id, kind: ACCOUNT_TOKEN_KINDS.changeEmail, newEmail: 'x@example.com' });
    expect((await postJson(ctx, '/api/auth/verify-email', { token })).json()).toEqual(invalidToken);
    const verifyToken = await linkToken('verify.kind@example.com', '/verify-email');
    expect((await postJson(ctx, '/api/auth/change-email/confirm', { token: verifyToken })).json()).toEqual(invalidToken);
  });

  it('sends a new link on request (signed in only); the newest link retires the older one when used', async () => {
    expect((await request('POST', '/api/auth/verify-email/send')).statusCode).toBe(401);
    const session = await registerUser(ctx, { email: 'verify.resend@example.com' });
    const first = await linkToken('verify.resend@example.com', '/verify-email');
    const sent = await request('POST', '/api/auth/verify-email/send', session.token);
    expect(sent.statusCode).toBe(200);
    const second = await linkToken('verify.resend@example.com', '/verify-email');
    expect(second).not.toBe(first);
    expect((await postJson(ctx, '/api/auth/verify-email', { token: second })).statusCode).toBe(200);
    expect((await postJson(ctx, '/api/auth/verify-email', { token: first })).json()).toEqual(invalidToken);
    // Verified: nothing more to send.
    const count = (await mailsTo('verify.resend@example.com')).length;
    expect((await request('POST', '/api/auth/verify-email/send', session.token)).statusCode).toBe(200);
    expect(await mailsTo('verify.resend@example.com')).toHaveLength(count);
  });

  it('refuses a missing or oversized token with a field code', async () => {
    for (const body of [{}, { token: '' }, { token: 'x'.repeat(600) }, { token: 42 }]) {
      const response = await postJson(ctx, '/api/auth/verify-email', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', fieldCodes: { token: 'LINK_TOKEN_REQUIRED' } });
    }
  });
});

describe('POST /api/auth/change-password', () => {
  it('needs the current password: a wrong one is a 401 WRONG_PASSWORD counted as a failed sign-in', async () => {
    const session = await registerUser(ctx, { email: 'change.wrong@example.com' });
    const response = await request('POST', '/api/auth/change-password', session.token, { currentPassword: 'Wrong1Password', newPassword: 'Nouveau9Chemin' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'WRONG_PASSWORD' });
    const events = (await auditOf(session.user._id)).map((row) => row.event);
    expect(events).toContain('sign-in-failed');
    expect(events).not.toContain('password-changed');
    // Still signed in, and the old password still works.
    expect((await getMe(ctx, session.token)).statusCode).toBe(200);
    expect((await login('change.wrong@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('changes the password, ends every other session, mails a notice and signs in anew', async () => {
    const session = await registerUser(ctx, { email: 'change.ok@example.com', firstName: 'Keza' });
    const other = (await login('change.ok@example.com', PASSWORD)).json().data;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: PASSWORD, newPassword: 'Nouveau9Chemin' },
      headers: { authorization: `Bearer ${session.token}`, 'accept-language': 'sw' },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(200);
    const result = v.parse(SignInResultSchema, response.json().data);

    // The other session and this one's old tokens end; the answer's tokens work.
    expect((await getMe(ctx, other.token)).statusCode).toBe(401);
    expect((await postJson(ctx, '/api/auth/refresh', { refreshToken: other.refreshToken })).statusCode).toBe(401);
    expect((await getMe(ctx, session.token)).statusCode).toBe(401);
    expect((await getMe(ctx, result.token)).statusCode).toBe(200);

    expect((await login('change.ok@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await login('change.ok@example.com', 'Nouveau9Chemin')).statusCode).toBe(200);
    const notice = (await mailsTo('change.ok@example.com')).at(-1);
    expect(notice?.subject).toBe('Nenosiri ya akaunti yako ya Intambwe Careers imebadilishwa');
    expect(notice?.text).toContain('Keza');
    expect((await auditOf(session.user._id)).map((row) => row.event)).toContain('password-changed');
  });

  it('refuses a weak or common new password before checking the current one', async () => {
    const session = await registerUser(ctx, { email: 'change.weak@example.com' });
    const weak = await request('POST', '/api/auth/change-password', session.token, { currentPassword: PASSWORD, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldCodes).toEqual({ newPassword: 'PASSWORD_TOO_SHORT' });
    const common = await request('POST', '/api/auth/change-password', session.token, { currentPassword: PASSWORD, newPassword: 'Password1' });
    expect(common.statusCode).toBe(400);
    expect(common.json().fieldCodes).toEqual({ newPassword: 'PASSWORD_TOO_COMMON' });
    const missing = await request('POST', '/api/auth/change-password', session.token, { newPassword: 'Nouveau9Chemin' });
    expect(missing.json().fieldCodes).toEqual({ currentPassword: 'CURRENT_PASSWORD_REQUIRED' });
    expect((await request('POST', '/api/auth/change-password', undefined, { currentPassword: PASSWORD, newPassword: 'Nouveau9Chemin' })).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('lists the live sessions with the current one marked', async () => {
    const first = await registerUser(ctx, { email: 'sessions.list@example.com' });
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'sessions.list@example.com', password: PASSWORD },
      headers: { 'user-agent': 'Phone Browser/1.0' },
      remoteAddress: nextAddress(),
    });
    const response = await request('GET', '/api/auth/sessions', second.json().data.token);
    expect(response.statusCode).toBe(200);
    const list = v.parse(AccountSessionListSchema, response.json().data);
    expect(list).toHaveLength(2);
    expect(list.filter((session) => session.current)).toHaveLength(1);
    expect(list.find((session) => session.current)?.userAgent).toBe('Phone Browser/1.0');
    expect((await request('GET', '/api/auth/sessions')).statusCode).toBe(401);
    expect((await request('GET', '/api/auth/sessions', first.token)).json().data.find((s: { current: boolean }) => s.current)).toBeDefined();
  });

  it('ends one session; another person’s session id, an unknown or an ended one is a 404', async () => {
    const mine = await registerUser(ctx, { email: 'sessions.mine@example.com' });
    const mySecond = (await login('sessions.mine@example.com', PASSWORD)).json().data;
    const theirs = await registerUser(ctx, { email: 'sessions.theirs@example.com' });
    const theirId = v.parse(AccountSessionListSchema, (await request('GET', '/api/auth/sessions', theirs.token)).json().data)[0].id;
    const notFound = await request('DELETE', `/api/auth/sessions/${theirId}`, mine.token);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await getMe(ctx, theirs.token)).statusCode).toBe(200);
    expect((await request('DELETE', '/api/auth/sessions/not-a-uuid', mine.token)).statusCode).toBe(404);
    expect((await request('DELETE', '/api/auth/sessions/00000000-0000-4000-8000-000000000000', mine.token)).statusCode).toBe(404);

    const list = v.parse(AccountSessionListSchema, (await request('GET', '/api/auth/sessions', mine.token)).json().data);
    const second = list.find((session) => !session.current);
    expect((await request('DELETE', `/api/auth/sessions/${second?.id}`, mine.token)).statusCode).toBe(200);
    expect((await getMe(ctx, mySecond.token)).statusCode).toBe(401);
    expect((await postJson(ctx, '/api/auth/refresh', { refreshToken: mySecond.refreshToken })).statusCode).toBe(401);
    expect((await getMe(ctx, mine.token)).statusCode).toBe(200);
    expect((await request('DELETE', `/api/auth/sessions/${second?.id}`, mine.token)).statusCode).toBe(404);
  });

  it('revoke-others ends every session but this one', async () => {
    const current = await registerUser(ctx, { email: 'sessions.others@example.com' });
    const others = [(await login('sessions.others@example.com', PASSWORD)).json().data, (await login('sessions.others@example.com', PASSWORD)).json().data];
    const response = await request('POST', '/api/auth/sessions/revoke-others', current.token);
    expect(response.statusCode).toBe(200);
    for (const other of others) expect((await getMe(ctx, other.token)).statusCode).toBe(401);
    expect((await getMe(ctx, current.token)).statusCode).toBe(200);
    expect(v.parse(AccountSessionListSchema, (await request('GET', '/api/auth/sessions', current.token)).json().data)).toHaveLength(1);
  });
});

describe('change of email', () => {
  it('mails a link to the new address and a notice to the old; the address changes when the link is opened, once', async () => {
    const session = await registerUser(ctx, { email: 'move.old@example.com', firstName: 'Eric' });
    const response = await request('POST', '/api/auth/change-email', session.token, { password: PASSWORD, newEmail: 'Move.New@Example.com' });
    expect(response.statusCode).toBe(200);
    // Nothing changes yet.
    expect((await getMe(ctx, session.token)).json().data.user.email).toBe('move.old@example.com');
    const notice = (await mailsTo('move.old@example.com')).at(-1);
    expect(notice?.subject).toBe('Your Intambwe Careers email address is being changed');
    expect(notice?.text).not.toContain('token=');
    const token = await linkToken('move.new@example.com', '/confirm-email');

    const confirmed = await postJson(ctx, '/api/auth/change-email/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(v.parse(UserResultSchema, confirmed.json().data).user).toMatchObject({ email: 'move.new@example.com', isEmailVerified: true });
    expect((await postJson(ctx, '/api/auth/change-email/confirm', { token })).json()).toEqual(invalidToken);
    expect((await login('move.new@example.com', PASSWORD)).statusCode).toBe(200);
    expect((await login('move.old@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await auditOf(session.user._id)).map((row) => row.event)).toContain('email-changed');
  });

  it('refuses a wrong password (401), a taken address (409) and the same address (400)', async () => {
    const session = await registerUser(ctx, { email: 'move.refused@example.com' });
    await registerUser(ctx, { email: 'move.taken@example.com' });
    const wrong = await request('POST', '/api/auth/change-email', session.token, { password: 'Wrong1Password', newEmail: 'move.free@example.com' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const taken = await request('POST', '/api/auth/change-email', session.token, { password: PASSWORD, newEmail: 'move.taken@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
    const same = await request('POST', '/api/auth/change-email', session.token, { password: PASSWORD, newEmail: 'MOVE.refused@example.com' });
    expect(same.statusCode).toBe(400);
    expect(same.json().fieldCodes).toEqual({ newEmail: 'EMAIL_UNCHANGED' });
    expect(await mailsTo('move.free@example.com')).toHaveLength(0);
  });

  it('answers 409 when the new address was taken after the link went out', async () => {
    const session = await registerUser(ctx, { email: 'move.race@example.com' });
    expect((await request('POST', '/api/auth/change-email', session.token, { password: PASSWORD, newEmail: 'move.raced@example.com' })).statusCode).toBe(200);
    const token = await linkToken('move.raced@example.com', '/confirm-email');
    await registerUser(ctx, { email: 'move.raced@example.com' });
    const response = await postJson(ctx, '/api/auth/change-email/confirm', { token });
    expect(response.statusCode).toBe(409);
    const [row] = await ctx.database.db.select().from(users).where(and(eq(users.id, session.user._id)));
    expect(row.email).toBe('move.race@example.com');
  });
});
