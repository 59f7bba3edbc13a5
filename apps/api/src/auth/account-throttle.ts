import { and, asc, count, eq, gt, lt, or } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Database } from '../db/client.js';
import { accountAttempts } from '../db/schema.js';

/**
 * Per-account limits (a sliding window of counted attempts per scope and
 * account), kept in the database so every server process shares them and a
 * restart does not reset them. Per-address limits use @fastify/rate-limit;
 * this store exists because a per-account limit needs the parsed body, and
 * sign-in must count failed attempts only, which the plugin cannot express.
 *
 * An attempt is recorded before the work it guards and counted after, so a
 * burst of parallel requests cannot slip past the limit together.
 */
export interface AccountLimit {
  /** What is limited, e.g. 'login-failures'. */
  scope: string;
  max: number;
  windowMs: number;
}

export type AttemptResult = { allowed: true; attemptId: string } | { allowed: false; retryAfterSeconds: number };

/** Identifiers are kept only as a SHA-256 (emails of people without an account are not stored). */
export const subjectHash = (subject: string) => createHash('sha256').update(subject.trim().toLowerCase(), 'utf8').digest('hex');

export async function recordAttempt(db: Database, limit: AccountLimit, subject: string, now = new Date()): Promise<AttemptResult> {
  const hash = subjectHash(subject);
  const windowStart = new Date(now.getTime() - limit.windowMs);
  const [attempt] = await db
    .insert(accountAttempts)
    .values({ scope: limit.scope, subjectHash: hash, createdAt: now })
    .returning({ id: accountAttempts.id });
  const inWindow = and(eq(accountAttempts.scope, limit.scope), eq(accountAttempts.subjectHash, hash), gt(accountAttempts.createdAt, windowStart));
  const [{ attempts }] = await db.select({ attempts: count() }).from(accountAttempts).where(inWindow);
  if (attempts <= limit.max) return { allowed: true, attemptId: attempt.id };

  // Over the limit: this attempt is refused and not counted, so waiting is enough to get through.
  await db.delete(accountAttempts).where(eq(accountAttempts.id, attempt.id));
  // A place frees up once enough of the oldest attempts have left the window.
  const [pivot] = await db
    .select({ createdAt: accountAttempts.createdAt })
    .from(accountAttempts)
    .where(inWindow)
    .orderBy(asc(accountAttempts.createdAt))
    .offset(Math.max(0, attempts - 1 - limit.max))
    .limit(1);
  const frees = (pivot?.createdAt ?? now).getTime() + limit.windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((frees - now.getTime()) / 1000)) };
}

/** Counts an attempt whatever the limit says (a sign-in past the ceiling that solved a challenge still counts as a try). */
export async function addAttempt(db: Database, limit: AccountLimit, subject: string, now = new Date()): Promise<string> {
  const [attempt] = await db
    .insert(accountAttempts)
    .values({ scope: limit.scope, subjectHash: subjectHash(subject), createdAt: now })
    .returning({ id: accountAttempts.id });
  return attempt.id;
}

/** Takes back an allowed attempt (another limit refused the request it was for). */
export async function withdrawAttempt(db: Database, attemptId: string): Promise<void> {
  await db.delete(accountAttempts).where(eq(accountAttempts.id, attemptId));
}

/** Clears an account's record in one scope (a successful sign-in ends the run of failures). */
export async function clearAttempts(db: Database, scope: string, subject: string): Promise<void> {
  await db.delete(accountAttempts).where(and(eq(accountAttempts.scope, scope), eq(accountAttempts.subjectHash, subjectHash(subject))));
}

/** Clears several runs in one statement (a successful sign-in ends its pair, account and device runs at once). */
export async function clearAttemptRuns(db: Pick<Database, 'delete'>, runs: Array<[scope: string, subject: string]>): Promise<void> {
  if (runs.length === 0) return;
  await db
    .delete(accountAttempts)
    .where(or(...runs.map(([scope, subject]) => and(eq(accountAttempts.scope, scope), eq(accountAttempts.subjectHash, subjectHash(subject))))));
}

/** Drops attempts older than any window (housekeeping). */
export async function pruneAttempts(db: Database, olderThan: Date): Promise<void> {
  await db.delete(accountAttempts).where(lt(accountAttempts.createdAt, olderThan));
}
