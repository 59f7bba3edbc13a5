import { asc, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { auditEvents } from '../db/schema.js';
import { stripControlCharacters } from '../http/text.js';

/**
 * The audit trail of accounts (table `audit_events`): what happened, when,
 * from which address and user agent. Written by the auth routes; other
 * features call `recordAuditEvent` for their own account events (an email
 * change, a deletion) and the data export reads `auditEntriesFor`.
 */
export const AUDIT_EVENTS = {
  signIn: 'sign-in',
  signInFailed: 'sign-in-failed',
  /** A sign-in was asked to solve a proof-of-work check (many failures on the account from elsewhere). */
  challengeRequired: 'challenge-required',
  /** A sign-in came with a solved check. */
  challengePassed: 'challenge-passed',
  /** The account reached the ceiling of failures: the owner was emailed an unlock link. */
  unlockLinkSent: 'unlock-link-sent',
  /** The owner opened the unlock link: that browser now signs in without a check. */
  unlocked: 'unlocked',
  resetRequested: 'password-reset-requested',
  passwordReset: 'password-reset',
  passwordChanged: 'password-changed',
  emailChanged: 'email-changed',
  googleLinked: 'google-linked',
  registered: 'registered',
  accountDeleted: 'account-deleted',
  passkeyAdded: 'passkey-added',
  passkeyRenamed: 'passkey-renamed',
  passkeyRemoved: 'passkey-removed',
} as const;
export type AuditEventName = (typeof AUDIT_EVENTS)[keyof typeof AUDIT_EVENTS];

/** How long entries are kept. */
export const AUDIT_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;
const USER_AGENT_MAX = 300;

/** Where a request came from, as the audit trail keeps it. */
export interface AuditOrigin {
  ip: string | null;
  userAgent: string | null;
}

export function auditOrigin(request: Pick<FastifyRequest, 'ip' | 'headers'>): AuditOrigin {
  const agent = request.headers['user-agent'];
  const userAgent = typeof agent === 'string' ? stripControlCharacters(agent).slice(0, USER_AGENT_MAX) : '';
  return { ip: request.ip || null, userAgent: userAgent || null };
}

export interface AuditEntry {
  event: AuditEventName;
  userId: string | null;
  method?: string;
  origin: AuditOrigin;
  at?: Date;
}

/** Records one event (callers that must not fail on it log the rejection themselves). */
export async function recordAuditEvent(db: Pick<Database, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    userId: entry.userId,
    event: entry.event,
    method: entry.method ?? null,
    ip: entry.origin.ip,
    userAgent: entry.origin.userAgent,
    createdAt: entry.at ?? new Date(),
  });
}

/** One person's entries, oldest first, as their data export shows them. */
export async function auditEntriesFor(db: Database, userId: string) {
  const rows = await db
    .select({ at: auditEvents.createdAt, event: auditEvents.event, method: auditEvents.method, ip: auditEvents.ip, userAgent: auditEvents.userAgent })
    .from(auditEvents)
    .where(eq(auditEvents.userId, userId))
    .orderBy(asc(auditEvents.createdAt));
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
export type AuditExportEntry = Awaited<ReturnType<typeof auditEntriesFor>>[number];

/** Drops entries older than the retention (housekeeping). */
export async function pruneAuditEvents(db: Pick<Database, 'delete'>, now = new Date()): Promise<void> {
  await db.delete(auditEvents).where(lt(auditEvents.createdAt, new Date(now.getTime() - AUDIT_RETENTION_MS)));
}
