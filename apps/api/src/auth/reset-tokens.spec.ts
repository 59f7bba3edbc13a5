import { eq } from 'drizzle-orm';
import { passwordResetTokens, users } from '../db/schema.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';
import { hashOpaqueToken } from './opaque-tokens.js';
import { consumeResetToken, createResetToken, findResetTokenUser, pruneResetTokens, RESET_TOKEN_TTL_MS } from './reset-tokens.js';

let ctx: TestContext;
let userId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const [user] = await ctx.database.db.insert(users).values({ firstName: 'Aline', lastName: 'Uwase', email: 'reset@example.com' }).returning();
  userId = user.id;
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;

describe('password reset tokens', () => {
  it('carry 256 random bits, are stored only as a hash and last one hour', async () => {
    const now = new Date();
    const token = await createResetToken(db(), userId, now);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await db().select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, hashOpaqueToken(token)));
    expect(row.expiresAt.getTime() - now.getTime()).toBe(RESET_TOKEN_TTL_MS);
    expect(RESET_TOKEN_TTL_MS).toBe(3600_000);
    expect(JSON.stringify(await db().select().from(passwordResetTokens))).not.toContain(token);
  });

  it('work once', async () => {
    const token = await createResetToken(db(), userId);
    await expect(findResetTokenUser(db(), token)).resolves.toBe(userId);
    await expect(consumeResetToken(db(), token)).resolves.toBe(userId);
    await expect(findResetTokenUser(db(), token)).resolves.toBeUndefined();
    await expect(consumeResetToken(db(), token)).resolves.toBeUndefined();
  });

  it('only one of two simultaneous uses succeeds', async () => {
    const token = await createResetToken(db(), userId);
    const results = await Promise.all([consumeResetToken(db(), token), consumeResetToken(db(), token)]);
    expect(results.filter(Boolean)).toEqual([userId]);
  });

  it('stop working after an hour', async () => {
    const token = await createResetToken(db(), userId);
    const later = new Date(Date.now() + RESET_TOKEN_TTL_MS + 1);
    await expect(findResetTokenUser(db(), token, later)).resolves.toBeUndefined();
    await expect(consumeResetToken(db(), token, later)).resolves.toBeUndefined();
  });

  it('retire the other open links of the user once one is used', async () => {
    const older = await createResetToken(db(), userId);
    const newer = await createResetToken(db(), userId);
    await expect(consumeResetToken(db(), newer)).resolves.toBe(userId);
    await expect(findResetTokenUser(db(), older)).resolves.toBeUndefined();
  });

  it('refuse unknown tokens', async () => {
    await expect(findResetTokenUser(db(), 'made-up')).resolves.toBeUndefined();
  });

  it('are pruned long after expiry', async () => {
    const token = await createResetToken(db(), userId, new Date(Date.now() - 3 * 24 * 3600 * 1000));
    await pruneResetTokens(db(), new Date(Date.now() - 24 * 3600 * 1000));
    await expect(db().select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, hashOpaqueToken(token)))).resolves.toEqual([]);
  });
});
