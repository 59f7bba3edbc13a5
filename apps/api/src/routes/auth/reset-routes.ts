import { ERROR_CODES, ForgotPasswordRequestSchema, ResetPasswordRequestSchema } from '@intambwe/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clearAttempts } from '../../auth/account-throttle.js';
import { ACCOUNT_LIMITS, ADDRESS_LIMITS, addressLimit } from '../../auth/limits.js';
import { emailLocale } from '../../auth/email-languages.js';
import { buildResetEmail, resetLink } from '../../auth/reset-email.js';
import { consumeResetToken, createResetToken, findResetTokenUser, RESET_TOKEN_TTL_MS } from '../../auth/reset-tokens.js';
import { revokeAllUserSessions } from '../../auth/sessions.js';
import { issueSignIn } from '../../auth/sign-in.js';
import { findUserByEmail, normalizeEmail } from '../../auth/users.js';
import { users } from '../../db/schema.js';
import { ok } from '../../http/envelope.js';
import { AppError, parseInput } from '../../http/errors.js';
import { authMessages } from '../../messages.js';
import { enforceAccountLimit, refuseCommonPassword, type AuthRouteOptions } from './shared.js';

/** POST /auth/forgot-password and POST /auth/reset-password. */
export async function resetRoutes(app: FastifyInstance, { hasher }: AuthRouteOptions) {
  const { rateLimitFactor, siteUrl, publicConfig } = app.ctx.config;
  const db = app.ctx.database.db;

  app.post('/forgot-password', { config: addressLimit(ADDRESS_LIMITS.forgotPassword, rateLimitFactor) }, async (request) => {
    const email = normalizeEmail(parseInput(ForgotPasswordRequestSchema, request.body).email);
    await enforceAccountLimit(app, ACCOUNT_LIMITS.forgotPassword, email);
    const user = await findUserByEmail(db, email);
    if (user) {
      // The link and its email are stored together; the email goes out after the answer (an SMTP
      // round trip would tell that the account exists) and is retried from the queue if SMTP is down.
      await db.transaction(async (tx) => {
        const token = await createResetToken(tx, user.id);
        const locale = emailLocale(request.headers['accept-language']);
        const link = resetLink(siteUrl, token, locale);
        const email = buildResetEmail({
          to: user.email,
          firstName: user.firstName,
          brand: publicConfig.brand.name,
          link,
          locale,
        });
        await app.ctx.mailQueue.enqueue(email, { kind: 'password-reset', ttlMs: RESET_TOKEN_TTL_MS, db: tx });
      });
      app.ctx.mailQueue.kick();
    }
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
    const passwordHash = await hasher.hash(input.password);

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
    return ok(await issueSignIn(app, user), authMessages.passwordReset);
  });
}
