import { ERROR_CODES } from '@intambwe/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { recordAttempt, type AccountLimit } from '../../auth/account-throttle.js';
import { accountLimit } from '../../auth/limits.js';
import type { PasswordHasher } from '../../auth/passwords.js';
import { AppError } from '../../http/errors.js';
import { serverMessages } from '../../messages.js';

/** What the auth route plugins share (built once in ./index.ts). */
export interface AuthRouteOptions {
  hasher: PasswordHasher;
}

/** Counts one attempt against a per-account limit; 429 with Retry-After once it is used up. */
export async function enforceAccountLimit(app: FastifyInstance, limit: AccountLimit, subject: string): Promise<void> {
  const result = await recordAttempt(app.ctx.database.db, accountLimit(limit, app.ctx.config.rateLimitFactor), subject);
  if (result.allowed) return;
  const seconds = String(result.retryAfterSeconds);
  throw new AppError(429, ERROR_CODES.rateLimited, serverMessages.rateLimited(result.retryAfterSeconds), undefined, { 'retry-after': seconds });
}
