import { ERROR_CODES, ForgotPasswordRequestSchema, ResetPasswordRequestSchema } from '@intambwe/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@intambwe/i18n/locales';
import { clearAttempts, recordAttempt } from '../../auth/account-throttle.js';
import { AUDIT_EVENTS, auditOrigin, recordAuditEvent, type AuditOrigin } from '../../auth/audit.js';
import { ACCOUNT_LIMITS, ADDRESS_LIMITS, addressLimit } from '../../auth/limits.js';
import { emailLocale } from '../../auth/email-languages.js';
import { buildResetEmail, resetLink } from '../../auth/reset-email.js';
import { consumeResetToken, createResetToken, findResetTokenUser, RESET_TOKEN_TTL_MS } from '../../auth/reset-tokens.js';
import { addressKey } from '../../http/address-key.js';
import { revokeAllUserSessions } from '../../auth/sessions.js';
import { issueSignIn } from '../../auth/sign-in.js';
import { findUserByEmail, normalizeEmail } from '../../auth/users.js';
import { users } from '../../db/schema.js';
import { ok } from '../../http/envelope.js';
import { AppError, parseInput } from '../../http/errors.js';
import { authMessages } from '../../messages.js';
import { enforceAccountLimit, refuseCommonPassword, type AuthRouteOptions } from './shared.js';

/** The mail queue's kind for reset requests (and the reset emails made of them). */
export const RESET_MAIL_KIND = 'password-reset';

/** A queued reset request: the worker looks the account up and makes the email (resetEmailComposer). */
interface ResetRequest {
  email: string;
  locale: Locale;
  at: string;
  origin: AuditOrigin;
}

/**
 * The reset email of a queued request, made by the mail worker: null when the
 * email has no account, or when the account already got ACCOUNT_LIMITS.resetMail
 * emails this hour (a link sent within the hour is then still in the inbox:
 * strangers' requests never stand between the owner and a working link).
 */
export function resetEmailComposer(app: FastifyInstance) {
  const { siteUrl, publicConfig } = app.ctx.config;
  const db = app.ctx.database.db;
  return async (request: unknown) => {
    const { email, locale, at, origin } = request as ResetRequest;
    const user = await findUserByEmail(db, email);
    if (!user) return null;
    await recordAuditEvent(db, { event: AUDIT_EVENTS.resetRequested, userId: user.id, origin, at: new Date(at) });
    if (!(await recordAttempt(db, ACCOUNT_LIMITS.resetMail, user.id)).allowed) return null;
    const token = await createResetToken(db, user.id, new Date(at));
    return buildResetEmail({ to: user.email, firstName: user.firstName, brand: publicConfig.brand.name, link: resetLink(siteUrl, token, locale), locale });
  };
}

/** POST /auth/forgot-password and POST /auth/reset-password. */
export async function resetRoutes(app: FastifyInstance, { hasher }: AuthRouteOptions) {
  const { rateLimitFactor } = app.ctx.config;
  const db = app.ctx.database.db;
  app.ctx.mailQueue.registerComposer(RESET_MAIL_KIND, resetEmailComposer(app));

  app.post('/forgot-password', { config: addressLimit(ADDRESS_LIMITS.forgotPassword, rateLimitFactor) }, async (request) => {
    const email = normalizeEmail(parseInput(ForgotPasswordRequestSchema, request.body).email);
    // The same work for every email, known or not: one queued request. The worker finds the account (if
    // any), makes the link and sends the email after the answer, retrying while SMTP is down.
    const reset: ResetRequest = {
      email,
      locale: emailLocale(request.headers['accept-language']),
      at: new Date().toISOString(),
      origin: auditOrigin(request),
    };
    await app.ctx.mailQueue.enqueueRequest(RESET_MAIL_KIND, reset, { ttlMs: RESET_TOKEN_TTL_MS });
    return ok(null, authMessages.resetRequested);
  });

  app.post('/reset-password', { config: addressLimit(ADDRESS_LIMITS.resetPassword, rateLimitFactor) }, async (request) => {
    const input = parseInput(ResetPasswordRequestSchema, request.body);
    const invalidToken = () => new AppError(400, ERROR_CODES.invalidResetToken, authMessages.invalidResetToken);
    // A cheap look-up first, so a made-up token never costs a password hash.
    const userId = await findResetTokenUser(db, input.token);
    if (!userId) throw invalidToken();
    refuseCommonPassword(input.password);
    await enforceAccountLimit(app, ACCOUNT_LIMITS.resetPassword, userId);
    const passwordHash = await hasher.hash(input.password, { key: addressKey(request.ip) });

    const user = await db.transaction(async (tx) => {
      const consumedBy = await consumeResetToken(tx, input.token);
      if (!consumedBy) return null; // used by a request that got there first
      const now = new Date();
      // Opening the emailed link proves the address is theirs.
      const [updated] = await tx
        .update(users)
        .set({ passwordHash, isEmailVerified: true, updatedAt: now })
        .where(eq(users.id, consumedBy))
        .returning();
      await revokeAllUserSessions(tx, consumedBy, now);
      return updated ?? null;
    });
    if (!user) throw invalidToken();
    // Proving the mailbox ends a run of failed sign-ins against the account.
    await clearAttempts(db, ACCOUNT_LIMITS.loginFailures.scope, user.email);
    await recordAuditEvent(db, { event: AUDIT_EVENTS.passwordReset, userId: user.id, origin: auditOrigin(request) });
    return ok(await issueSignIn(app, user, { request, method: 'reset' }), authMessages.passwordReset);
  });
}
