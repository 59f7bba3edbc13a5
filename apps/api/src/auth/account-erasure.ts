import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { auditEvents, users } from '../db/schema.js';

/**
 * Erasure of deleted accounts (Rwanda's law No. 058/2021 on personal data; the privacy page
 * promises deletion within 12 months). DELETE /account makes sign-in impossible at once (sessions,
 * passkeys and links end, the email, password and Google link are cleared); this job then deletes
 * the row itself and everything that hangs on it (sessions, tokens, passkeys by cascade; the audit
 * entries explicitly, as they would otherwise only lose their user id) ERASURE_DELAY_MS later.
 *
 * It runs with the hourly housekeeping of every server process. Several processes running it at
 * once is harmless: each run is a pair of DELETEs of rows past the cutoff (idempotent), so no lock
 * is needed.
 */
export const ERASURE_DELAY_MS = 30 * 24 * 60 * 60 * 1000;
/** How often the job runs (routes/auth/index.ts): an erasure is done at most this long after its due time. */
export const ERASURE_INTERVAL_MS = 60 * 60 * 1000;

/** When a deletion made at `deletedAt` will have been erased at the latest. */
export const erasureDueBy = (deletedAt: Date) => new Date(deletedAt.getTime() + ERASURE_DELAY_MS + ERASURE_INTERVAL_MS);

/** Deletes the accounts deleted more than ERASURE_DELAY_MS before `now`; returns how many. */
export async function eraseDeletedAccounts(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ERASURE_DELAY_MS);
  const due = and(isNotNull(users.deletedAt), lt(users.deletedAt, cutoff));
  return db.transaction(async (tx) => {
    const ids = (await tx.select({ id: users.id }).from(users).where(due)).map((row) => row.id);
    if (ids.length === 0) return 0;
    await tx.delete(auditEvents).where(inArray(auditEvents.userId, ids));
    const erased = await tx.delete(users).where(and(inArray(users.id, ids), due)).returning({ id: users.id });
    return erased.length;
  });
}

/** Whether an account is deleted (awaiting erasure). */
export const isDeleted = (row: { deletedAt: Date | null }) => row.deletedAt !== null;
