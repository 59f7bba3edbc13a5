import { ApiError, failureText, apiClientMessageTree } from '@intambwe/api-client';
import { translate } from '@intambwe/i18n';
import { authMessages } from '../messages';
import { forgotPasswordErrorMessage } from './forgot-password-errors';

const notFound =
  "We couldn't find an account with that email address. Please check your email and try again, or create a new account if you haven't registered yet.";
const tooMany = 'Too many password reset attempts. Please wait a few minutes before trying again.';
const server = 'Our servers are experiencing issues. Please try again in a few minutes.';
const network = 'Network error. Please check your internet connection and try again.';
const timeout = 'Request timed out. Please check your internet connection and try again.';
const invalidEmail = 'Please enter a valid email address.';

const words = translate(apiClientMessageTree, 'en');
const otherwise = (error: unknown, fallback: string) => failureText(error, words, { fallback });
const message = (error: unknown, action: 'send' | 'resend') => forgotPasswordErrorMessage(error, action, authMessages.forgotPassword.errors, otherwise);

const http = (status: number, code?: string, fieldCodes?: Record<string, string>) =>
  new ApiError({ kind: 'http', status, code, serverMessage: 'A sentence no screen reads', fieldCodes });

describe('forgot password error mapping (SPEC §8), by status and code', () => {
  it.each<[string, unknown, string]>([
    ['a 404', http(404), notFound],
    ['NOT_FOUND', http(404, 'NOT_FOUND'), notFound],
    ['a 429', http(429), tooMany],
    ['RATE_LIMITED', http(429, 'RATE_LIMITED'), tooMany],
    ['a 500', http(500, 'INTERNAL_ERROR'), server],
    ['a 503', http(503, 'SERVICE_UNAVAILABLE'), server],
    ['a 502 without a code', http(502), server],
    ['no answer (dropped connection)', new ApiError({ kind: 'network' }), network],
    ['no answer (connection refused)', new ApiError({ kind: 'refused' }), network],
    ['a timeout', new ApiError({ kind: 'timeout' }), timeout],
    ['a 400 on the email field', http(400, 'VALIDATION_ERROR', { email: 'EMAIL_INVALID' }), invalidEmail],
    ['a 400 for a missing email', http(400, 'VALIDATION_ERROR', { email: 'EMAIL_REQUIRED' }), invalidEmail],
    ['any other code: its words', http(403, 'FORBIDDEN'), 'You are not allowed to do this.'],
  ])('%s', (_case, error, expected) => {
    expect(message(error, 'send')).toBe(expected);
    expect(message(error, 'resend')).toBe(expected);
  });

  it.each<[string, unknown]>([
    ['nothing useful', undefined],
    ['an error that is not an API failure', new Error('User not found: too many requests, network timeout')],
    ['an answer without a code', http(418)],
  ])('falls back to the action default for %s (never reading its text)', (_case, error) => {
    expect(message(error, 'send')).toBe('Failed to send reset email. Please try again.');
    expect(message(error, 'resend')).toBe('Failed to resend email. Please try again.');
  });
});
