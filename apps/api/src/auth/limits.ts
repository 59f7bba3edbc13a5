import type { AccountLimit } from './account-throttle.js';

/**
 * Rate limits of the auth routes. Per address (the plugin, in memory): generous,
 * because many people on one mobile network share a carrier-grade NAT address.
 * Per account (the database store): tight, since they protect one person.
 * Every allowance is multiplied by RATE_LIMIT_FACTOR.
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
} as const;

export const ACCOUNT_LIMITS = {
  /** Failed sign-ins for one email; a successful sign-in clears the run. */
  loginFailures: { scope: 'login-failures', max: 10, windowMs: 15 * MINUTE },
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
