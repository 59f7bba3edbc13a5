import { and, eq, exists, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { oidcSessionLinks, sessions } from '../db/schema.js';

/**
 * Which front-door session (a refresh-token family of `sessions`) an OpenID
 * Provider session stands for. The provider's session cookie and our bearer
 * session agree through it: the provider passes a person through only while
 * the linked family is live, signing out on the front door ends the linked
 * provider sessions, and signing out through the provider ends the family.
 */
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** Records (or moves) the link of a provider session to the family its sign-in came from. */
export async function linkProviderSession(db: Executor, link: { sessionUid: string; familyId: string; userId: string }): Promise<void> {
  await db
    .insert(oidcSessionLinks)
    .values({ ...link, createdAt: new Date() })
    .onConflictDoUpdate({ target: oidcSessionLinks.sessionUid, set: { familyId: link.familyId, userId: link.userId, createdAt: new Date() } });
}

/** Whether a provider session stands for a live front-door session of this person (not signed out, rotated out, revoked or expired). */
export async function isProviderSessionLive(db: Database, sessionUid: string, userId: string, now = new Date()): Promise<boolean> {
  const live = db
    .select({ one: sql`1` })
    .from(sessions)
    .where(
      and(
        eq(sessions.familyId, oidcSessionLinks.familyId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        isNull(sessions.rotatedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  const [row] = await db
    .select({ uid: oidcSessionLinks.sessionUid })
    .from(oidcSessionLinks)
    .where(and(eq(oidcSessionLinks.sessionUid, sessionUid), eq(oidcSessionLinks.userId, userId), exists(live)))
    .limit(1);
  return Boolean(row);
}

/** The provider sessions that stand for these families. */
export async function providerSessionsOf(db: Executor, familyIds: readonly string[]): Promise<string[]> {
  if (familyIds.length === 0) return [];
  const rows = await db.select({ uid: oidcSessionLinks.sessionUid }).from(oidcSessionLinks).where(inArray(oidcSessionLinks.familyId, [...familyIds]));
  return rows.map((row) => row.uid);
}

/** The family a provider session stands for, if any. */
export async function familyOfProviderSession(db: Executor, sessionUid: string): Promise<string | null> {
  const [row] = await db.select({ familyId: oidcSessionLinks.familyId }).from(oidcSessionLinks).where(eq(oidcSessionLinks.sessionUid, sessionUid)).limit(1);
  return row?.familyId ?? null;
}

export async function unlinkProviderSessions(db: Executor, sessionUids: readonly string[]): Promise<void> {
  if (sessionUids.length === 0) return;
  await db.delete(oidcSessionLinks).where(inArray(oidcSessionLinks.sessionUid, [...sessionUids]));
}

/** Drops links older than the longest provider session (housekeeping). */
export async function pruneProviderSessionLinks(db: Pick<Database, 'delete'>, createdBefore: Date): Promise<void> {
  await db.delete(oidcSessionLinks).where(lt(oidcSessionLinks.createdAt, createdBefore));
}
