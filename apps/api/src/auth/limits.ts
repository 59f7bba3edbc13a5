import type { AccountLimit } from './account-throttle.js';

/**
 * Rate limits of the auth routes. Per address (the plugin; in memory, or in
 * Redis with REDIS_URL; an IPv6 client counts by its /64): generous, because
 * many people on one mobile network share a carrier-grade NAT address. Per
 * account (the database store): they protect one person. Every allowance is
 * multiplied by RATE_LIMIT_FACTOR.
 *
 * Sign-in counts failures, not attempts (a success ends the run). No stranger
 * can lock the owner out:
 * - per account and address pair, 10 failures in 15 minutes, then that pair
 *   waits (429): a person who mistypes gets ten tries; a guesser on one
 *   address gets 40 guesses an hour at most;
 * - per account, 100 failures in 24 hours from all addresses together (the
 *   ceiling of NIST SP 800-63B). Past it the account is **not** locked: a
 *   browser without a device token for the account must solve a proof-of-work
 *   challenge (ALTCHA) for each try, a browser that signed in to it before
 *   passes as usual, and the owner is emailed an unlock link (once a day);
 * - per device token, 10 failures in 15 minutes, then that token counts for
 *   nothing (a stolen token is no way around the limits).
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const ADDRESS_LIMITS = {
  login: { max: 50, windowMs: 15 * MINUTE },
  register: { max: 20, windowMs: HOUR },
  forgotPassword: { max: 10, windowMs: 15 * MINUTE },
  resetPassword: { max: 20, windowMs: 15 * MINUTE },
  googleExchange: { max: 30, windowMs: 15 * MINUTE },
  googleCompleteRegistration: { max: 20, windowMs: HOUR },
  googleNonce: { max: 60, windowMs: 15 * MINUTE },
  googleLink: { max: 30, windowMs: 15 * MINUTE },
  /** Proof-of-work challenges handed out (each is cheap to make; a person needs one per sign-in past the ceiling). */
  challenge: { max: 60, windowMs: 15 * MINUTE },
  unlock: { max: 20, windowMs: 15 * MINUTE },
  /** Emailed-link tokens presented (verify-email, change-email/confirm): 256-bit tokens, so this only keeps floods off the database. */
  accountLink: { max: 30, windowMs: 15 * MINUTE },
  /** Signed-in account changes (password, email, deletion, sessions): a person needs a handful. */
  accountChange: { max: 30, windowMs: 15 * MINUTE },
  /** Passkey ceremonies (options and verify). */
  passkey: { max: 60, windowMs: 15 * MINUTE },
} as const;

export const ACCOUNT_LIMITS = {
  /** Failed sign-ins for one email from one address; a successful sign-in clears the run. */
  loginFailuresPair: { scope: 'login-failures-pair', max: 10, windowMs: 15 * MINUTE },
  /** Failed sign-ins for one email from every address: the NIST ceiling. A success clears the run. */
  loginFailures: { scope: 'login-failures', max: 100, windowMs: 24 * HOUR },
  /** Failed sign-ins with one device token; past it, the token is ignored. */
  loginFailuresDevice: { scope: 'login-failures-device', max: 10, windowMs: 15 * MINUTE },
  /** Unlock emails sent for one account (counted by the sign-in that reaches the ceiling). */
  unlockMail: { scope: 'unlock-mail', max: 1, windowMs: 24 * HOUR },
  /** Registration attempts for one email. */
  register: { scope: 'register', max: 5, windowMs: HOUR },
  /**
   * Reset emails sent to one account (counted by the mail worker, never by the request: a stranger's
   * requests cannot refuse the owner's, and when this is used up a link sent within the hour is still in the inbox).
   */
  resetMail: { scope: 'reset-mail', max: 5, windowMs: HOUR },
  /** Password resets of one account. */
  resetPassword: { scope: 'reset-password', max: 5, windowMs: HOUR },
  /** Verification emails one account asks for (POST /auth/verify-email/send). */
  verifyMail: { scope: 'verify-mail', max: 5, windowMs: HOUR },
  /** Email changes one account asks for (each mails two addresses). */
  changeEmail: { scope: 'change-email', max: 5, windowMs: HOUR },
} as const satisfies Record<string, AccountLimit>;

/** The allowance times the factor, never below one. */
export const scaledMax = (max: number, factor: number) => Math.max(1, Math.round(max * factor));

/** A route's `config.rateLimit` for a per-address limit. */
export const addressLimit = (limit: { max: number; windowMs: number }, factor: number) => ({
  rateLimit: { max: scaledMax(limit.max, factor), timeWindow: limit.windowMs },
});

export const accountLimit = (limit: AccountLimit, factor: number): AccountLimit => ({ ...limit, max: scaledMax(limit.max, factor) });
