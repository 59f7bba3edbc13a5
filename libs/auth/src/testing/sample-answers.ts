import { ok } from '@intambwe/api-client/testing';

/**
 * Answers of our server that tests and stories share (for the network maps:
 * `{ 'POST /auth/login': signInAnswer() }`, answered by msw, see
 * @intambwe/api-client/testing).
 */

export const sampleUser = {
  _id: 'u-aline',
  firstName: 'Aline',
  lastName: 'Uwase',
  email: 'aline@example.com',
  role: 'student',
  isEmailVerified: true,
  profilePicture: null,
  createdAt: '2026-01-05T08:00:00.000Z',
};

export const signInAnswer = (user: Partial<typeof sampleUser> = {}, status = 200) => ({
  status,
  body: {
    success: true,
    data: {
      user: { ...sampleUser, ...user },
      token: 'eyJhbGciOiJIUzI1NiJ9.access-token-for-tests-0123456789abcdefghijklmnop',
      refreshToken: 'refresh-token-for-tests-0123456789abcdefghijklmnopqrstuvwxyz',
    },
  },
});

/** POST /auth/google/nonce: what the Google flows ask first (the stub answers it unless a test routes it). */
export const googleNonceAnswer = ok({ nonce: 'nonce-for-tests', expiresIn: 600 });

/** A failure as our server sends it (the network double's `failure`). */
export { failure as failureAnswer, type FailureExtras } from '@intambwe/api-client/testing';

export const sampleGoogleUserData = {
  firstName: 'Jean',
  lastName: 'Mugisha',
  email: 'jean.mugisha@gmail.example',
  profilePicture:
    'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"%3E%3Crect width="40" height="40" fill="%23027a48"/%3E%3C/svg%3E',
  registrationToken: 'registration-token-for-tests',
};
