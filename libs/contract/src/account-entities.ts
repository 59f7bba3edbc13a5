/* Accounts: the entities the always-loaded auth state needs (a module of its own keeps the listing schemas out of the first download). */
import * as v from 'valibot';

/** The four roles a client may ever send (CONTRACT: nothing else is accepted, no admin). */
export const ROLES = ['student', 'teacher', 'job_seeker', 'employer'] as const;
export type Role = (typeof ROLES)[number];

/**
 * A user as the server returns it. `role` is read as any string: a sister
 * platform's server may know more roles, and the redirect rule sends unknown
 * ones to /dashboard (SPEC §6).
 */
export const UserSchema = v.object({
  _id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  role: v.string(),
  isEmailVerified: v.optional(v.boolean(), false),
  profilePicture: v.nullish(v.string()),
  createdAt: v.optional(v.string()),
});
export type User = v.InferOutput<typeof UserSchema>;

export const SignInResultSchema = v.object({
  user: UserSchema,
  token: v.string(),
  refreshToken: v.optional(v.string()),
  /**
   * This browser signed in to the account: kept by the client and sent back with later sign-ins
   * (`deviceTokens`), so it passes without the check strangers meet after many failures (our server adds it).
   */
  deviceToken: v.optional(v.string()),
});
export type SignInResult = v.InferOutput<typeof SignInResultSchema>;

export const TokenPairSchema = v.object({ token: v.string(), refreshToken: v.string() });
export type TokenPair = v.InferOutput<typeof TokenPairSchema>;

/** Google user data carried from the exchange to role selection (SPEC §3). */
export const GoogleUserDataSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  profilePicture: v.nullish(v.string()),
  registrationToken: v.string(),
});
export type GoogleUserData = v.InferOutput<typeof GoogleUserDataSchema>;

export const GoogleExchangeResultSchema = v.variant('requiresRoleSelection', [
  v.object({
    requiresRoleSelection: v.literal(false),
    user: UserSchema,
    token: v.string(),
    refreshToken: v.optional(v.string()),
    deviceToken: v.optional(v.string()),
  }),
  v.object({
    requiresRoleSelection: v.literal(true),
    googleUserData: GoogleUserDataSchema,
  }),
]);
export type GoogleExchangeResult = v.InferOutput<typeof GoogleExchangeResultSchema>;

/** POST /auth/google/nonce: a single-use value to pass to Google's `initialize({ nonce })`. */
export const GoogleNonceResultSchema = v.object({ nonce: v.string(), expiresIn: v.number() });
export type GoogleNonceResult = v.InferOutput<typeof GoogleNonceResultSchema>;

/** POST /auth/unlock: the device token that lets this browser sign in to the account without a check. */
export const UnlockResultSchema = v.object({ deviceToken: v.string() });
export type UnlockResult = v.InferOutput<typeof UnlockResultSchema>;
