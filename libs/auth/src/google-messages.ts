import { defineMessages, translate } from '@intambwe/i18n';

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
  errors: {
    clientIdMissing: 'Google Client ID is not configured',
    validationFailed: 'ID token validation failed',
    validateNetwork: 'Failed to validate Google ID token',
    authenticationFailed: 'Authentication failed',
    noCredential: 'No credential received from Google',
    notAvailable: 'Google Identity Services not available',
    loadFailed: 'Failed to load Google Identity Services',
    cancelled: 'Google sign-in cancelled by user',
    timeout: 'Google sign-in timeout',
    registrationFailed: 'Registration completion failed',
    registrationNetwork: 'Failed to complete registration',
  },
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

/** The English messages (the errors Google sign-in throws are matched by their English text). */
export const googleMessages = /* @__PURE__ */ translate(googleMessageDescriptors, 'en');
