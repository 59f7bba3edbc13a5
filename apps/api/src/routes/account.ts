import { DeleteAccountRequestSchema, ERROR_CODES } from '@intambwe/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERASURE_DELAY_MS, erasureDueBy } from '../auth/account-erasure.js';
import { AUDIT_EVENTS, auditEntriesFor, auditOrigin, recordAuditEvent } from '../auth/audit.js';
import { bearerAuth, requireUser } from '../auth/bearer.js';
import { InvalidIdTokenError, KeySetUnavailableError, verifyGoogleIdToken } from '../auth/google-id-token.js';
import { ADDRESS_LIMITS, addressLimit } from '../auth/limits.js';
import { consumeOneTimeCode, isOneTimeCodeLive, ONE_TIME_KINDS } from '../auth/one-time-codes.js';
import type { PasswordHasher } from '../auth/passwords.js';
import { revokeSessionsExcept } from '../auth/sessions.js';
import type { UserRow } from '../auth/users.js';
import { accountTokens, contactMessages, newsletterSubscribers, passkeys, sessions, users } from '../db/schema.js';
import { ok } from '../http/envelope.js';
import { AppError, parseInput } from '../http/errors.js';
import { authMessages } from '../messages.js';
import { endProviderSessions } from '../oidc/sign-out.js';
import { checkCurrentPassword, queueAccountEmail, requestLocale } from './auth/account-routes.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Everything stored about a person (GET /account/export): nothing of anyone else. */
export async function accountExport(app: FastifyInstance, user: UserRow, now = new Date()) {
  const db = app.ctx.database.db;
  const [sessionRows, audit, keys, newsletter, messages] = await Promise.all([
    db.select().from(sessions).where(eq(sessions.userId, user.id)).orderBy(asc(sessions.createdAt)),
    auditEntriesFor(db, user.id),
    db.select().from(passkeys).where(eq(passkeys.userId, user.id)).orderBy(asc(passkeys.createdAt)),
    db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email)).limit(1),
    db.select().from(contactMessages).where(eq(contactMessages.email, user.email)).orderBy(asc(contactMessages.createdAt)),
  ]);
  // One entry per session (a refresh-token family), not per rotated token.
  const families = new Map<string, { id: string; createdAt: Date; lastUsedAt: Date; expiresAt: Date; endedAt: Date | null; userAgent: string | null }>();
  for (const row of sessionRows) {
    const known = families.get(row.familyId);
    const endedAt = row.revokedAt ?? (row.rotatedAt ? null : row.expiresAt <= now ? row.expiresAt : null);
    if (!known) {
      families.set(row.familyId, { id: row.familyId, createdAt: row.familyStartedAt, lastUsedAt: row.createdAt, expiresAt: row.expiresAt, endedAt, userAgent: row.userAgent });
      continue;
    }
    if (row.createdAt > known.lastUsedAt) Object.assign(known, { lastUsedAt: row.createdAt, expiresAt: row.expiresAt, endedAt: endedAt ?? known.endedAt, userAgent: row.userAgent ?? known.userAgent });
    else if (endedAt && !known.endedAt) known.endedAt = endedAt;
  }
  return {
    exportedAt: now.toISOString(),
    account: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: user.role,
      isEmailVerified: user.isEmailVerified,
      profilePicture: user.profilePicture,
      locale: user.locale,
      hasPassword: user.passwordHash !== null,
      googleLinked: user.googleSubject !== null,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    sessions: [...families.values()].map((family) => ({
      id: family.id,
      createdAt: family.createdAt.toISOString(),
      lastUsedAt: family.lastUsedAt.toISOString(),
      expiresAt: family.expiresAt.toISOString(),
      endedAt: iso(family.endedAt),
      userAgent: family.userAgent,
    })),
    auditEvents: audit,
    passkeys: keys.map((key) => ({ id: key.id, name: key.name, createdAt: key.createdAt.toISOString(), lastUsedAt: iso(key.lastUsedAt), deviceType: key.deviceType, backedUp: key.backedUp })),
    newsletter: newsletter[0] ? { email: newsletter[0].email, confirmedAt: iso(newsletter[0].confirmedAt), createdAt: newsletter[0].createdAt.toISOString() } : null,
    contactMessages: messages.map((message) => ({ name: message.name, email: message.email, subject: message.subject, message: message.message, createdAt: message.createdAt.toISOString() })),
  };
}

