import { defineMessages, type Translated } from '@intambwe/i18n';

/**
 * The server's sentences that reach the auth screens (CONTRACT: the `error` of
 * a failure), so a person reads them in the page's language. The English texts
 * are the server's, word for word (tools/i18n/catalogs.spec.ts holds them equal);
 * English pages show the server's own text, as SPEC §8 says.
 */
export const serverMessageDescriptors = /* @__PURE__ */ defineMessages('auth.server', {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists. Please sign in or reset your password.',
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  invalidResetToken: 'Invalid or expired reset token',
  invalidIdToken: 'ID token validation failed',
  googleNotConfigured: 'Google sign-in is not configured on this server (no Google Client ID is set).',
  googleUnavailable: 'Google sign-in is not available right now. Please try again in a moment.',
  googleLinkRequiresPassword: 'An account with this email already exists. Sign in with your password to link Google.',
  interactionExpired: 'This sign-in request has expired. Go back to the platform and sign in again.',
  googleAccountMismatch:
    'This email address is already linked to a different Google account. Please sign in with that account or with your password.',
  invalidRegistrationToken: 'Your Google sign-up has expired or does not match this email. Please continue with Google again.',
  rateLimited: 'Too many requests. Please wait {seconds} seconds and try again.',
  internal: 'Something went wrong on our side. Please try again later.',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
});

export type ServerMessages = Translated<typeof serverMessageDescriptors>;
