import {
  ERROR_CODES,
  HandoffExchangeRequestSchema,
  handoffPlatformForRole,
  HandoffRequestSchema,
  type HandoffPlatform,
} from '@intambwe/contract';
import type { FastifyInstance } from 'fastify';
import { bearerAuth, requireUser } from '../../auth/bearer.js';
import { ADDRESS_LIMITS, addressLimit } from '../../auth/limits.js';
import { consumeOneTimeCode, createOneTimeCode, ONE_TIME_KINDS } from '../../auth/one-time-codes.js';
import { issueSignIn } from '../../auth/sign-in.js';
import { findUserById } from '../../auth/users.js';
import { ok } from '../../http/envelope.js';
import { AppError, parseInput } from '../../http/errors.js';
import { authMessages } from '../../messages.js';

/** A hand-off code works once, for this long. */
export const HANDOFF_CODE_TTL_SECONDS = 60;

/**
 * POST /auth/handoff and POST /auth/handoff/exchange (CONTRACT): the front
 * door hands a signed-in person to a sister platform with a one-time code in
 * the redirect; the platform's page exchanges it for a session of its own.
 */
export async function handoffRoutes(app: FastifyInstance) {
  const { rateLimitFactor, publicConfig } = app.ctx.config;
  const db = app.ctx.database.db;
  const platformUrls: Record<HandoffPlatform, string> = { elearning: publicConfig.elearningUrl, job_portal: publicConfig.jobPortalUrl };

  app.post('/handoff', { preHandler: bearerAuth(app), config: addressLimit(ADDRESS_LIMITS.handoff, rateLimitFactor) }, async (request) => {
    const { user } = requireUser(request);
    const { platform } = parseInput(HandoffRequestSchema, request.body);
    if (handoffPlatformForRole(user.role) !== platform) {
      throw new AppError(403, ERROR_CODES.platformNotForRole, authMessages.platformNotForRole);
    }
    const code = await createOneTimeCode(db, { kind: ONE_TIME_KINDS.handoff, ttlMs: HANDOFF_CODE_TTL_SECONDS * 1000, userId: user.id, platform });
    const redirectUrl = new URL(`${platformUrls[platform]}/auth/callback`);
    redirectUrl.searchParams.set('code', code);
    return ok({ redirectUrl: redirectUrl.toString(), expiresIn: HANDOFF_CODE_TTL_SECONDS });
  });

  app.post('/handoff/exchange', { config: addressLimit(ADDRESS_LIMITS.handoffExchange, rateLimitFactor) }, async (request) => {
    const invalidCode = () => new AppError(400, ERROR_CODES.invalidHandoffCode, authMessages.invalidHandoffCode);
    const { code, platform } = parseInput(HandoffExchangeRequestSchema, request.body);
    const used = await consumeOneTimeCode(db, ONE_TIME_KINDS.handoff, code, { platform });
    const user = used?.userId ? await findUserById(db, used.userId) : undefined;
    if (!user) throw invalidCode();
    return ok(await issueSignIn(app, user), authMessages.signedIn);
  });
}