/** GET /account/export, DELETE /account (CONTRACT Account). */
export async function accountDataRoutes(app: FastifyInstance, { hasher }: { hasher: PasswordHasher }) {
  const db = app.ctx.database.db;
  const { rateLimitFactor, google } = app.ctx.config;
  const signedIn = { preHandler: bearerAuth(app) };
  const limit = addressLimit(ADDRESS_LIMITS.accountChange, rateLimitFactor);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/export', { ...signedIn, config: limit }, async (request, reply) => {
    const { user } = requireUser(request);
    reply.header('content-disposition', 'attachment; filename="account-export.json"');
    return ok(await accountExport(app, user));
  });

  const invalidIdToken = () => new AppError(401, ERROR_CODES.invalidIdToken, authMessages.invalidIdToken);

  /** A fresh Google sign-in of this very account: a verified ID token of its Google identity, with a live nonce of ours (used up). */
  async function checkGoogleSignIn(user: UserRow, idToken: string): Promise<void> {
    if (!google.clientId) throw new AppError(503, ERROR_CODES.googleNotConfigured, authMessages.googleNotConfigured);
    if (!user.googleSubject) throw invalidIdToken();
    let identity;
    try {
      identity = await verifyGoogleIdToken(idToken, google);
    } catch (error) {
      if (error instanceof KeySetUnavailableError) throw new AppError(503, ERROR_CODES.googleUnavailable, authMessages.googleUnavailable);
      if (error instanceof InvalidIdTokenError) throw invalidIdToken();
      throw error;
    }
    if (identity.subject !== user.googleSubject || !identity.nonce) throw invalidIdToken();
    if (!(await isOneTimeCodeLive(db, ONE_TIME_KINDS.googleNonce, identity.nonce))) throw invalidIdToken();
    if (!(await consumeOneTimeCode(db, ONE_TIME_KINDS.googleNonce, identity.nonce))) throw invalidIdToken();
  }

  app.delete('/', { ...signedIn, config: limit }, async (request: FastifyRequest) => {
    const { user } = requireUser(request);
    const input = parseInput(DeleteAccountRequestSchema, request.body);
    if (input.password !== undefined) await checkCurrentPassword(app, hasher, user, input.password, request);
    else await checkGoogleSignIn(user, input.idToken ?? '');
    const now = new Date();
    const locale = requestLocale(request);
    const ended = await db.transaction(async (tx) => {
      // Sign-in impossible at once: every session, passkey and link ends; the email, password and Google link go.
      const families = await revokeSessionsExcept(tx, user.id, null, now);
      await tx.delete(passkeys).where(eq(passkeys.userId, user.id));
      await tx.delete(accountTokens).where(eq(accountTokens.userId, user.id));
      await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email));
      await tx.delete(contactMessages).where(eq(contactMessages.email, user.email));
      await tx
        .update(users)
        .set({
          deletedAt: now,
          email: `deleted-${user.id}@deleted.invalid`,
          passwordHash: null,
          googleSubject: null,
          firstName: '',
          lastName: '',
          profilePicture: null,
          locale: null,
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
      await recordAuditEvent(tx, { event: AUDIT_EVENTS.accountDeleted, userId: user.id, method: input.password !== undefined ? 'password' : 'google', origin: auditOrigin(request), at: now });
      await queueAccountEmail(app, 'accountDeleted', {
        to: user.email,
        firstName: user.firstName,
        locale,
        values: { days: String(Math.ceil(ERASURE_DELAY_MS / 86_400_000) + 1) },
        db: tx,
      });
      return families;
    });
    app.ctx.mailQueue.kick();
    // The sister platforms signed in through these sessions are told (back-channel logout).
    await endProviderSessions(app.ctx.oidc, db, ended, request.log);
    return ok({ erasureBy: erasureDueBy(now).toISOString() }, authMessages.accountDeleted);
  });
}
