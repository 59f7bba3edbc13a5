import { and, eq, exists, gt, isNull, lt, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens.js';
import type { UserRow } from './users.js';

/**
 * Refresh-token sessions. A sign-in starts a family; each refresh marks the
 * presented token rotated and issues the next one in the same family. Only the
 * newest token of a family (not rotated, not revoked, not expired) is live.
 * Presenting a rotated token means it leaked or was replayed: the whole
 * family is revoked. Tokens are opaque (256 random bits) and stored as SHA-256.
 */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export interface IssuedSession {
  refreshToken: string;
  familyId: string;
}

export async function startSession(db: Executor, userId: string, options: { familyId?: string; now?: Date } = {}): Promise<IssuedSession> {
  const now = options.now ?? new Date();
  const familyId = options.familyId ?? randomUUID();
  const refreshToken = newOpaqueToken();
  await db.insert(sessions).values({
    userId,
    familyId,
    tokenHash: hashOpaqueToken(refreshToken),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    createdAt: now,
  });
  return { refreshToken, familyId };
}

export async function revokeFamily(db: Executor, familyId: string, now = new Date()): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

export async function revokeAllUserSessions(db: Executor, userId: string, now = new Date()): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Ends the session a refresh token belongs to (its whole family); false when the token is unknown. */
export async function revokeSessionByToken(db: Executor, refreshToken: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashOpaqueToken(refreshToken)))
    .limit(1);
  if (!row) return false;
  await revokeFamily(db, row.familyId, now);
  return true;
}

export type RotationResult =
  | { ok: true; userId: string; familyId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/** Exchanges a live refresh token for the next one of its family; a reused token revokes the family. */
export async function rotateSession(db: Database, refreshToken: string, now = new Date()): Promise<RotationResult> {
  const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, hashOpaqueToken(refreshToken))).limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.rotatedAt) {
    await revokeFamily(db, row.familyId, now);
    return { ok: false, reason: 'reused' };
  }
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };

  const next = await db.transaction(async (tx) => {
    // Claim the token: only one request can rotate it, even when two arrive together.
    const claimed = await tx
      .update(sessions)
      .set({ rotatedAt: now })
      .where(and(eq(sessions.id, row.id), isNull(sessions.rotatedAt), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    if (claimed.length === 0) return null;
    return startSession(tx, row.userId, { familyId: row.familyId, now });
  });
  if (!next) {
    // Another request rotated (or revoked) it a moment ago: a second use of one token.
    await revokeFamily(db, row.familyId, now);
    return { ok: false, reason: 'reused' };
  }
  return { ok: true, userId: row.userId, familyId: row.familyId, refreshToken: next.refreshToken };
}

/**
 * The user of an access token, provided the token's session family still has
 * a live token: signing out, a detected reuse or a password reset ends the
 * access tokens issued for that family too, not only its refresh token.
 */
export async function findUserWithLiveSession(db: Database, userId: string, familyId: string, now = new Date()): Promise<UserRow | undefined> {
  const liveSession = db
    .select({ one: sql`1` })
    .from(sessions)
    .where(
      and(
        eq(sessions.familyId, familyId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        isNull(sessions.rotatedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), exists(liveSession)))
    .limit(1);
  return row;
}

/** Drops sessions that expired before `expiredBefore` (housekeeping). */
export async function pruneSessions(db: Executor, expiredBefore: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, expiredBefore));
}
