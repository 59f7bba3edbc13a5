import { and, eq, gt, isNull, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { oneTimeCodes } from '../db/schema.js';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens.js';

/**
 * Single-use secrets kept as SHA-256 in `one_time_codes` (see the schema):
 * created with a life, used up by one conditional UPDATE (so of two requests
 * racing with one secret exactly one gets it), never readable back.
 */
export const ONE_TIME_KINDS = {
  /** POST /auth/google/nonce: the nonce an ID token must carry. */
  googleNonce: 'google-nonce',
  /** The jti of a Google registration token (complete-registration uses it up). */
  googleRegistration: 'google-registration',
  /** A solved sign-in challenge's nonce (a solution works once). */
  altchaChallenge: 'altcha-challenge',
  /** The emailed unlock link of an account at its ceiling of failed sign-ins (24 h, once). */
  unlock: 'unlock',
  /** A WebAuthn challenge of a passkey registration (bound to the person, 5 minutes, once). */
  passkeyRegistration: 'passkey-registration',
  /** A WebAuthn challenge of a passkey sign-in (5 minutes, once). */
  passkeyLogin: 'passkey-login',
} as const;
export type OneTimeKind = (typeof ONE_TIME_KINDS)[keyof typeof ONE_TIME_KINDS];

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export interface NewOneTimeCode {
  kind: OneTimeKind;
  ttlMs: number;
  userId?: string;
  platform?: string;
  /** The secret to record; a fresh 256-bit one when absent. */
  code?: string;
  now?: Date;
}

/** Records a secret and returns it (the database keeps only its hash). */
export async function createOneTimeCode(db: Executor, options: NewOneTimeCode): Promise<string> {
  const now = options.now ?? new Date();
  const code = options.code ?? newOpaqueToken();
  await db.insert(oneTimeCodes).values({
    kind: options.kind,
    codeHash: hashOpaqueToken(code),
    userId: options.userId ?? null,
    platform: options.platform ?? null,
    expiresAt: new Date(now.getTime() + options.ttlMs),
    createdAt: now,
  });
  return code;
}

function usable(kind: OneTimeKind, code: string, now: Date, platform?: string): SQL {
  const conditions = [
    eq(oneTimeCodes.kind, kind),
    eq(oneTimeCodes.codeHash, hashOpaqueToken(code)),
    isNull(oneTimeCodes.usedAt),
    gt(oneTimeCodes.expiresAt, now),
  ];
  if (platform !== undefined) conditions.push(eq(oneTimeCodes.platform, platform));
  return and(...conditions) as SQL;
}

/** Whether a secret is live (known, unused, unexpired), without using it. */
export async function isOneTimeCodeLive(db: Executor, kind: OneTimeKind, code: string, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ id: oneTimeCodes.id }).from(oneTimeCodes).where(usable(kind, code, now)).limit(1);
  return Boolean(row);
}

/**
 * Uses a secret up, atomically. Returns what it was bound to, or null when it
 * is unknown, used, expired, or (when `platform` is given) for another platform.
 */
export async function consumeOneTimeCode(
  db: Executor,
  kind: OneTimeKind,
  code: string,
  options: { platform?: string; now?: Date } = {},
): Promise<{ userId: string | null } | null> {
  const now = options.now ?? new Date();
  const [row] = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(usable(kind, code, now, options.platform))
    .returning({ userId: oneTimeCodes.userId });
  return row ?? null;
}

/** Drops secrets that expired before `expiredBefore`, used or not (housekeeping). */
export async function pruneOneTimeCodes(db: Pick<Database, 'delete'>, expiredBefore: Date): Promise<void> {
  await db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, expiredBefore));
}
