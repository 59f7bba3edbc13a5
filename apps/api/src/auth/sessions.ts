import { and, desc, eq, exists, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { createHmac, randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens.js';
import type { UserRow } from './users.js';

/**
 * Refresh-token sessions. A sign-in starts a family; each refresh marks the
 * presented token rotated and issues the next one in the same family. Only the
 * newest token of a family (not rotated, not revoked, not expired) is live.
 * Tokens are opaque (256 random bits) and stored as SHA-256.
 *
 * Two tabs (or a retried request) may present the same token at nearly the
 * same moment. Within REFRESH_GRACE_MS of a rotation, the rotated token gets
 * the family's current token back (not a new one): both callers end up with
 * the same live token. A token's successor is an HMAC of it under the server's
 * secret, so the current token can be found again without storing any token.
 * After the grace window, a rotated token coming back means it leaked or was
 * replayed: the whole family is revoked.
 *
 * A session lasts REFRESH_IDLE_TTL_MS after its last refresh, and never more
 * than SESSION_MAX_AGE_MS after its sign-in (the family's start).
 */
export const REFRESH_IDLE_TTL_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * 30 s: long enough for two tabs waking together, or a refresh whose answer
 * was lost and is retried on a slow mobile link; short enough that a token
 * copied from a device and replayed later is still caught as reuse.
 */
export const REFRESH_GRACE_MS = 30_000;
/** How far the successor chain is followed within the grace window (a burst of refreshes). */
const MAX_CHAIN = 8;

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export interface IssuedSession {
  refreshToken: string;
  familyId: string;
}

/** The token that follows `token` in its family (deterministic, unguessable without the secret). */
export function successorToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(`refresh-successor\0${token}`, 'utf8').digest('base64url');
}

const expiryOf = (now: Date, familyStartedAt: Date) =>
  new Date(Math.min(now.getTime() + REFRESH_IDLE_TTL_MS, familyStartedAt.getTime() + SESSION_MAX_AGE_MS));

export async function startSession(
  db: Executor,
  userId: string,
  options: { familyId?: string; familyStartedAt?: Date; refreshToken?: string; userAgent?: string | null; now?: Date } = {},
): Promise<IssuedSession> {
  const now = options.now ?? new Date();
  const familyId = options.familyId ?? randomUUID();
  const familyStartedAt = options.familyStartedAt ?? now;
  const refreshToken = options.refreshToken ?? newOpaqueToken();
  await db.insert(sessions).values({
    userId,
    familyId,
    familyStartedAt,
    tokenHash: hashOpaqueToken(refreshToken),
    expiresAt: expiryOf(now, familyStartedAt),
    userAgent: options.userAgent ?? null,
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

/** Ends the session a refresh token belongs to (its whole family) and returns the family; null when the token is unknown. */
export async function revokeSessionByToken(db: Executor, refreshToken: string, now = new Date()): Promise<string | null> {
  const [row] = await db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashOpaqueToken(refreshToken)))
    .limit(1);
  if (!row) return null;
  await revokeFamily(db, row.familyId, now);
  return row.familyId;
}

export type RotationResult =
  | { ok: true; userId: string; familyId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

type SessionRow = typeof sessions.$inferSelect;

const findByToken = async (db: Executor, token: string): Promise<SessionRow | undefined> =>
  (await db.select().from(sessions).where(eq(sessions.tokenHash, hashOpaqueToken(token))).limit(1))[0];

/**
 * A token rotated moments ago: the family's current token, found by following
 * the successor chain; after the grace window, reuse, and the family is revoked.
 */
async function answerRotated(db: Database, secret: string, row: SessionRow, token: string, now: Date): Promise<RotationResult> {
  const rotatedAt = row.rotatedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (now.getTime() - rotatedAt > REFRESH_GRACE_MS) {
    await revokeFamily(db, row.familyId, now);
    return { ok: false, reason: 'reused' };
  }
  let current = token;
  for (let step = 0; step < MAX_CHAIN; step += 1) {
    current = successorToken(secret, current);
    const next = await findByToken(db, current);
    if (!next || next.familyId !== row.familyId) break;
    if (next.revokedAt) return { ok: false, reason: 'revoked' };
    if (next.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    if (!next.rotatedAt) return { ok: true, userId: next.userId, familyId: next.familyId, refreshToken: current };
  }
  // The chain leads nowhere live: treat it as the reuse it looks like.
  await revokeFamily(db, row.familyId, now);
  return { ok: false, reason: 'reused' };
}

/**
 * Exchanges a live refresh token for the next one of its family. Within the
 * grace window a just-rotated token gets the family's current token; later, a
 * reused token revokes the family.
 */
export async function rotateSession(db: Database, secret: string, refreshToken: string, now = new Date()): Promise<RotationResult> {
  const row = await findByToken(db, refreshToken);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.rotatedAt) return answerRotated(db, secret, row, refreshToken, now);
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };

  const next = await db.transaction(async (tx) => {
    // Claim the token: only one request can rotate it, even when two arrive together.
    const claimed = await tx
      .update(sessions)
      .set({ rotatedAt: now })
      .where(and(eq(sessions.id, row.id), isNull(sessions.rotatedAt), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    if (claimed.length === 0) return null;
    return startSession(tx, row.userId, {
      familyId: row.familyId,
      familyStartedAt: row.familyStartedAt,
      refreshToken: successorToken(secret, refreshToken),
      userAgent: row.userAgent,
      now,
    });
  });
  if (!next) {
    // Another request rotated (or revoked) it a moment ago: answer as for a rotated token.
    const again = await findByToken(db, refreshToken);
    if (!again || again.revokedAt) return { ok: false, reason: 'revoked' };
    return answerRotated(db, secret, again, refreshToken, now);
  }
  return { ok: true, userId: row.userId, familyId: row.familyId, refreshToken: next.refreshToken };
}

/**
 * The user of an access token, provided the token's session family still has
 * a live token: signing out, a detected reuse, a password reset or the end of
 * the session's life ends the access tokens issued for that family too.
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
    .where(and(eq(users.id, userId), isNull(users.deletedAt), exists(liveSession)))
    .limit(1);
  return row;
}

/** Drops sessions that expired before `expiredBefore` (housekeeping). */
export async function pruneSessions(db: Executor, expiredBefore: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, expiredBefore));
}

/** A live session of a person (a refresh-token family with a live token), as GET /auth/sessions lists it. */
export interface LiveSession {
  familyId: string;
  startedAt: Date;
  /** The last refresh (or the sign-in). */
  lastUsedAt: Date;
  userAgent: string | null;
}

const liveCondition = (now: Date) => and(isNull(sessions.revokedAt), isNull(sessions.rotatedAt), gt(sessions.expiresAt, now));

/** The person's live sessions, most recently used first. */
export async function liveSessionsOf(db: Executor, userId: string, now = new Date()): Promise<LiveSession[]> {
  const rows = await db
    .select({ familyId: sessions.familyId, startedAt: sessions.familyStartedAt, lastUsedAt: sessions.createdAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), liveCondition(now)))
    .orderBy(desc(sessions.createdAt));
  return rows;
}

/** Ends one of the person's live sessions; false when it is not a live session of theirs (another person's id, say). */
export async function revokeOwnSession(db: Executor, userId: string, familyId: string, now = new Date()): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), eq(sessions.familyId, familyId), isNull(sessions.revokedAt)))
    .returning({ rotatedAt: sessions.rotatedAt, expiresAt: sessions.expiresAt });
  return ended.some((row) => row.rotatedAt === null && row.expiresAt.getTime() > now.getTime());
}

/** Ends every session of the person but `keepFamilyId` (none kept when null); returns the families that were live. */
export async function revokeSessionsExcept(db: Executor, userId: string, keepFamilyId: string | null, now = new Date()): Promise<string[]> {
  const live = (await liveSessionsOf(db, userId, now)).map((session) => session.familyId).filter((id) => id !== keepFamilyId);
  const condition = keepFamilyId
    ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.familyId, keepFamilyId))
    : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db.update(sessions).set({ revokedAt: now }).where(condition);
  return [...new Set(live)];
}
