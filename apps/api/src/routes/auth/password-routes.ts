import { ERROR_CODES, LoginRequestSchema, RegisterRequestSchema } from '@intambwe/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clearAttempts } from '../../auth/account-throttle.js';
import { ACCOUNT_LIMITS, ADDRESS_LIMITS, addressLimit } from '../../auth/limits.js';
import { issueSignIn } from '../../auth/sign-in.js';
import type { PasswordHasher } from '../../auth/passwords.js';
import { findUserByEmail, normalizeEmail, type UserRow } from '../../auth/users.js';
import { users } from '../../db/schema.js';
import { ok } from '../../http/envelope.js';
import { AppError, parseInput } from '../../http/errors.js';
import { authMessages } from '../../messages.js';
import { accountAddressPair, cleanNames, enforceAccountLimit, enforceAccountLimits, refuseCommonPassword, type AuthRouteOptions } from './shared.js';

/**
 * Checks an email and password under the sign-in limits (per account and
 * address pair, and the per-account ceiling: see ../../auth/limits.ts). Every
 * attempt is counted before the check, for known and unknown emails alike, so
 * a burst cannot slip past; a success clears both runs, so only failures stay
 * counted. Unknown email, Google-only account or wrong password: one scrypt
 * check each, and null.
 */
export async function verifyPasswordSignIn(app: FastifyInstance, hasher: PasswordHasher, email: string, password: string, address: string): Promise<UserRow | null> {
  const db = app.ctx.database.db;
  const pair = accountAddressPair(email, address);
  await enforceAccountLimits(app, [
    [ACCOUNT_LIMITS.loginFailuresPair, pair],
    [ACCOUNT_LIMITS.loginFailures, email],
  ]);
  const user = await findUserByEmail(db, email);
  const valid = await hasher.verify(password, user?.passwordHash);
  if (!user || !valid) return null;
  await Promise.all([clearAttempts(db, ACCOUNT_LIMITS.loginFailuresPair.scope, pair), clearAttempts(db, ACCOUNT_LIMITS.loginFailures.scope, email)]);
  return user;
}

/** POST /auth/register and POST /auth/login: email and password accounts. */
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
    const passwordHash = await hasher.hash(input.password);
    const [created] = await db
      .insert(users)
      .values({ ...names, email, passwordHash, role: input.role })
      .onConflictDoNothing()
      .returning();
    if (!created) throw emailTaken();
    return reply.code(201).send(ok(await issueSignIn(app, created), authMessages.registered));
  });

  app.post('/login', { config: addressLimit(ADDRESS_LIMITS.login, rateLimitFactor) }, async (request) => {
    const input = parseInput(LoginRequestSchema, request.body);
    const email = normalizeEmail(input.email);
    const user = await verifyPasswordSignIn(app, hasher, email, input.password, request.ip);
    if (!user) throw new AppError(401, ERROR_CODES.invalidCredentials, authMessages.invalidCredentials);
    if (user.passwordHash && hasher.needsRehash(user.passwordHash)) {
      // Made with older parameters: store it again with today's, now that the password is known.
      const passwordHash = await hasher.hash(input.password);
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    }
    return ok(await issueSignIn(app, user), authMessages.signedIn);
  });
}
