import { HandoffResultSchema, SignInResultSchema } from '@intambwe/contract';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import * as v from 'valibot';
import { hashOpaqueToken } from '../../auth/opaque-tokens.js';
import { oneTimeCodes } from '../../db/schema.js';
import { getMe, postJson, registerUser } from '../../test-support/auth-helpers.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ ELEARNING_URL: 'https://learn.example.org/', JOB_PORTAL_URL: 'https://jobs.example.org' });
});
afterAll(async () => ctx.close());

const handoff = (token: string | undefined, platform: unknown) => postJson(ctx, '/api/auth/handoff', { platform }, { token });
const exchange = (code: unknown, platform: unknown) => postJson(ctx, '/api/auth/handoff/exchange', { code, platform });
const invalidCode = { success: false, code: 'INVALID_HANDOFF_CODE', error: 'Invalid or expired code' };

/** A code for a signed-in person of that role, and the session it came from. */
async function codeFor(role: string, platform: string, email = `handoff.${role}.${Math.random().toString(36).slice(2)}@example.com`) {
  const session = await registerUser(ctx, { email, role });
  const response = await handoff(session.token, platform);
  expect(response.statusCode).toBe(200);
  const { redirectUrl } = v.parse(HandoffResultSchema, response.json().data);
  return { session, code: new URL(redirectUrl).searchParams.get('code') ?? '', redirectUrl };
}

describe('POST /api/auth/handoff', () => {
  it.each([
    ['student', 'elearning', 'https://learn.example.org'],
    ['teacher', 'elearning', 'https://learn.example.org'],
    ['job_seeker', 'job_portal', 'https://jobs.example.org'],
    ['employer', 'job_portal', 'https://jobs.example.org'],
  ])('sends a %s to %s: <platform URL>/auth/callback?code=…, for 60 s', async (role, platform, origin) => {
    const session = await registerUser(ctx, { email: `to.${platform}.${role}@example.com`, role });
    const response = await handoff(session.token, platform);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { redirectUrl, expiresIn } = response.json().data;
    expect(expiresIn).toBe(60);
    const url = new URL(redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${origin}/auth/callback`);
    expect([...url.searchParams.keys()]).toEqual(['code']);
  });

  it('makes codes of at least 128 random bits, stored only as a hash, bound to the user and platform', async () => {
    const { session, code } = await codeFor('student', 'elearning');
    expect(Buffer.from(code, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const rows = await ctx.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.codeHash, hashOpaqueToken(code)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'handoff', userId: session.user._id, platform: 'elearning', usedAt: null });
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(60_000);
    expect(JSON.stringify(rows)).not.toContain(code);
    const other = await codeFor('student', 'elearning');
    expect(other.code).not.toBe(code);
  });

  it.each([
    ['student', 'job_portal'],
    ['teacher', 'job_portal'],
    ['job_seeker', 'elearning'],
    ['employer', 'elearning'],
  ])('answers 403 when %s asks for %s (the platform does not serve the role)', async (role, platform) => {
    const session = await registerUser(ctx, { email: `wrong.${platform}.${role}@example.com`, role });
    const response = await handoff(session.token, platform);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, code: 'PLATFORM_NOT_FOR_ROLE', error: 'This platform does not serve your account type.' });
  });

  it.each([
    ['no token', undefined],
    ['a bad token', 'not.a.jwt'],
  ])('answers 401 with %s', async (_case, token) => {
    const response = await handoff(token, 'elearning');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('answers 401 once the session has ended', async () => {
    const session = await registerUser(ctx, { email: 'handoff.after.logout@example.com' });
    await postJson(ctx, '/api/auth/logout', { refreshToken: session.refreshToken });
    expect((await handoff(session.token, 'elearning')).statusCode).toBe(401);
  });

  it.each([[undefined], ['homepage'], ['jobportal'], [42]])('answers 400 for the platform %j', async (platform) => {
    const session = await registerUser(ctx, { email: `bad.platform.${String(platform)}@example.com` });
    const response = await handoff(session.token, platform);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error: 'Platform must be elearning or job_portal' });
  });
});

describe('POST /api/auth/handoff/exchange', () => {
  it('signs the person in on the platform: a sign-in result with a session of its own', async () => {
    const { session, code } = await codeFor('teacher', 'elearning');
    const response = await exchange(code, 'elearning');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const result = v.parse(SignInResultSchema, response.json().data);
    expect(result.user).toEqual(session.user);
    expect(result.refreshToken).not.toBe(session.refreshToken);
    expect(decodeJwt(result.token)['sid']).not.toBe(decodeJwt(session.token)['sid']);
    expect((await getMe(ctx, result.token)).statusCode).toBe(200);
    // Signing out on the platform leaves the front door's session alone, and the other way round.
    await postJson(ctx, '/api/auth/logout', { refreshToken: result.refreshToken });
    expect((await getMe(ctx, result.token)).statusCode).toBe(401);
    expect((await getMe(ctx, session.token)).statusCode).toBe(200);
  });

  it('works once', async () => {
    const { code } = await codeFor('student', 'elearning');
    expect((await exchange(code, 'elearning')).statusCode).toBe(200);
    const again = await exchange(code, 'elearning');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalidCode);
  });

  it('lets exactly one of two simultaneous exchanges of one code through', async () => {
    const { code } = await codeFor('job_seeker', 'job_portal');
    const results = await Promise.all(Array.from({ length: 4 }, () => exchange(code, 'job_portal')));
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 400, 400, 400]);
  });

  it('refuses a code for the other platform, with the same answer (and the code stays for its own)', async () => {
    const { code } = await codeFor('employer', 'job_portal');
    const other = await exchange(code, 'elearning');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual(invalidCode);
    expect((await exchange(code, 'job_portal')).statusCode).toBe(200);
  });

  it('refuses an expired code with the same answer', async () => {
    const { code } = await codeFor('student', 'elearning');
    await ctx.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.codeHash, hashOpaqueToken(code)));
    const response = await exchange(code, 'elearning');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalidCode);
  });

  it('refuses a code that was never issued with the same answer', async () => {
    expect((await exchange('never-issued-never-issued-never-issued-1234', 'elearning')).json()).toEqual(invalidCode);
    expect((await exchange('x', 'job_portal')).json()).toEqual(invalidCode);
  });

  it.each([
    [{ platform: 'elearning' }, 'code', 'Invalid or expired code'],
    [{ code: 42, platform: 'elearning' }, 'code', 'Invalid or expired code'],
    [{ code: 'abc' }, 'platform', 'Platform must be elearning or job_portal'],
    [{ code: 'abc', platform: 'homepage' }, 'platform', 'Platform must be elearning or job_portal'],
  ])('answers 400 VALIDATION_ERROR for %j', async (body, field, message) => {
    const response = await postJson(ctx, '/api/auth/handoff/exchange', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', details: { [field]: message } });
  });

  it('never reveals or uses a refresh token of the front door', async () => {
    const { session, code } = await codeFor('student', 'elearning');
    const body = (await exchange(code, 'elearning')).body;
    expect(body).not.toContain(session.refreshToken);
  });
});
