import { ApiError } from '@intambwe/api-client';
import { googleExchangeErrorMessage, googleRegistrationErrorMessage, googleScreenMessage } from './google-errors';

describe('Google exchange failures (SPEC §8)', () => {
  it.each<[string, unknown, string]>([
    ['the server says no', new ApiError({ kind: 'http', status: 401, serverMessage: 'ID token validation failed' }), 'ID token validation failed'],
    ['the server says no without a message', new ApiError({ kind: 'http', status: 401 }), 'ID token validation failed'],
    ['no answer', new ApiError({ kind: 'network' }), 'Failed to validate Google ID token'],
    ['refused', new ApiError({ kind: 'refused' }), 'Failed to validate Google ID token'],
    ['timeout', new ApiError({ kind: 'timeout' }), 'Failed to validate Google ID token'],
    ['something without a message', new Error(''), 'Authentication failed'],
    ['nothing at all', undefined, 'Authentication failed'],
  ])('%s -> %s', (_case, error, expected) => {
    expect(googleExchangeErrorMessage(error)).toBe(expected);
  });
});

describe('Google registration failures (SPEC §8)', () => {
  it.each<[string, unknown, string]>([
    ['the server says no', new ApiError({ kind: 'http', status: 401, serverMessage: 'Registration token expired' }), 'Registration token expired'],
    ['the server says no without a message', new ApiError({ kind: 'http', status: 400 }), 'Registration completion failed'],
    ['no answer', new ApiError({ kind: 'network' }), 'Failed to complete registration'],
    ['nothing at all', undefined, 'Registration completion failed'],
  ])('%s -> %s', (_case, error, expected) => {
    expect(googleRegistrationErrorMessage(error)).toBe(expected);
  });
});

describe('Google screen messages chosen by the error text (SPEC §8)', () => {
  const configured = 'Google authentication is not properly configured. Please contact support.';
  const popup = 'Please allow popups for Google sign-in to work properly.';
  const network = 'Network error. Please check your internet connection and try again.';
  const unavailable = 'Google services are not available. Please try again later.';

  it.each<[string, 'info' | 'error', string, string]>([
    ['Google sign-in cancelled by user', 'info', 'Google sign-in was cancelled', 'Google sign-up was cancelled.'],
    ['The popup was closed', 'info', 'Google sign-in was cancelled', 'Google sign-up was cancelled.'],
    ['Google Client ID is not configured', 'error', configured, configured],
    ['Missing Client ID', 'error', configured, configured],
    ['Popup window failed to open', 'error', popup, popup],
    ['Third-party sign-in blocked by the browser', 'error', popup, popup],
    ['Network error. Please check your connection and try again.', 'error', network, network],
    ['Lost connection to accounts.google.com', 'error', network, network],
    ['Google Identity Services not available', 'error', unavailable, unavailable],
    [
      'Google sign-in timeout',
      'error',
      'Unable to sign in with Google. Please try again or use email/password',
      'Unable to create account with Google. Please try again or use the registration form.',
    ],
    [
      'ID token validation failed',
      'error',
      'Unable to sign in with Google. Please try again or use email/password',
      'Unable to create account with Google. Please try again or use the registration form.',
    ],
  ])('"%s" -> %s', (text, status, signIn, signUp) => {
    expect(googleScreenMessage(new Error(text), 'signIn')).toEqual({ status, message: signIn });
    expect(googleScreenMessage(new Error(text), 'signUp')).toEqual({ status, message: signUp });
  });
});
