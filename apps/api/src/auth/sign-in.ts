import type { SignInResult } from '@intambwe/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUDIT_EVENTS, auditOrigin, recordAuditEvent, type AuditEventName } from './audit.js';
import { issueDeviceToken } from './device-tokens.js';
import { startSession } from './sessions.js';
import { signAccessToken, type AccessClaims } from './tokens.js';
import { toPublicUser, type UserRow } from './users.js';

/** An access token for a session family, with the configured lifetime. */
export function issueAccessToken(app: FastifyInstance, claims: AccessClaims): Promise<string> {
  return signAccessToken(app.ctx.signingSecret, claims, new Date(), app.ctx.config.accessTokenTtlSeconds);
}

/** How a sign-in happened, for the audit trail. */
export interface SignInAudit {
  request: Pick<FastifyRequest, 'ip' | 'headers'>;
  /** `password`, `google`, `reset`, `registration`... */
  method: string;
  /** The event written (a sign-in unless said otherwise, e.g. `registered`). */
  event?: AuditEventName;
}

/**
 * Starts a session (a new family) for a user: the contract's sign-in result
 * `{ user, token, refreshToken }`, plus a device token for this browser (it
 * signed in to the account: see ./device-tokens.ts). With `audit`, the
 * sign-in is written to the audit trail.
 */
export async function issueSignIn(
  app: FastifyInstance,
  user: UserRow,
  audit?: SignInAudit,
): Promise<SignInResult & { refreshToken: string; deviceToken: string }> {
  // The session and its audit entry in one commit.
  const session = await app.ctx.database.db.transaction(async (tx) => {
    const started = await startSession(tx, user.id, { userAgent: audit ? auditOrigin(audit.request).userAgent : null });
    if (audit) {
      await recordAuditEvent(tx, { event: audit.event ?? AUDIT_EVENTS.signIn, userId: user.id, method: audit.method, origin: auditOrigin(audit.request) });
    }
    return started;
  });
  const token = await issueAccessToken(app, { userId: user.id, role: user.role, sessionFamilyId: session.familyId });
  return { user: toPublicUser(user), token, refreshToken: session.refreshToken, deviceToken: issueDeviceToken(app.ctx.signingSecret, user.id) };
}
