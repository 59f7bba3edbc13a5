import { ApiError } from '@intambwe/api-client';
import { failureMessage, fieldFailure } from './failure-message';

describe('failure fallbacks (SPEC §8: the message or the fallback)', () => {
  const fallbacks = [
    'Login failed. Please try again.',
    'Registration failed. Please try again.',
    'Failed to reset password. Please try again.',
    'Failed to complete registration. Please try again.',
  ];

  it.each(fallbacks)('shows the server message rather than "%s"', (fallback) => {
    const error = new ApiError({ kind: 'http', status: 401, serverMessage: 'Invalid email or password' });
    expect(failureMessage(error, fallback)).toBe('Invalid email or password');
  });

  it.each(fallbacks)('shows "%s" when the failure has no message', (fallback) => {
    expect(failureMessage(new Error(''), fallback)).toBe(fallback);
    expect(failureMessage(undefined, fallback)).toBe(fallback);
    expect(failureMessage(new ApiError({ kind: 'http', status: 409 }), fallback)).toBe(fallback);
  });

  it('keeps the shared client catalogue for failures without an answer', () => {
    expect(failureMessage(new ApiError({ kind: 'refused' }), 'x')).toBe(
      'Unable to connect to server. Please ensure the server is running.',
    );
    expect(failureMessage(new ApiError({ kind: 'http', status: 500 }), 'x')).toBe('Server error. Please try again later.');
  });
});

describe('fieldFailure (a server-only rule shown by its field)', () => {
  const tooCommon = 'This password is too common. Please choose a less common password';

  it("gives the server's message for the field a 400 names", () => {
    const error = new ApiError({ kind: 'http', status: 400, serverMessage: tooCommon, details: { password: tooCommon } });
    expect(fieldFailure(error, 'password')).toBe(tooCommon);
    expect(fieldFailure(error, 'email')).toBe('');
  });

  it('gives nothing for other failures', () => {
    expect(fieldFailure(new ApiError({ kind: 'http', status: 409, details: { password: 'x' } }), 'password')).toBe('');
    expect(fieldFailure(new Error('boom'), 'password')).toBe('');
    expect(fieldFailure(undefined, 'password')).toBe('');
  });
});
