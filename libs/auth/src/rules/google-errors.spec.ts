import { ApiError } from '@intambwe/api-client';
import { translate } from '@intambwe/i18n';
import { GoogleSignInError } from '../google/google-sign-in-error';
import { googleMessageDescriptors } from '../google-messages';
import { googleScreenMessage } from './google-errors';

const screenWords = translate(googleMessageDescriptors, 'en').screen;

describe('Google screen messages chosen by the failure code (SPEC §8)', () => {
  const configured = 'Google authentication is not properly configured. Please contact support.';
  const network = 'Network error. Please check your internet connection and try again.';
  const unavailable = 'Google services are not available. Please try again later.';
  const failedIn = 'Unable to sign in with Google. Please try again or use email/password';
  const failedUp = 'Unable to create account with Google. Please try again or use the registration form.';

  it.each<[string, unknown, 'info' | 'error', string, string]>([
    ['the person closed the popup', new GoogleSignInError('GOOGLE_CANCELLED'), 'info', 'Google sign-in was cancelled', 'Google sign-up was cancelled.'],
    ['no client id here', new GoogleSignInError('GOOGLE_CLIENT_ID_MISSING'), 'error', configured, configured],
    ['no client id on the server', new ApiError({ kind: 'http', status: 503, code: 'GOOGLE_NOT_CONFIGURED' }), 'error', configured, configured],
    ['no answer from our server', new ApiError({ kind: 'network' }), 'error', network, network],
    ['a refused connection', new ApiError({ kind: 'refused' }), 'error', network, network],
    ["Google's script without its API", new GoogleSignInError('GOOGLE_NOT_AVAILABLE'), 'error', unavailable, unavailable],
    ["Google's keys out of reach", new ApiError({ kind: 'http', status: 503, code: 'GOOGLE_UNAVAILABLE' }), 'error', unavailable, unavailable],
    ['the 30 s timeout', new GoogleSignInError('GOOGLE_TIMEOUT'), 'error', failedIn, failedUp],
    ['a refused ID token', new ApiError({ kind: 'http', status: 401, code: 'INVALID_ID_TOKEN' }), 'error', failedIn, failedUp],
    ['an error whose text only sounds like a cancel', new Error('Google sign-in cancelled by user'), 'error', failedIn, failedUp],
  ])('%s', (_case, error, status, signIn, signUp) => {
    expect(googleScreenMessage(error, 'signIn', screenWords)).toEqual({ status, message: signIn });
    expect(googleScreenMessage(error, 'signUp', screenWords)).toEqual({ status, message: signUp });
  });
});
