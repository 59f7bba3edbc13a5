import {
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  ConfirmEmailChangeRequestSchema,
  ERROR_CODES,
  VerifyEmailRequestSchema,
} from '@intambwe/contract';
import type { Locale } from '@intambwe/i18n/locales';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildAccountEmail, type AccountEmailKind } from '../../auth/account-emails.js';
import { ACCOUNT_TOKEN_KINDS, ACCOUNT_TOKEN_TTL_MS, consumeAccountToken, createAccountToken } from '../../auth/account-tokens.js';
import { AUDIT_EVENTS, auditOrigin, recordAuditEvent } from '../../auth/audit.js';
import { bearerAuth, requireUser } from '../../auth/bearer.js';
import { isCommonPassword } from '../../auth/common-passwords.js';
import { emailLocale } from '../../auth/email-languages.js';
import { ACCOUNT_LIMITS, ADDRESS_LIMITS, addressLimit } from '../../auth/limits.js';
import type { PasswordHasher } from '../../auth/passwords.js';
import { liveSessionsOf, revokeOwnSession, revokeSessionsExcept } from '../../auth/sessions.js';
import { issueSignIn } from '../../auth/sign-in.js';
import { findUserByEmail, findUserById, isUuid, normalizeEmail, toPublicUser, type UserRow } from '../../auth/users.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { addressKey } from '../../http/address-key.js';
import { ok } from '../../http/envelope.js';
import { AppError, invalidFields, parseInput } from '../../http/errors.js';
import { authMessages } from '../../messages.js';
import { endProviderSessions } from '../../oidc/sign-out.js';
import { verifyPasswordSignIn } from './password-sign-in.js';
import { enforceAccountLimit, type AuthRouteOptions } from './shared.js';

/** Mail kinds of the account's emails in the queue. */
export const ACCOUNT_MAIL_KIND = 'account';

/** Queues one of the account's emails (the mail queue sends it after the answer, retrying while SMTP is down). */
export async function queueAccountEmail(
  app: FastifyInstance,
  kind: AccountEmailKind,
  options: { to: string; firstName: string; locale: Locale; token?: string; values?: Record<string, string>; db?: Pick<Database, 'insert'> },
): Promise<void> {
  const { siteUrl, publicConfig } = app.ctx.config;
  const mail = buildAccountEmail(kind, { ...options, siteUrl, brand: publicConfig.brand.name });
  await app.ctx.mailQueue.enqueue(mail, { kind: ACCOUNT_MAIL_KIND, ttlMs: ACCOUNT_TOKEN_TTL_MS, db: options.db as Database | undefined });
}

/** A verification link to the account's address, in `locale` (at registration, and on request). */
export async function sendVerificationEmail(app: FastifyInstance, user: UserRow, locale: Locale): Promise<void> {
  const db = app.ctx.database.db;
  const token = await createAccountToken(db, { userId: user.id, kind: ACCOUNT_TOKEN_KINDS.verifyEmail });
  await queueAccountEmail(app, 'verify', { to: user.email, firstName: user.firstName, locale, token });
}

/** The language of the emails a request causes: the page's language, as the client states it. */
export const requestLocale = (request: FastifyRequest) => emailLocale(request.headers['accept-language']);

/**
 * The current password of a signed-in person, checked as a sign-in is (../password-sign-in.ts): a
 * wrong one counts as a failed sign-in of the account from that address (and is audited as one), so
 * a stolen access token is no way around the sign-in limits. 401 WRONG_PASSWORD when it is wrong,
 * 400 PASSWORD_NOT_SET for an account that signs in with Google only.
 */
export async function checkCurrentPassword(app: FastifyInstance, hasher: PasswordHasher, user: UserRow, password: string, request: FastifyRequest): Promise<void> {
  if (!user.passwordHash) throw new AppError(400, ERROR_CODES.passwordNotSet, authMessages.passwordNotSet);
  const checked = await verifyPasswordSignIn(app, hasher, { email: user.email, password, deviceTokens: [] }, request);
  if (!checked || checked.id !== user.id) throw new AppError(401, ERROR_CODES.wrongPassword, authMessages.wrongPassword);
}

/**
 * POST /auth/verify-email/send, /auth/verify-email, /auth/change-password, /auth/change-email,
 * /auth/change-email/confirm; GET /auth/sessions, DELETE /auth/sessions/:id, POST /auth/sessions/revoke-others.
 */
