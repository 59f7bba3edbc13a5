import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { passwordResetTokens } from '../db/schema.js';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens.js';

/**
 * Password-reset tokens: 32 random bytes (base64url) sent by email, stored only
 * as SHA-256, valid one hour, usable once. A successful reset also ends every
 * other outstanding reset link of that user.
 */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

export async function createResetToken(db: Executor, userId: string, now = new Date()): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashOpaqueToken(token),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    createdAt: now,
  });
  return token;
}

const usable = (tokenHash: string, now: Date) =>
  and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now));

/** The user a token may reset, without using it up; undefined for unknown, used or expired tokens. */
export async function findResetTokenUser(db: Executor, token: string, now = new Date()): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(usable(hashOpaqueToken(token), now))
    .limit(1);
  return row?.userId;
}

/**
 * Uses a token up, atomically: of two requests racing with one token only one
 * gets the user id back. Every other open token of that user is retired too.
 */
export async function consumeResetToken(db: Executor, token: string, now = new Date()): Promise<string | undefined> {
  const tokenHash = hashOpaqueToken(token);
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(usable(tokenHash, now))
    .returning({ userId: passwordResetTokens.userId });
  if (!row) return undefined;
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt), ne(passwordResetTokens.tokenHash, tokenHash)));
  return row.userId;
}

/** Drops reset tokens that expired before `expiredBefore` (housekeeping). */
export async function pruneResetTokens(db: Pick<Database, 'delete'>, expiredBefore: Date): Promise<void> {
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, expiredBefore));
}
