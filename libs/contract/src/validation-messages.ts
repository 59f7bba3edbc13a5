/**
 * The field codes of the contract (CONTRACT.md: `fieldCodes` of a 400
 * VALIDATION_ERROR) and their English sentences (SPEC §5). The schemas report
 * a broken rule by its code; the server sends the code with the sentence
 * (`details`), and clients choose their own words from the code. The forms show
 * the same words as the server, in the page's language (libs/api-client holds
 * them in four languages).
 */
export const validationMessages = {
  EMAIL_REQUIRED: 'Email is required',
  EMAIL_INVALID: 'Please enter a valid email address',
  EMAIL_TOO_LONG: 'Email must be at most 254 characters',
  PASSWORD_REQUIRED: 'Password is required',
  LOGIN_PASSWORD_TOO_SHORT: 'Password must be at least 6 characters',
  PASSWORD_TOO_SHORT: 'Password must be at least 8 characters',
  PASSWORD_TOO_LONG: 'Password must be at most 128 characters',
  PASSWORD_COMPLEXITY: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  /** Registration and reset: the password is on the server's list of common (breached) passwords. */
  PASSWORD_TOO_COMMON: 'This password is too common. Please choose a less common password',
  FIRST_NAME_REQUIRED: 'First name is required',
  FIRST_NAME_TOO_SHORT: 'First name must be at least 2 characters',
  FIRST_NAME_TOO_LONG: 'First name must be at most 50 characters',
  LAST_NAME_REQUIRED: 'Last name is required',
  LAST_NAME_TOO_SHORT: 'Last name must be at least 2 characters',
  LAST_NAME_TOO_LONG: 'Last name must be at most 50 characters',
  CONFIRM_PASSWORD_REQUIRED: 'Please confirm your password',
  PASSWORDS_MUST_MATCH: 'Passwords must match',
  ROLE_REQUIRED: 'Please select your role',
  /** A role outside the four (an `admin`, say): the same words as a missing one. */
  ROLE_INVALID: 'Please select your role',
  TERMS_REQUIRED: 'You must agree to the terms and conditions',
  SELECT_ROLE_REQUIRED: 'Please select a role to continue',
  RESET_TOKEN_MISSING: 'Invalid or missing reset token',
  REFRESH_TOKEN_REQUIRED: 'Refresh token is required',
  ID_TOKEN_REQUIRED: 'No credential received from Google',
  REGISTRATION_TOKEN_REQUIRED: 'Registration token is required',
  PLATFORM_INVALID: 'Platform must be homepage, elearning or job_portal',
  NAME_REQUIRED: 'Name is required',
  NAME_TOO_LONG: 'Name must be at most 100 characters',
  SUBJECT_TOO_LONG: 'Subject must be at most 150 characters',
  MESSAGE_REQUIRED: 'Message is required',
  MESSAGE_TOO_SHORT: 'Message must be at least 10 characters',
  MESSAGE_TOO_LONG: 'Message must be at most 5000 characters',
  CHAT_MESSAGE_TOO_LONG: 'Message must be at most 2000 characters',
  LIMIT_INVALID: 'limit must be a whole number from 1 to 50',
  PAGE_INVALID: 'page must be a whole number from 1',
  SORT_BY_INVALID: 'sortBy must be one of enrollmentCount, rating, createdAt, price, title',
  SORT_ORDER_INVALID: 'sortOrder must be asc or desc',
  TEXT_TOO_LONG: 'Text must be at most 100 characters',
  CONFIRMATION_TOKEN_REQUIRED: 'Confirmation token is required',
  /** POST /auth/login: `deviceTokens` not a list of at most 5 short texts. */
  DEVICE_TOKENS_INVALID: 'Device tokens must be a list of at most 5 tokens',
  /** POST /auth/login: an `altcha` solution that is not a text of at most 4000 characters. */
  CHALLENGE_SOLUTION_INVALID: 'The check could not be read. Please try again',
  /** POST /auth/google/complete-registration: a picture that is not an https address on Google's image hosts. */
  PROFILE_PICTURE_INVALID: 'The profile picture must be an https address on Google',
  /** POST /auth/unlock: a missing or malformed token. */
  UNLOCK_TOKEN_INVALID: 'This unlock link is invalid or has expired',
  /** POST /auth/verify-email, /auth/change-email/confirm: a missing or malformed link token. */
  LINK_TOKEN_REQUIRED: 'This link is invalid or has expired',
  /** Change password, change email, delete account: the current password is missing. */
  CURRENT_PASSWORD_REQUIRED: 'Current password is required',
  /** POST /auth/change-email: the new email is the account's email already. */
  EMAIL_UNCHANGED: 'This is already your email address',
  /** DELETE /account: neither a password nor a Google ID token. */
  DELETE_PROOF_REQUIRED: 'Enter your password (or sign in with Google again) to delete your account',
  /** Passkeys: a name that is empty after trimming. */
  PASSKEY_NAME_REQUIRED: 'Passkey name is required',
  PASSKEY_NAME_TOO_LONG: 'Passkey name must be at most 64 characters',
  /** Passkeys: a WebAuthn response that is not a credential in JSON form. */
  PASSKEY_RESPONSE_INVALID: 'The passkey response could not be read. Please try again',
  /** A value of the wrong kind where no rule names it (a number for a text, say). */
  INVALID_VALUE: 'This value is not valid',
} as const;

/** A field code: which rule of SPEC §5 (or of the contract) a field broke. */
export type FieldCode = keyof typeof validationMessages;

/** Whether a text is one of the contract's field codes. */
export function isFieldCode(value: unknown): value is FieldCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(validationMessages, value);
}
