import { ERROR_CODES, LoginRequestSchema, RegisterRequestSchema, UnlockRequestSchema } from '@intambwe/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUDIT_EVENTS, auditOrigin, recordAuditEvent } from '../../auth/audit.js';
import { createLoginChallenge } from '../../auth/challenges.js';
import { issueDeviceToken } from '../../auth/device-tokens.js';
import { ACCOUNT_LIMITS, ADDRESS_LIMITS, addressLimit } from '../../auth/limits.js';
import { issueSignIn } from '../../auth/sign-in.js';
import { useUnlockToken } from '../../auth/unlock.js';
import { findUserByEmail, findUserById, normalizeEmail } from '../../auth/users.js';
import { users } from '../../db/schema.js';
import { addressKey } from '../../http/address-key.js';
import { ok } from '../../http/envelope.js';
import { AppError, parseInput } from '../../http/errors.js';
import { authMessages } from '../../messages.js';
import { requestLocale, sendVerificationEmail } from './account-routes.js';
import { verifyPasswordSignIn } from './password-sign-in.js';
import { cleanNames, enforceAccountLimit, refuseCommonPassword, type AuthRouteOptions } from './shared.js';

/**
 * POST /auth/register and POST /auth/login: email and password accounts; GET /auth/challenge (the
 * proof-of-work check a sign-in past the ceiling needs) and POST /auth/unlock (the emailed unlock link).
 */
export async function passwordRoutes(app: FastifyInstance, { hasher }: AuthRouteOptions) {
  const { rateLimitFactor } = app.ctx.config;
  const db = app.ctx.database.db;

  app.post('/register', { config: addressLimit(ADDRESS_LIMITS.register, rateLimitFactor) }, async (request, reply) => {
    const input = parseInput(RegisterRequestSchema, request.body);
    const names = cleanNames(input);
    refuseCommonPassword(input.password);
    const email = normalizeEmail(input.email);
    await enforceAccountLimit(app, ACCOUNT_LIMITS.register, email);
    const emailTaken = () => new AppError(409, ERROR_CODES.emailTaken, authMessages.emailTaken);
    // The contract answers 409 for a known email anyway: no need to spend a hash on it.
    if (await findUserByEmail(db, email)) throw emailTaken();
    const passwordHash = await hasher.hash(input.password, { key: addressKey(request.ip) });
    const [created] = await db
      .insert(users)
      .values({ ...names, email, passwordHash, role: input.role })
      .onConflictDoNothing()
      .returning();
    if (!created) throw emailTaken();
    const signIn = await issueSignIn(app, created, { request, method: 'password', event: AUDIT_EVENTS.registered });
    // The address is not proven yet: a link to prove it, in the page's language.
    await sendVerificationEmail(app, created, requestLocale(request));
    return reply.code(201).send(ok(signIn, authMessages.registered));
  });

  app.post('/login', { config: addressLimit(ADDRESS_LIMITS.login, rateLimitFactor) }, async (request) => {
    const input = parseInput(LoginRequestSchema, request.body);
    const email = normalizeEmail(input.email);
    const user = await verifyPasswordSignIn(app, hasher, { ...input, email }, request);
    if (!user) throw new AppError(401, ERROR_CODES.invalidCredentials, authMessages.invalidCredentials);
    if (user.passwordHash && hasher.needsRehash(user.passwordHash)) {
      // Made with older parameters (or scrypt): store it again with today's, now that the password is known.
      const passwordHash = await hasher.hash(input.password, { key: addressKey(request.ip) });
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    }
    return ok(await issueSignIn(app, user, { request, method: 'password' }), authMessages.signedIn);
  });

  // The ALTCHA widget fetches its challenge here (GET, JSON as altcha-lib makes it).
  app.get('/challenge', { config: addressLimit(ADDRESS_LIMITS.challenge, rateLimitFactor) }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return createLoginChallenge(app.ctx.signingSecret);
  });

  app.post('/unlock', { config: addressLimit(ADDRESS_LIMITS.unlock, rateLimitFactor) }, async (request) => {
    const { token } = parseInput(UnlockRequestSchema, request.body);
    const userId = await useUnlockToken(db, token);
    const user = userId ? await findUserById(db, userId) : undefined;
    if (!user) throw new AppError(400, ERROR_CODES.invalidUnlockToken, authMessages.invalidUnlockToken);
    await recordAuditEvent(db, { event: AUDIT_EVENTS.unlocked, userId: user.id, origin: auditOrigin(request) });
    return ok({ deviceToken: issueDeviceToken(app.ctx.signingSecret, user.id) }, authMessages.unlocked);
  });
}
