import { ERROR_CODES } from '@intambwe/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addAttempt, clearAttemptRuns, recordAttempt, withdrawAttempt } from '../../auth/account-throttle.js';
import { AUDIT_EVENTS, auditOrigin, recordAuditEvent } from '../../auth/audit.js';
import { useChallengeSolution } from '../../auth/challenges.js';
import { deviceTokenFor } from '../../auth/device-tokens.js';
import { ACCOUNT_LIMITS, accountLimit } from '../../auth/limits.js';
import type { PasswordHasher } from '../../auth/passwords.js';
import { queueUnlockEmail } from '../../auth/unlock.js';
import { findUserByEmail, type UserRow } from '../../auth/users.js';
import { addressKey } from '../../http/address-key.js';
import { AppError, tooManyRequests } from '../../http/errors.js';
import { authMessages } from '../../messages.js';
import { accountAddressPair } from './shared.js';

/** What a password sign-in brings (the login body, or Google's link body). */
export interface PasswordAttempt {
  email: string;
  password: string;
  /** Device tokens the browser holds (the sign-in results' `deviceToken`). */
  deviceTokens: readonly string[];
  /** The solved challenge (ALTCHA payload) when one was asked for. */
  altcha?: string;
}

const challengeRequired = () => new AppError(403, ERROR_CODES.challengeRequired, authMessages.challengeRequired);

/**
 * Checks an email and password under the sign-in limits (../../auth/limits.ts).
 * Every attempt is counted before the check (known and unknown emails alike,
 * so a burst cannot slip past), and a success clears the runs: only failures
 * stay counted.
 *
 * - A browser with a device token for the account is counted by its token
 *   only, and its hash goes first in the queue.
 * - Any other browser is counted per account and address pair (429 past 10),
 *   and per account: past the ceiling it must bring a solved challenge
 *   (403 CHALLENGE_REQUIRED otherwise), and the owner is emailed an unlock link.
 *
 * Unknown email, Google-only account or wrong password: one hash each, an
 * audit entry, and null.
 */
export async function verifyPasswordSignIn(
  app: FastifyInstance,
  hasher: PasswordHasher,
  attempt: PasswordAttempt,
  request: Pick<FastifyRequest, 'ip' | 'headers'>,
): Promise<UserRow | null> {
  const db = app.ctx.database.db;
  const factor = app.ctx.config.rateLimitFactor;
  const address = addressKey(request.ip);
  const origin = auditOrigin(request);
  const { email } = attempt;
  const pair = accountAddressPair(email, address);
  const user = await findUserByEmail(db, email);

  // Counted attempts, taken back if the request is refused before the password is checked.
  const counted: string[] = [];
  const refuse = async (error: Error): Promise<never> => {
    await Promise.all(counted.map((id) => withdrawAttempt(db, id)));
    throw error;
  };

  let device = deviceTokenFor(app.ctx.signingSecret, attempt.deviceTokens, user?.id);
  if (device) {
    const result = await recordAttempt(db, accountLimit(ACCOUNT_LIMITS.loginFailuresDevice, factor), device.id);
    if (result.allowed) counted.push(result.attemptId);
    else device = null; // too many failures with this token: it counts for nothing
  }

  if (!device) {
    const pairResult = await recordAttempt(db, accountLimit(ACCOUNT_LIMITS.loginFailuresPair, factor), pair);
    if (!pairResult.allowed) await refuse(tooManyRequests(pairResult.retryAfterSeconds));
    else counted.push(pairResult.attemptId);

    const accountRun = accountLimit(ACCOUNT_LIMITS.loginFailures, factor);
    const accountResult = await recordAttempt(db, accountRun, email);
    if (accountResult.allowed) counted.push(accountResult.attemptId);
    else {
      // Past the ceiling: no lockout, a proof of work instead (each try still counts).
      // The owner hears of it, with a link that lets their browser through (at most once a day).
      if (user) await queueUnlockEmail(app, user, origin);
      if (!(await useChallengeSolution(db, app.ctx.signingSecret, attempt.altcha))) {
        await recordAuditEvent(db, { event: AUDIT_EVENTS.challengeRequired, userId: user?.id ?? null, origin });
        await refuse(challengeRequired());
      }
      await recordAuditEvent(db, { event: AUDIT_EVENTS.challengePassed, userId: user?.id ?? null, origin });
      counted.push(await addAttempt(db, accountRun, email));
    }
  }

  let valid: boolean;
  try {
    valid = await hasher.verify(attempt.password, user?.passwordHash, { key: address, priority: device !== null });
  } catch (error) {
    // The hashing queue is full (503): a request that was not checked counts nowhere.
    return refuse(error as Error);
  }

  if (!user || !valid) {
    await recordAuditEvent(db, { event: AUDIT_EVENTS.signInFailed, userId: user?.id ?? null, method: 'password', origin });
    return null;
  }
  await clearAttemptRuns(db, [
    [ACCOUNT_LIMITS.loginFailuresPair.scope, pair],
    [ACCOUNT_LIMITS.loginFailures.scope, email],
    ...(device ? [[ACCOUNT_LIMITS.loginFailuresDevice.scope, device.id] as [string, string]] : []),
  ]);
  return user;
}
