import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { accountTokens } from '../db/schema.js';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens.js';

/**
 * Tokens of the account's emailed links (table `account_tokens`): 256 random bits sent by email,
 * stored only as SHA-256, valid 24 hours, usable once. Using one retires every other open token of
 * the same kind for that person (an older link cannot undo a newer choice).
 */
export const ACCOUNT_TOKEN_KINDS = {
  /** `{WEB}/verify-email?token=…`: proves the account's address. */
  verifyEmail: 'verify-email',
  /** `{WEB}/confirm-email?token=…`, sent to the new address: the change happens when it is opened. */
  changeEmail: 'change-email',
} as const;
export type AccountTokenKind = (typeof ACCOUNT_TOKEN_KINDS)[keyof typeof ACCOUNT_TOKEN_KINDS];

export const ACCOUNT_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export async function createAccountToken(
  db: Executor,
  options: { userId: string; kind: AccountTokenKind; newEmail?: string; now?: Date },
): Promise<string> {
  const now = options.now ?? new Date();
  const token = newOpaqueToken();
  await db.insert(accountTokens).values({
    userId: options.userId,
    kind: options.kind,
    tokenHash: hashOpaqueToken(token),
    newEmail: options.newEmail ?? null,
    expiresAt: new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS),
    createdAt: now,
  });
  return token;
}

/**
 * Uses a token up, atomically (of two requests racing with one token only one gets it): its
 * person and, for an email change, the new address; null for an unknown, used or expired token.
 */
export async function consumeAccountToken(
  db: Executor,
  kind: AccountTokenKind,
  token: string,
  now = new Date(),
): Promise<{ userId: string; newEmail: string | null } | null> {
  const tokenHash = hashOpaqueToken(token);
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.kind, kind), eq(accountTokens.tokenHash, tokenHash), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
    .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail });
  if (!row) return null;
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, row.userId), eq(accountTokens.kind, kind), isNull(accountTokens.usedAt), ne(accountTokens.tokenHash, tokenHash)));
  return row;
}

/** Drops tokens that expired before `expiredBefore` (housekeeping). */
export async function pruneAccountTokens(db: Pick<Database, 'delete'>, expiredBefore: Date): Promise<void> {
  await db.delete(accountTokens).where(lt(accountTokens.expiresAt, expiredBefore));
}
