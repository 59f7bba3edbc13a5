import { eq } from 'drizzle-orm';
import { sessions, users } from '../db/schema.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';
import { hashOpaqueToken } from './opaque-tokens.js';
import {
  findUserWithLiveSession,
  pruneSessions,
  REFRESH_GRACE_MS,
  REFRESH_IDLE_TTL_MS,
  revokeAllUserSessions,
  revokeSessionByToken,
  rotateSession as rotate,
  SESSION_MAX_AGE_MS,
  startSession,
  successorToken,
} from './sessions.js';

let ctx: TestContext;
let userId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const [user] = await ctx.database.db.insert(users).values({ firstName: 'Aline', lastName: 'Uwase', email: 'sessions@example.com' }).returning();
  userId = user.id;
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;
const secret = 'a-signing-secret-for-the-session-tests-0123456789';
const rotateSession = (database: ReturnType<typeof db>, token: string, now?: Date) => rotate(database, secret, token, now);
const DAY = 24 * 3600 * 1000;

describe('refresh-token sessions', () => {
  it('stores only the hash of the token; a session lasts 14 days without use, 30 days at most', async () => {
    const now = new Date();
    const { refreshToken, familyId } = await startSession(db(), userId, { now });
    const rows = await db().select().from(sessions).where(eq(sessions.familyId, familyId));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashOpaqueToken(refreshToken));
    expect(JSON.stringify(rows)).not.toContain(refreshToken);
    expect(rows[0].expiresAt.getTime() - now.getTime()).toBe(REFRESH_IDLE_TTL_MS);
    expect(REFRESH_IDLE_TTL_MS).toBe(14 * DAY);
    expect(SESSION_MAX_AGE_MS).toBe(30 * DAY);
  });

  it('ends 30 days after sign-in however often it is refreshed (absolute lifetime)', async () => {
    const signIn = new Date(Date.now() - 29 * DAY);
    const { refreshToken } = await startSession(db(), userId, { now: signIn });
    // Refreshed every few days: each refresh extends the idle expiry, never past sign-in + 30 days.
    let token = refreshToken;
    for (const day of [5, 10, 15, 20, 25, 29]) {
      const rotated = await rotateSession(db(), token, new Date(signIn.getTime() + day * DAY));
      if (!rotated.ok) throw new Error(`refresh on day ${day} failed: ${rotated.reason}`);
      token = rotated.refreshToken;
    }
    const [row] = await db().select().from(sessions).where(eq(sessions.tokenHash, hashOpaqueToken(token)));
    expect(row.expiresAt.getTime()).toBe(signIn.getTime() + SESSION_MAX_AGE_MS);
    await expect(rotateSession(db(), token, new Date(signIn.getTime() + 30 * DAY + 1000))).resolves.toEqual({ ok: false, reason: 'expired' });
  });

  it('rotates: the next token is in the same family and the old one is spent', async () => {
    const first = await startSession(db(), userId);
    const rotated = await rotateSession(db(), first.refreshToken);
    expect(rotated).toMatchObject({ ok: true, userId, familyId: first.familyId });
    if (!rotated.ok) return;
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    const again = await rotateSession(db(), rotated.refreshToken);
    expect(again.ok).toBe(true);
  });

  it('gives a token rotated moments ago the family\'s current token (grace window), not a new one', async () => {
    const now = Date.now();
    const first = await startSession(db(), userId, { now: new Date(now) });
    const second = await rotateSession(db(), first.refreshToken, new Date(now + 1000));
    if (!second.ok) throw new Error('rotation failed');
    expect(second.refreshToken).toBe(successorToken(secret, first.refreshToken));
    const late = await rotateSession(db(), first.refreshToken, new Date(now + 1000 + REFRESH_GRACE_MS));
    expect(late).toEqual({ ok: true, userId, familyId: first.familyId, refreshToken: second.refreshToken });
    // The chain is followed when the family moved on twice within the window.
    const third = await rotateSession(db(), second.refreshToken, new Date(now + 2000));
    if (!third.ok) throw new Error('rotation failed');
    await expect(rotateSession(db(), first.refreshToken, new Date(now + 3000))).resolves.toMatchObject({ ok: true, refreshToken: third.refreshToken });
    await expect(findUserWithLiveSession(db(), userId, first.familyId, new Date(now + 3000))).resolves.toMatchObject({ id: userId });
  });

  it('treats a rotated token coming back after the grace window as theft: the whole family is revoked', async () => {
    const now = Date.now();
    const first = await startSession(db(), userId, { now: new Date(now) });
    const second = await rotateSession(db(), first.refreshToken, new Date(now));
    if (!second.ok) throw new Error('rotation failed');
    await expect(rotateSession(db(), first.refreshToken, new Date(now + REFRESH_GRACE_MS + 1))).resolves.toEqual({ ok: false, reason: 'reused' });
    // The thief's replay also ends the legitimate holder's newer token.
    await expect(rotateSession(db(), second.refreshToken)).resolves.toEqual({ ok: false, reason: 'revoked' });
    await expect(findUserWithLiveSession(db(), userId, first.familyId)).resolves.toBeUndefined();
  });

  it('gives two simultaneous rotations of one token the same next token, and the session stays live', async () => {
    const { refreshToken, familyId } = await startSession(db(), userId);
    const results = await Promise.all([rotateSession(db(), refreshToken), rotateSession(db(), refreshToken)]);
    expect(results).toEqual([
      { ok: true, userId, familyId, refreshToken: successorToken(secret, refreshToken) },
      { ok: true, userId, familyId, refreshToken: successorToken(secret, refreshToken) },
    ]);
    const live = await db().select().from(sessions).where(eq(sessions.familyId, familyId));
    expect(live.filter((row) => !row.rotatedAt && !row.revokedAt)).toHaveLength(1);
    await expect(findUserWithLiveSession(db(), userId, familyId)).resolves.toMatchObject({ id: userId });
  });

  it('refuses unknown and expired tokens', async () => {
    await expect(rotateSession(db(), 'not-a-token')).resolves.toEqual({ ok: false, reason: 'unknown' });
    const { refreshToken } = await startSession(db(), userId);
    const later = new Date(Date.now() + REFRESH_IDLE_TTL_MS + 1000);
    await expect(rotateSession(db(), refreshToken, later)).resolves.toEqual({ ok: false, reason: 'expired' });
  });

  it('ends a family by any of its tokens, and reports unknown tokens', async () => {
    const { refreshToken, familyId } = await startSession(db(), userId);
    await expect(findUserWithLiveSession(db(), userId, familyId)).resolves.toMatchObject({ id: userId });
    await expect(revokeSessionByToken(db(), refreshToken)).resolves.toMatch(/^[0-9a-f-]{36}$/);
    await expect(findUserWithLiveSession(db(), userId, familyId)).resolves.toBeUndefined();
    await expect(rotateSession(db(), refreshToken)).resolves.toEqual({ ok: false, reason: 'revoked' });
    await expect(revokeSessionByToken(db(), 'unknown-token')).resolves.toBeNull();
  });

  it('ends every session of a user at once', async () => {
    const [a, b] = await Promise.all([startSession(db(), userId), startSession(db(), userId)]);
    await revokeAllUserSessions(db(), userId);
    await expect(findUserWithLiveSession(db(), userId, a.familyId)).resolves.toBeUndefined();
    await expect(findUserWithLiveSession(db(), userId, b.familyId)).resolves.toBeUndefined();
  });

  it('prunes sessions that expired long ago', async () => {
    const { familyId } = await startSession(db(), userId, { now: new Date(Date.now() - SESSION_MAX_AGE_MS - 3 * DAY) });
    await pruneSessions(db(), new Date(Date.now() - 24 * 3600 * 1000));
    await expect(db().select().from(sessions).where(eq(sessions.familyId, familyId))).resolves.toEqual([]);
  });
});
