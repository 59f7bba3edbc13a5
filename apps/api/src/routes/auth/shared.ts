import { ERROR_CODES, validationMessages } from '@intambwe/contract';
import type { FastifyInstance } from 'fastify';
import { recordAttempt, type AccountLimit } from '../../auth/account-throttle.js';
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

/** 429 with Retry-After (seconds). */
export const tooMany = (retryAfterSeconds: number) =>
  new AppError(429, ERROR_CODES.rateLimited, serverMessages.rateLimited(retryAfterSeconds), undefined, { 'retry-after': String(retryAfterSeconds) });

/** Counts one attempt against a per-account limit; 429 with Retry-After once it is used up. */
export async function enforceAccountLimit(app: FastifyInstance, limit: AccountLimit, subject: string): Promise<void> {
  const result = await recordAttempt(app.ctx.database.db, accountLimit(limit, app.ctx.config.rateLimitFactor), subject);
  if (!result.allowed) throw tooMany(result.retryAfterSeconds);
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
