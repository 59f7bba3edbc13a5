import { AccountDeletionResultSchema, AccountExportSchema } from '@intambwe/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { ERASURE_DELAY_MS, eraseDeletedAccounts } from '../auth/account-erasure.js';
import { auditEvents, contactMessages, newsletterSubscribers, sessions, users } from '../db/schema.js';
import { authHousekeeping } from './auth/index.js';
import { getMe, nextAddress, postJson, registerUser } from '../test-support/auth-helpers.js';
import { startGoogleStandIn, type GoogleStandIn } from '../test-support/google-stand-in.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

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

const PASSWORD = 'Inzira2Nziza';
const call = (method: 'GET' | 'DELETE', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, remoteAddress: nextAddress(), headers: token ? { authorization: `Bearer ${token}` } : {} });
const login = (email: string, password: string) => postJson(ctx, '/api/auth/login', { email, password });
const userRow = async (id: string) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('GET /api/account/export', () => {
  it('holds the account, its sessions, sign-in history, newsletter and contact messages, and nothing of anyone else', async () => {
    const me = await registerUser(ctx, { email: 'export.me@example.com', firstName: 'Umutoni' });
    await login('export.me@example.com', PASSWORD);
    await login('export.me@example.com', 'Wrong1Password');
    const other = await registerUser(ctx, { email: 'export.other@example.com', firstName: 'Someoneelse' });
    await login('export.other@example.com', PASSWORD);
    await postJson(ctx, '/api/newsletter', { email: 'export.me@example.com' });
    await postJson(ctx, '/api/newsletter', { email: 'export.other@example.com' });
    await postJson(ctx, '/api/contact', { name: 'Umutoni', email: 'export.me@example.com', message: 'A question about the coaching programme.' });
    await postJson(ctx, '/api/contact', { name: 'Someoneelse', email: 'export.other@example.com', message: 'Another person’s private message.' });

    const response = await call('GET', '/api/account/export', me.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = v.parse(AccountExportSchema, response.json().data);
    expect(data.account).toMatchObject({ id: me.user._id, email: 'export.me@example.com', firstName: 'Umutoni', hasPassword: true, googleLinked: false });
    expect(data.sessions).toHaveLength(2);
    expect(data.auditEvents.map((entry) => entry.event)).toEqual(['registered', 'sign-in', 'sign-in-failed']);
    expect(data.newsletter?.email).toBe('export.me@example.com');
    expect(data.contactMessages.map((message) => message.message)).toEqual(['A question about the coaching programme.']);

    const text = response.body;
    expect(text).not.toContain('export.other@example.com');
    expect(text).not.toContain('Someoneelse');
    expect(text).not.toContain(other.user._id);
    // Never a secret: no password hash, no token.
    expect(text).not.toMatch(/\$argon2|token_hash|tokenHash|passwordHash/);
    expect(text).not.toContain(me.refreshToken);
  });

  it('needs a signed-in person', async () => {
    const response = await call('GET', '/api/account/export');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });
});

describe('DELETE /api/account', () => {
  it('with the password: sign-in impossible at once, a notice mailed, personal rows erased by the job after the delay', async () => {
    const me = await registerUser(ctx, { email: 'delete.me@example.com', firstName: 'Ganza' });
    const second = (await login('delete.me@example.com', PASSWORD)).json().data;
    await postJson(ctx, '/api/newsletter', { email: 'delete.me@example.com' });
    await postJson(ctx, '/api/contact', { name: 'Ganza', email: 'delete.me@example.com', message: 'Please call me back about jobs.' });

    const response = await call('DELETE', '/api/account', me.token, { password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const { erasureBy } = v.parse(AccountDeletionResultSchema, response.json().data);
    expect(new Date(erasureBy).getTime()).toBeGreaterThan(Date.now() + ERASURE_DELAY_MS - 60_000);

    // Nobody signs in any more: not the sessions, not the password.
    for (const token of [me.token, second.token]) expect((await getMe(ctx, token)).statusCode).toBe(401);
    expect((await postJson(ctx, '/api/auth/refresh', { refreshToken: second.refreshToken })).statusCode).toBe(401);
    expect((await login('delete.me@example.com', PASSWORD)).statusCode).toBe(401);
    // Deleting twice: the session is gone, so it is a 401.
    expect((await call('DELETE', '/api/account', me.token, { password: PASSWORD })).statusCode).toBe(401);

    const row = await userRow(me.user._id);
    expect(row.deletedAt).not.toBeNull();
    expect(row).toMatchObject({ passwordHash: null, firstName: '', lastName: '' });
    expect(row.email).not.toContain('delete.me');
    expect(await ctx.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'delete.me@example.com'))).toEqual([]);
    expect(await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'delete.me@example.com'))).toEqual([]);

    await ctx.app.ctx.mailQueue.flush();
    const notice = ctx.mailer.sent.filter((mail) => mail.to === 'delete.me@example.com').at(-1);
    expect(notice?.subject).toBe('Your Intambwe Careers account was deleted');

    // The address is free again.
    expect((await postJson(ctx, '/api/auth/register', { firstName: 'Ganza', lastName: 'Again', email: 'delete.me@example.com', password: PASSWORD })).statusCode).toBe(201);

    // The erasure job: nothing before the delay, the row and its audit trail after it; running it again is harmless.
    expect(await eraseDeletedAccounts(ctx.database.db, new Date(Date.now() + ERASURE_DELAY_MS - 60_000))).toBe(0);
    expect(await userRow(me.user._id)).toBeDefined();
    const later = new Date(Date.now() + ERASURE_DELAY_MS + 60_000);
    await authHousekeeping(ctx.app, later);
    expect(await userRow(me.user._id)).toBeUndefined();
    expect(await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.userId, me.user._id))).toEqual([]);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, me.user._id))).toEqual([]);
    expect(await eraseDeletedAccounts(ctx.database.db, later)).toBe(0);
  });

  it('a wrong password deletes nothing: 401 WRONG_PASSWORD, counted as a failed sign-in', async () => {
    const me = await registerUser(ctx, { email: 'delete.wrong@example.com' });
    const response = await call('DELETE', '/api/account', me.token, { password: 'Wrong1Password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'WRONG_PASSWORD' });
    expect((await userRow(me.user._id)).deletedAt).toBeNull();
    expect((await getMe(ctx, me.token)).statusCode).toBe(200);
    const events = (await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.userId, me.user._id))).map((row) => row.event);
    expect(events).toContain('sign-in-failed');
  });

  it('asks for a proof: 400 DELETE_PROOF_REQUIRED; no session: 401', async () => {
    const me = await registerUser(ctx, { email: 'delete.proof@example.com' });
    const response = await call('DELETE', '/api/account', me.token, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldCodes).toEqual({ password: 'DELETE_PROOF_REQUIRED' });
    expect((await call('DELETE', '/api/account', undefined, { password: PASSWORD })).statusCode).toBe(401);
  });

  it('a Google account proves itself with a fresh Google sign-in of the same identity', async () => {
    const nonce = async () => (await postJson(ctx, '/api/auth/google/nonce', {})).json().data.nonce as string;
    const claims = { sub: 'google-delete-1', email: 'delete.google@gmail.com', given_name: 'Mugisha', family_name: 'Eric' };
    const exchanged = (await postJson(ctx, '/api/auth/google/exchange-code', { idToken: await google.signIdToken({ ...claims, nonce: await nonce() }), platform: 'homepage' })).json().data;
    const created = await postJson(ctx, '/api/auth/google/complete-registration', { ...exchanged.googleUserData, role: 'student', platform: 'homepage' });
    expect(created.statusCode).toBe(201);
    const session = created.json().data;
    expect(session.user.isEmailVerified).toBe(true);

    // Another identity's token, or one without a live nonce, proves nothing.
    const otherIdentity = await google.signIdToken({ ...claims, sub: 'google-delete-2', nonce: await nonce() });
    expect((await call('DELETE', '/api/account', session.token, { idToken: otherIdentity })).json()).toMatchObject({ code: 'INVALID_ID_TOKEN' });
    const staleNonce = await google.signIdToken({ ...claims, nonce: 'not-a-nonce-of-ours' });
    expect((await call('DELETE', '/api/account', session.token, { idToken: staleNonce })).statusCode).toBe(401);
    // A password proof on an account without one.
    expect((await call('DELETE', '/api/account', session.token, { password: PASSWORD })).json()).toMatchObject({ code: 'PASSWORD_NOT_SET' });

    const fresh = await google.signIdToken({ ...claims, nonce: await nonce() });
    expect((await call('DELETE', '/api/account', session.token, { idToken: fresh })).statusCode).toBe(200);
    expect((await getMe(ctx, session.token)).statusCode).toBe(401);
    // Google sign-in no longer finds the account: it is a new person.
    const again = (await postJson(ctx, '/api/auth/google/exchange-code', { idToken: await google.signIdToken({ ...claims, nonce: await nonce() }), platform: 'homepage' })).json().data;
    expect(again.requiresRoleSelection).toBe(true);
  });
});
