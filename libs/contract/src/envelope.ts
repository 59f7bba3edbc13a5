import * as v from 'valibot';

/** `{ success: true, data, message? }` (CONTRACT Envelope). */
export function successEnvelope<TSchema extends v.GenericSchema>(data: TSchema) {
  return v.object({ success: v.literal(true), data, message: v.optional(v.string()) });
}

/**
 * `{ success: false, error, code, details?, fieldCodes?, retryAfterSeconds? }`:
 * every 4xx/5xx answer of our server. `error` and `details` are English, for
 * callers that show them as they are; clients that speak other languages
 * choose their words from `code`, `fieldCodes` (a `FieldCode` per field) and
 * the values (`retryAfterSeconds` of a 429), never by comparing sentences.
 */
export const FailureEnvelopeSchema = v.object({
  success: v.literal(false),
  error: v.string(),
  code: v.optional(v.string()),
  details: v.optional(v.record(v.string(), v.string())),
  fieldCodes: v.optional(v.record(v.string(), v.string())),
  retryAfterSeconds: v.optional(v.number()),
});
export type FailureEnvelope = v.InferOutput<typeof FailureEnvelopeSchema>;

/** Machine codes of the failure envelope. */
export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  invalidJson: 'INVALID_JSON',
  unauthorized: 'UNAUTHORIZED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  /** POST /auth/register: the email belongs to an account already. */
  emailTaken: 'EMAIL_TAKEN',
  /** A bearer token that was valid once but whose session has ended (signed out, revoked, expired). */
  sessionExpired: 'SESSION_EXPIRED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
  invalidResetToken: 'INVALID_RESET_TOKEN',
  invalidIdToken: 'INVALID_ID_TOKEN',
  invalidRegistrationToken: 'INVALID_REGISTRATION_TOKEN',
  /** POST /oidc/interaction/:uid/login or /abort: the sign-in request of a platform is unknown, finished or expired (or began in another browser). */
  interactionExpired: 'INTERACTION_EXPIRED',
  /** Google sign-in on a server without a Google client id. */
  googleNotConfigured: 'GOOGLE_NOT_CONFIGURED',
  /** Google's signing keys cannot be fetched right now. */
  googleUnavailable: 'GOOGLE_UNAVAILABLE',
  /** The email is linked to another Google account already. */
  googleAccountMismatch: 'GOOGLE_ACCOUNT_MISMATCH',
  /** A Google identity whose provider is not authoritative for an existing password account: prove the password (POST /auth/google/link). */
  googleLinkRequiresPassword: 'GOOGLE_LINK_REQUIRES_PASSWORD',
  /** A cross-origin call from an origin not listed in CORS_ORIGINS. */
  corsOriginNotAllowed: 'CORS_ORIGIN_NOT_ALLOWED',
  /** POST /newsletter/confirm: an unknown, used or expired confirmation token. */
  invalidConfirmationToken: 'INVALID_CONFIRMATION_TOKEN',
  /** 503: too many password checks are waiting; try again after `Retry-After` seconds. */
  serverBusy: 'SERVER_BUSY',
  /**
   * POST /auth/login (and /auth/google/link): many failed sign-ins to this account from elsewhere, so a
   * browser it does not know must solve a proof-of-work check (GET /auth/challenge, ALTCHA) and send
   * the solution as `altcha`. Also for a missing, wrong, expired or used solution.
   */
  challengeRequired: 'CHALLENGE_REQUIRED',
  /** POST /auth/unlock: an unknown, used or expired unlock link (one answer for all). */
  invalidUnlockToken: 'INVALID_UNLOCK_TOKEN',
  /** POST /auth/verify-email and /auth/change-email/confirm: an unknown, used or expired link token (one answer for all). */
  invalidToken: 'INVALID_TOKEN',
  /**
   * 401 on change-password, change-email, DELETE /account: the current password is wrong (counted as a failed sign-in).
   * The person stays signed in: a client must not read it as an ended session.
   */
  wrongPassword: 'WRONG_PASSWORD',
  /** Change-password or a password proof on an account that has no password (Google only). */
  passwordNotSet: 'PASSWORD_NOT_SET',
  /** POST /auth/passkeys/*\/verify: the WebAuthn response did not verify (wrong or used challenge, unknown credential, bad signature). */
  passkeyVerificationFailed: 'PASSKEY_VERIFICATION_FAILED',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
