import { eq } from 'drizzle-orm';
import { sessions, users } from '../db/schema.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';
import { hashOpaqueToken } from './opaque-tokens.js';
import { findUserWithLiveSession, pruneSessions, REFRESH_TOKEN_TTL_MS, revokeAllUserSessions, revokeSessionByToken, rotateSession, startSession } from './sessions.js';

let ctx: TestContext;
let userId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const [user] = await ctx.database.db.insert(users).values({ firstName: 'Aline', lastName: 'Uwase', email: 'sessions@example.com' }).returning();
  userId = user.id;
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;

describe('refresh-token sessions', () => {
  it('stores only the hash of the token, for 30 days', async () => {
    const now = new Date();
    const { refreshToken, familyId } = await startSession(db(), userId, { now });
    const rows = await db().select().from(sessions).where(eq(sessions.familyId, familyId));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashOpaqueToken(refreshToken));
    expect(JSON.stringify(rows)).not.toContain(refreshToken);
    expect(rows[0].expiresAt.getTime() - now.getTime()).toBe(REFRESH_TOKEN_TTL_MS);
    expect(REFRESH_TOKEN_TTL_MS).toBe(30 * 24 * 3600 * 1000);
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

  it('treats a second use of a rotated token as theft: the whole family is revoked', async () => {
    const first = await startSession(db(), userId);
    const second = await rotateSession(db(), first.refreshToken);
    if (!second.ok) throw new Error('rotation failed');
    await expect(rotateSession(db(), first.refreshToken)).resolves.toEqual({ ok: false, reason: 'reused' });
    // The thief's replay also ends the legitimate holder's newer token.
    await expect(rotateSession(db(), second.refreshToken)).resolves.toEqual({ ok: false, reason: 'revoked' });
    await expect(findUserWithLiveSession(db(), userId, first.familyId)).resolves.toBeUndefined();
  });

  it('lets only one of two simultaneous rotations of one token through, and revokes the family', async () => {
    const { refreshToken, familyId } = await startSession(db(), userId);
    const results = await Promise.all([rotateSession(db(), refreshToken), rotateSession(db(), refreshToken)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.some((result) => !result.ok && result.reason === 'reused')).toBe(true);
    await expect(findUserWithLiveSession(db(), userId, familyId)).resolves.toBeUndefined();
  });

  it('refuses unknown and expired tokens', async () => {
    await expect(rotateSession(db(), 'not-a-token')).resolves.toEqual({ ok: false, reason: 'unknown' });
    const { refreshToken } = await startSession(db(), userId);
    const later = new Date(Date.now() + REFRESH_TOKEN_TTL_MS + 1000);
    await expect(rotateSession(db(), refreshToken, later)).resolves.toEqual({ ok: false, reason: 'expired' });
  });

  it('ends a family by any of its tokens, and reports unknown tokens', async () => {
    const { refreshToken, familyId } = await startSession(db(), userId);
    await expect(findUserWithLiveSession(db(), userId, familyId)).resolves.toMatchObject({ id: userId });
    await expect(revokeSessionByToken(db(), refreshToken)).resolves.toBe(true);
    await expect(findUserWithLiveSession(db(), userId, familyId)).resolves.toBeUndefined();
    await expect(rotateSession(db(), refreshToken)).resolves.toEqual({ ok: false, reason: 'revoked' });
    await expect(revokeSessionByToken(db(), 'unknown-token')).resolves.toBe(false);
  });

  it('ends every session of a user at once', async () => {
    const [a, b] = await Promise.all([startSession(db(), userId), startSession(db(), userId)]);
    await revokeAllUserSessions(db(), userId);
    await expect(findUserWithLiveSession(db(), userId, a.familyId)).resolves.toBeUndefined();
    await expect(findUserWithLiveSession(db(), userId, b.familyId)).resolves.toBeUndefined();
  });

  it('prunes sessions that expired long ago', async () => {
    const { familyId } = await startSession(db(), userId, { now: new Date(Date.now() - REFRESH_TOKEN_TTL_MS - 3 * 24 * 3600 * 1000) });
    await pruneSessions(db(), new Date(Date.now() - 24 * 3600 * 1000));
    await expect(db().select().from(sessions).where(eq(sessions.familyId, familyId))).resolves.toEqual([]);
  });
});
