import { ERROR_CODES, validationMessages } from '@intambwe/contract';
import type { FastifyInstance } from 'fastify';
import { recordAttempt, type AccountLimit } from '../../auth/account-throttle.js';
import { accountLimit } from '../../auth/limits.js';
import type { PasswordHasher } from '../../auth/passwords.js';
import { stripControlCharacters } from '../../http/text.js';
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

/** Names without control characters; a 400 with the contract's messages when too little is left. */
export function cleanNames(input: { firstName: string; lastName: string }): { firstName: string; lastName: string } {
  const firstName = stripControlCharacters(input.firstName);
  const lastName = stripControlCharacters(input.lastName);
  const details: Record<string, string> = {};
  if (firstName.length < 2) details['firstName'] = validationMessages.firstNameTooShort;
  if (lastName.length < 2) details['lastName'] = validationMessages.lastNameTooShort;
  const first = Object.values(details)[0];
  if (first) throw new AppError(400, ERROR_CODES.validation, first, details);
  return { firstName, lastName };
}
