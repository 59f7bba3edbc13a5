import { validationMessages } from '@intambwe/contract';
import { defineMessages } from '@intambwe/i18n';

/**
 * The words of every failure a front end meets, keyed by code (catalogs:
 * `locales/<language>.po`, `apiClientCatalogs`):
 * - `failures`: the client's own failures (no answer, a timeout, a server error,
 *   an answer it cannot read: SPEC §8) and the server's codes every caller may
 *   meet (CONTRACT.md envelope); a feature library adds the words of its own codes;
 * - `fields`: the contract's field codes (SPEC §5), for the forms' own checks
 *   and for a 400's `fieldCodes` alike.
 */
export const failureMessages = /* @__PURE__ */ defineMessages('apiClient.failures', {
  CONNECTION_REFUSED: 'Unable to connect to server. Please ensure the server is running.',
  NETWORK_ERROR: 'Network error. Please check your connection and try again.',
  TIMEOUT: 'Request timeout. Please check your connection and try again.',
  SERVER_ERROR: 'Server error. Please try again later.',
  UNREADABLE_ANSWER: 'The server sent an answer this app cannot read. Please try again later.',
  REQUEST_FAILED: 'The request failed. Please try again.',
  RATE_LIMITED: 'Too many requests. Please wait {seconds, plural, =0 {a moment} one {# second} other {# seconds}} and try again.',
  VALIDATION_ERROR: 'Please check what you entered and try again.',
  INVALID_JSON: 'The request could not be read. Please try again.',
  PAYLOAD_TOO_LARGE: 'What you sent is too large.',
  UNAUTHORIZED: 'Please sign in to continue.',
  SESSION_EXPIRED: 'Your session has ended. Please sign in again.',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_FOUND: 'Not found.',
  INVALID_TOKEN: 'This link is invalid or has expired. Links work once, for a limited time.',
  WRONG_PASSWORD: 'Your password is not right.',
  PASSWORD_NOT_SET: 'Your account has no password: you sign in with Google. Set a password first with “Forgot your password?”.',
  PASSKEY_VERIFICATION_FAILED: 'The passkey could not be checked. Please try again.',
});

/** The words of the contract's field codes (English: the contract's own sentences). */
export const fieldMessages = /* @__PURE__ */ defineMessages('apiClient.fields', validationMessages);

/** Every message of libs/api-client (its catalogs translate these; tools/i18n checks them). */
export const apiClientMessageTree = { failures: failureMessages, fields: fieldMessages };

/** Service texts of SPEC §8 that are only logged (never shown: the page shows its empty state). */
export const serviceMessages = {
  jobsHttpError: (status: number) => `HTTP error! status: ${status}`,
  jobsFailed: 'Failed to fetch jobs data',
  trendingCoursesFailed: 'Failed to fetch trending courses',
};
