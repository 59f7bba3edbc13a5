import type { FieldCode } from '@intambwe/contract';
import type { FastifyInstance } from 'fastify';
import { recordAttempt, type AccountLimit } from '../../auth/account-throttle.js';
import { isCommonPassword } from '../../auth/common-passwords.js';
import { accountLimit } from '../../auth/limits.js';
import type { PasswordHasher } from '../../auth/passwords.js';
import { stripControlCharacters } from '../../http/text.js';
import { invalidFields, tooManyRequests } from '../../http/errors.js';

/** What the auth route plugins share (built once in ./index.ts). */
export interface AuthRouteOptions {
  hasher: PasswordHasher;
}

/** Counts one attempt against a per-account limit; 429 with Retry-After once it is used up. */
export async function enforceAccountLimit(app: FastifyInstance, limit: AccountLimit, subject: string): Promise<void> {
  const result = await recordAttempt(app.ctx.database.db, accountLimit(limit, app.ctx.config.rateLimitFactor), subject);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}

/** The subject of the per-(account, address) sign-in limit. */
export const accountAddressPair = (email: string, address: string) => `${email}\n${address}`;

/** Names without control characters; a 400 with the contract's messages when too little is left. */
export function cleanNames(input: { firstName: string; lastName: string }): { firstName: string; lastName: string } {
  const firstName = stripControlCharacters(input.firstName);
  const lastName = stripControlCharacters(input.lastName);
  const fieldCodes: Record<string, FieldCode> = {};
  if (firstName.length < 2) fieldCodes['firstName'] = 'FIRST_NAME_TOO_SHORT';
  if (lastName.length < 2) fieldCodes['lastName'] = 'LAST_NAME_TOO_SHORT';
  if (Object.keys(fieldCodes).length > 0) throw invalidFields(fieldCodes);
  return { firstName, lastName };
}

/** A new password on the list of common passwords is a 400 on the password field (ASVS 6.2.4). */
export function refuseCommonPassword(password: string): void {
  if (!isCommonPassword(password)) return;
  throw invalidFields({ password: 'PASSWORD_TOO_COMMON' });
}
