import { ApiError } from '@intambwe/api-client';
import { isInvalidResetTokenError } from './reset-password-errors';

describe('invalid reset token detection (SPEC §4), by code', () => {
  it.each<[string, unknown, boolean]>([
    ['the server answer', new ApiError({ kind: 'http', status: 400, code: 'INVALID_RESET_TOKEN', serverMessage: 'Nope' }), true],
    ['a token refused by the contract', new ApiError({ kind: 'http', status: 400, code: 'VALIDATION_ERROR', fieldCodes: { token: 'RESET_TOKEN_MISSING' } }), true],
    ['a sentence that only sounds like it', new Error('Invalid or expired reset token'), false],
    ['a password rule', new ApiError({ kind: 'http', status: 400, code: 'VALIDATION_ERROR', fieldCodes: { password: 'PASSWORD_TOO_SHORT' } }), false],
    ['a server error', new ApiError({ kind: 'http', status: 500 }), false],
    ['a dropped connection', new ApiError({ kind: 'network' }), false],
  ])('%s -> %s', (_case, error, expected) => {
    expect(isInvalidResetTokenError(error)).toBe(expected);
  });
});
