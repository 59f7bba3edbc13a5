import { ApiError } from '@intambwe/api-client';
import { forgotPasswordErrorMessage } from './forgot-password-errors';

const notFound =
  "We couldn't find an account with that email address. Please check your email and try again, or create a new account if you haven't registered yet.";
const tooMany = 'Too many password reset attempts. Please wait a few minutes before trying again.';
const server = 'Our servers are experiencing issues. Please try again in a few minutes.';
const network = 'Network error. Please check your internet connection and try again.';
const timeout = 'Request timed out. Please check your internet connection and try again.';
const invalidEmail = 'Please enter a valid email address.';

const http = (status: number, serverMessage?: string, details?: Record<string, string>) =>
  new ApiError({ kind: 'http', status, serverMessage, details });

describe('forgot password error mapping (SPEC §8)', () => {
  it.each<[string, unknown, string]>([
    ['a 404', http(404), notFound],
    ['a message saying not found', new Error('User not found'), notFound],
    ['a 429', http(429, 'Slow down'), tooMany],
    ['a message about a rate limit', new Error('Rate limit exceeded'), tooMany],
    ['a message about too many requests', new Error('Too many requests'), tooMany],
    ['a 500', http(500), server],
    ['a 503', http(503, 'Database unavailable'), server],
    ['a message saying server error', new Error('Internal server error'), server],
    ['no answer (dropped connection)', new ApiError({ kind: 'network' }), network],
    ['no answer (connection refused)', new ApiError({ kind: 'refused' }), network],
    ['a message about fetch', new TypeError('Failed to fetch'), network],
    ['a message about the network', new Error('NetworkError when attempting to fetch resource.'), network],
    ['a timeout', new ApiError({ kind: 'timeout' }), timeout],
    ['a message saying timeout', new Error('The operation timeout was reached'), timeout],
    ['a message saying timed out', new Error('Request timed out'), timeout],
    ['a message about an invalid email', new Error('Invalid email'), invalidEmail],
    ['the 400 for a bad email', http(400, 'Please enter a valid email address'), invalidEmail],
    ['a validation answer on the email field', http(400, 'Validation failed', { email: 'Email is required' }), invalidEmail],
    ['any other message', http(403, 'This account is locked'), 'This account is locked'],
    ['another plain error', new Error('Something odd happened'), 'Something odd happened'],
  ])('%s', (_case, error, expected) => {
    expect(forgotPasswordErrorMessage(error, 'send')).toBe(expected);
    expect(forgotPasswordErrorMessage(error, 'resend')).toBe(expected);
  });

  it.each<[string, unknown]>([
    ['nothing useful', undefined],
    ['an error without a message', new Error('')],
    ['an answer without a message', http(418)],
  ])('falls back to the action default for %s', (_case, error) => {
    expect(forgotPasswordErrorMessage(error, 'send')).toBe('Failed to send reset email. Please try again.');
    expect(forgotPasswordErrorMessage(error, 'resend')).toBe('Failed to resend email. Please try again.');
  });
});
