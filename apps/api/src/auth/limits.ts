import type { AccountLimit } from './account-throttle.js';

/**
 * Rate limits of the auth routes. Per address (the plugin; in memory, or in
 * Redis with REDIS_URL): generous, because many people on one mobile network
 * share a carrier-grade NAT address. Per account (the database store): they
 * protect one person. Every allowance is multiplied by RATE_LIMIT_FACTOR.
 *
 * Sign-in counts failures, not attempts (a success ends the run), at two levels:
 * - per account and address pair, 10 failures in 15 minutes: a person who
 *   mistypes gets ten tries, then a short wait; a guesser on one address gets
 *   40 guesses an hour at most;
 * - per account, 100 failures in 24 hours from all addresses together, the
 *   ceiling NIST SP 800-63B sets (at most 100 consecutive failures). A stranger
 *   failing from other addresses therefore does not stop the owner, who signs
 *   in from a fresh pair, until 100 failures pile up; a distributed guesser
 *   gets 100 guesses a day per account.
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
} as const;

export const ACCOUNT_LIMITS = {
  /** Failed sign-ins for one email from one address; a successful sign-in clears the run. */
  loginFailuresPair: { scope: 'login-failures-pair', max: 10, windowMs: 15 * MINUTE },
  /** Failed sign-ins for one email from every address: the NIST ceiling. A success clears the run. */
  loginFailures: { scope: 'login-failures', max: 100, windowMs: 24 * HOUR },
  /** Registration attempts for one email. */
  register: { scope: 'register', max: 5, windowMs: HOUR },
  /** Reset emails requested for one email (each one sends mail). */
  forgotPassword: { scope: 'forgot-password', max: 5, windowMs: HOUR },
  /** Password resets of one account. */
  resetPassword: { scope: 'reset-password', max: 5, windowMs: HOUR },
} as const satisfies Record<string, AccountLimit>;

/** The allowance times the factor, never below one. */
export const scaledMax = (max: number, factor: number) => Math.max(1, Math.round(max * factor));

/** A route's `config.rateLimit` for a per-address limit. */
export const addressLimit = (limit: { max: number; windowMs: number }, factor: number) => ({
  rateLimit: { max: scaledMax(limit.max, factor), timeWindow: limit.windowMs },
});

export const accountLimit = (limit: AccountLimit, factor: number): AccountLimit => ({ ...limit, max: scaledMax(limit.max, factor) });
