import { ApiError } from '@intambwe/api-client';
import { isInvalidResetTokenError } from './reset-password-errors';

describe('invalid reset token detection (SPEC §4)', () => {
  it.each<[string, unknown, boolean]>([
    ['the server answer', new ApiError({ kind: 'http', status: 400, serverMessage: 'Invalid or expired reset token' }), true],
    ['the code alone', new ApiError({ kind: 'http', status: 400, code: 'INVALID_RESET_TOKEN', serverMessage: 'Nope' }), true],
    ['an expired link', new Error('This link has expired'), true],
    ['a missing token', new Error('Invalid or missing reset token'), true],
    ['a password rule', new ApiError({ kind: 'http', status: 400, serverMessage: 'Password must be at least 8 characters' }), false],
    ['a server error', new ApiError({ kind: 'http', status: 500 }), false],
    ['a dropped connection', new ApiError({ kind: 'network' }), false],
  ])('%s -> %s', (_case, error, expected) => {
    expect(isInvalidResetTokenError(error)).toBe(expected);
  });
});
