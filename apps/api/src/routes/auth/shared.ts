import { ERROR_CODES, validationMessages } from '@intambwe/contract';
import type { FastifyInstance } from 'fastify';
import { recordAttempt, withdrawAttempt, type AccountLimit } from '../../auth/account-throttle.js';
import { isCommonPassword } from '../../auth/common-passwords.js';
import { accountLimit } from '../../auth/limits.js';
import type { PasswordHasher } from '../../auth/passwords.js';
import { stripControlCharacters } from '../../http/text.js';
import { AppError } from '../../http/errors.js';
import { serverMessages } from '../../messages.js';

/** What the auth route plugins share (built once in ./index.ts). */
export interface AuthRouteOptions {
  hasher: PasswordHasher;
}

const tooMany = (retryAfterSeconds: number) =>
  new AppError(429, ERROR_CODES.rateLimited, serverMessages.rateLimited(retryAfterSeconds), undefined, { 'retry-after': String(retryAfterSeconds) });

/** Counts one attempt against a per-account limit; 429 with Retry-After once it is used up. */
export async function enforceAccountLimit(app: FastifyInstance, limit: AccountLimit, subject: string): Promise<void> {
  await enforceAccountLimits(app, [[limit, subject]]);
}

/**
 * Counts one attempt against several limits at once: when one refuses, the
 * attempts already counted for the others are taken back (a refused request
 * counts nowhere), and the answer is 429 with that limit's Retry-After.
 */
export async function enforceAccountLimits(app: FastifyInstance, limits: Array<[AccountLimit, string]>): Promise<void> {
  const db = app.ctx.database.db;
  const counted: string[] = [];
  for (const [limit, subject] of limits) {
    const result = await recordAttempt(db, accountLimit(limit, app.ctx.config.rateLimitFactor), subject);
    if (result.allowed) {
      counted.push(result.attemptId);
      continue;
    }
    await Promise.all(counted.map((id) => withdrawAttempt(db, id)));
    throw tooMany(result.retryAfterSeconds);
  }
}

/** The subject of the per-(account, address) sign-in limit. */
export const accountAddressPair = (email: string, address: string) => `${email}\n${address}`;

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

/** A new password on the list of common passwords is a 400 on the password field (ASVS 6.2.4). */
export function refuseCommonPassword(password: string): void {
  if (!isCommonPassword(password)) return;
  throw new AppError(400, ERROR_CODES.validation, validationMessages.passwordTooCommon, { password: validationMessages.passwordTooCommon });
}