export async function accountRoutes(app: FastifyInstance, { hasher }: AuthRouteOptions) {
  const { rateLimitFactor } = app.ctx.config;
  const db = app.ctx.database.db;
  const signedIn = { preHandler: bearerAuth(app) };
  const linkLimit = addressLimit(ADDRESS_LIMITS.accountLink, rateLimitFactor);
  const changeLimit = addressLimit(ADDRESS_LIMITS.accountChange, rateLimitFactor);
  const invalidToken = () => new AppError(400, ERROR_CODES.invalidToken, authMessages.invalidToken);

  app.post('/verify-email/send', { ...signedIn, config: changeLimit }, async (request) => {
    const { user } = requireUser(request);
    if (user.isEmailVerified) return ok(null, authMessages.emailVerified);
    await enforceAccountLimit(app, ACCOUNT_LIMITS.verifyMail, user.id);
    await sendVerificationEmail(app, user, requestLocale(request));
    return ok(null, authMessages.verificationSent);
  });

  app.post('/verify-email', { config: linkLimit }, async (request) => {
    const { token } = parseInput(VerifyEmailRequestSchema, request.body);
    const used = await consumeAccountToken(db, ACCOUNT_TOKEN_KINDS.verifyEmail, token);
    if (!used) throw invalidToken();
    const [user] = await db
      .update(users)
      .set({ isEmailVerified: true, updatedAt: new Date() })
      .where(and(eq(users.id, used.userId), isNull(users.deletedAt)))
      .returning();
    if (!user) throw invalidToken();
    return ok({ user: toPublicUser(user) }, authMessages.emailVerified);
  });

  app.post('/change-password', { ...signedIn, config: changeLimit }, async (request) => {
    const { user } = requireUser(request);
    const input = parseInput(ChangePasswordRequestSchema, request.body);
    if (isCommonPassword(input.newPassword)) throw invalidFields({ newPassword: 'PASSWORD_TOO_COMMON' });
    await checkCurrentPassword(app, hasher, user, input.currentPassword, request);
    const passwordHash = await hasher.hash(input.newPassword, { key: addressKey(request.ip) });
    const now = new Date();
    const { updated, ended } = await db.transaction(async (tx) => {
      const [row] = await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id)).returning();
      // Every session ends, this one too: the answer starts a new one (a stolen refresh token is now worthless).
      const endedFamilies = await revokeSessionsExcept(tx, user.id, null, now);
      await recordAuditEvent(tx, { event: AUDIT_EVENTS.passwordChanged, userId: user.id, origin: auditOrigin(request), at: now });
      return { updated: row, ended: endedFamilies };
    });
    if (!updated) throw new AppError(401, ERROR_CODES.sessionExpired, authMessages.sessionExpired);
    await endProviderSessions(app.ctx.oidc, db, ended, request.log);
    await queueAccountEmail(app, 'passwordChanged', { to: updated.email, firstName: updated.firstName, locale: requestLocale(request) });
    return ok(await issueSignIn(app, updated, { request, method: 'password-change' }), authMessages.passwordChanged);
  });

  app.post('/change-email', { ...signedIn, config: changeLimit }, async (request) => {
    const { user } = requireUser(request);
    const input = parseInput(ChangeEmailRequestSchema, request.body);
    const newEmail = normalizeEmail(input.newEmail);
    if (newEmail === user.email) throw invalidFields({ newEmail: 'EMAIL_UNCHANGED' });
    await checkCurrentPassword(app, hasher, user, input.password, request);
    await enforceAccountLimit(app, ACCOUNT_LIMITS.changeEmail, user.id);
    if (await findUserByEmail(db, newEmail)) throw new AppError(409, ERROR_CODES.emailTaken, authMessages.emailTaken);
    const locale = requestLocale(request);
    await db.transaction(async (tx) => {
      const token = await createAccountToken(tx, { userId: user.id, kind: ACCOUNT_TOKEN_KINDS.changeEmail, newEmail });
      await queueAccountEmail(app, 'changeEmail', { to: newEmail, firstName: user.firstName, locale, token, db: tx });
      await queueAccountEmail(app, 'changeEmailNotice', { to: user.email, firstName: user.firstName, locale, db: tx });
    });
    app.ctx.mailQueue.kick();
    return ok(null, authMessages.emailChangeRequested);
  });

  app.post('/change-email/confirm', { config: linkLimit }, async (request) => {
    const { token } = parseInput(ConfirmEmailChangeRequestSchema, request.body);
    const used = await consumeAccountToken(db, ACCOUNT_TOKEN_KINDS.changeEmail, token);
    if (!used?.newEmail) throw invalidToken();
    const previous = await findUserById(db, used.userId);
    if (!previous || previous.deletedAt) throw invalidToken();
    const now = new Date();
    // The address must still be free (an account may have taken it since the link went out): 409 then.
    const [user] = await db
      .update(users)
      .set({ email: used.newEmail, isEmailVerified: true, updatedAt: now })
      .where(eq(users.id, used.userId))
      .returning()
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new AppError(409, ERROR_CODES.emailTaken, authMessages.emailTaken);
        throw error;
      });
    if (!user) throw invalidToken();
    await recordAuditEvent(db, { event: AUDIT_EVENTS.emailChanged, userId: user.id, origin: auditOrigin(request), at: now });
    return ok({ user: toPublicUser(user) }, authMessages.emailChanged);
  });

  app.get('/sessions', signedIn, async (request) => {
    const { user, sessionFamilyId } = requireUser(request);
    const live = await liveSessionsOf(db, user.id);
    return ok(
      live.map((session) => ({
        id: session.familyId,
        createdAt: session.startedAt.toISOString(),
        lastUsedAt: session.lastUsedAt.toISOString(),
        userAgent: session.userAgent,
        current: session.familyId === sessionFamilyId,
      })),
    );
  });

  app.delete<{ Params: { id: string } }>('/sessions/:id', { ...signedIn, config: changeLimit }, async (request) => {
    const { user } = requireUser(request);
    const { id } = request.params;
    // Another person's session is answered as an unknown one: 404 either way.
    if (!isUuid(id) || !(await revokeOwnSession(db, user.id, id))) throw new AppError(404, ERROR_CODES.notFound, authMessages.sessionNotFound);
    await endProviderSessions(app.ctx.oidc, db, [id], request.log);
    return ok(null, authMessages.sessionEnded);
  });

  app.post('/sessions/revoke-others', { ...signedIn, config: changeLimit }, async (request) => {
    const { user, sessionFamilyId } = requireUser(request);
    const ended = await revokeSessionsExcept(db, user.id, sessionFamilyId);
    await endProviderSessions(app.ctx.oidc, db, ended, request.log);
    return ok(null, authMessages.otherSessionsEnded);
  });
}

/** PostgreSQL's unique_violation (23505), as pg and PGlite report it (perhaps wrapped by drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 4; depth += 1) {
    if (current.code === '23505') return true;
    current = current.cause as typeof current;
  }
  return false;
}
