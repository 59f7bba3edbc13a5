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
  /** Google sign-in on a server without a Google client id. */
  googleNotConfigured: 'GOOGLE_NOT_CONFIGURED',
  /** Google's signing keys cannot be fetched right now. */
  googleUnavailable: 'GOOGLE_UNAVAILABLE',
  /** The email is linked to another Google account already. */
  googleAccountMismatch: 'GOOGLE_ACCOUNT_MISMATCH',
  /** POST /auth/handoff/exchange: an unknown, used, expired or other-platform code (one answer for all). */
  invalidHandoffCode: 'INVALID_HANDOFF_CODE',
  /** POST /auth/handoff: the platform does not serve the user's role. */
  platformNotForRole: 'PLATFORM_NOT_FOR_ROLE',
  /** A Google identity whose provider is not authoritative for an existing password account: prove the password (POST /auth/google/link). */
  googleLinkRequiresPassword: 'GOOGLE_LINK_REQUIRES_PASSWORD',
  /** A cross-origin call from an origin not listed in CORS_ORIGINS. */
  corsOriginNotAllowed: 'CORS_ORIGIN_NOT_ALLOWED',
  /** POST /newsletter/confirm: an unknown, used or expired confirmation token. */
  invalidConfirmationToken: 'INVALID_CONFIRMATION_TOKEN',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
