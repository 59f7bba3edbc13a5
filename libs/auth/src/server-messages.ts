import { defineMessages, type Translated } from '@intambwe/i18n';

/**
 * The words of the server's codes that reach the auth screens (CONTRACT
 * envelope `code`), keyed by code; the codes every caller meets (offline,
 * too many requests, a session ended…) have their words in
 * `@intambwe/api-client`. English as the server says it.
 */
export const serverMessageDescriptors = /* @__PURE__ */ defineMessages('auth.server', {
  INVALID_CREDENTIALS: 'Invalid email or password',
  EMAIL_TAKEN: 'An account with this email already exists. Please sign in or reset your password.',
  INVALID_RESET_TOKEN: 'Invalid or expired reset token',
  INVALID_ID_TOKEN: 'ID token validation failed',
  GOOGLE_NOT_CONFIGURED: 'Google sign-in is not configured on this server (no Google Client ID is set).',
  GOOGLE_UNAVAILABLE: 'Google sign-in is not available right now. Please try again in a moment.',
  GOOGLE_LINK_REQUIRES_PASSWORD: 'An account with this email already exists. Sign in with your password to link Google.',
  INTERACTION_EXPIRED: 'This sign-in request has expired. Go back to the platform and sign in again.',
  INVALID_UNLOCK_TOKEN: 'This unlock link is invalid or has expired.',
  SERVER_BUSY: 'Many people are signing in right now. Please try again in {seconds, plural, =0 {a moment} one {# second} other {# seconds}}.',
  GOOGLE_ACCOUNT_MISMATCH:
    'This email address is already linked to a different Google account. Please sign in with that account or with your password.',
  INVALID_REGISTRATION_TOKEN: 'Your Google sign-up has expired or does not match this email. Please continue with Google again.',
});

export type ServerMessages = Translated<typeof serverMessageDescriptors>;
