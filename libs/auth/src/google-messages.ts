import { defineMessages } from '@intambwe/i18n';

/**
 * Google sign-in (SPEC §8). A module of its own: the always-loaded auth state maps
 * Google exchange failures, and a shared module would pull every screen's strings
 * into the first download. `useAuthMessages().google` is these messages.
 */
export const googleMessageDescriptors = /* @__PURE__ */ defineMessages('auth.google', {
  button: 'Continue with Google',
  busy: 'Connecting to Google…',
  opening: 'Opening Google sign-in…',
  popupTitle: 'Sign in with Google',
  popupNote: 'Choose your Google account to continue.',
  popupClose: 'Close',
  link: {
    title: 'Link your Google account',
    note: 'An account with this email already exists. Sign in with your password to link Google.',
    password: 'Password of your account',
    submit: 'Link and sign in',
    submitting: 'Linking…',
    cancel: 'Cancel',
    forgotPassword: 'Forgot your password?',
    failed: 'Linking failed. Please try again.',
  },
  /** Google sign-in's own failures (SPEC §8), keyed by their code (`GoogleSignInError`). */
  errors: {
    GOOGLE_CLIENT_ID_MISSING: 'Google Client ID is not configured',
    GOOGLE_NO_CREDENTIAL: 'No credential received from Google',
    GOOGLE_NOT_AVAILABLE: 'Google Identity Services not available',
    GOOGLE_LOAD_FAILED: 'Failed to load Google Identity Services',
    GOOGLE_CANCELLED: 'Google sign-in cancelled by user',
    GOOGLE_TIMEOUT: 'Google sign-in timeout',
  },
  /** A Google sign-in that failed without a code saying why. */
  authenticationFailed: 'Authentication failed',
  screen: {
    signInCancelled: 'Google sign-in was cancelled',
    signUpCancelled: 'Google sign-up was cancelled.',
    notConfigured: 'Google authentication is not properly configured. Please contact support.',
    popupBlocked: 'Please allow popups for Google sign-in to work properly.',
    network: 'Network error. Please check your internet connection and try again.',
    unavailable: 'Google services are not available. Please try again later.',
    signInFailed: 'Unable to sign in with Google. Please try again or use email/password',
    signUpFailed: 'Unable to create account with Google. Please try again or use the registration form.',
  },
});
