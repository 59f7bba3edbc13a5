import { compileMessage } from '@lingui/message-utils/compileMessage';
import { loadCatalogs, translate } from '@intambwe/i18n';
import { ApiError } from '../http/api-error';
import { codeOf, failureText, fieldFailures, fieldText } from './failure-text';
import { apiClientMessageTree } from './messages';

const en = translate(apiClientMessageTree, 'en');
const http = (status: number, code?: string, more: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ kind: 'http', status, code, serverMessage: 'English no screen reads', ...more });

describe('failureText: words chosen from the code, never from the sentence', () => {
  it.each<[string, unknown, string]>([
    ['offline', new ApiError({ kind: 'network' }), 'Network error. Please check your connection and try again.'],
    ['a refused connection', new ApiError({ kind: 'refused' }), 'Unable to connect to server. Please ensure the server is running.'],
    ['a timeout', new ApiError({ kind: 'timeout' }), 'Request timeout. Please check your connection and try again.'],
    ['an unreadable answer', new ApiError({ kind: 'contract' }), 'The server sent an answer this app cannot read. Please try again later.'],
    ['a 500 with its code', http(500, 'INTERNAL_ERROR'), 'Server error. Please try again later.'],
    ['a 503 with its code', http(503, 'SERVICE_UNAVAILABLE'), 'Server error. Please try again later.'],
    ['a 502 without a code', http(502), 'Server error. Please try again later.'],
    ['a wait', http(429, 'RATE_LIMITED', { retryAfterSeconds: 1 }), 'Too many requests. Please wait 1 second and try again.'],
    ['a wait of some seconds', http(429, 'RATE_LIMITED', { retryAfterSeconds: 90 }), 'Too many requests. Please wait 90 seconds and try again.'],
    ['a wait of unknown length', http(429, 'RATE_LIMITED'), 'Too many requests. Please wait a moment and try again.'],
    ['a session that ended', http(401, 'SESSION_EXPIRED'), 'Your session has ended. Please sign in again.'],
    ['a 400: its first field', http(400, 'VALIDATION_ERROR', { fieldCodes: { email: 'EMAIL_INVALID', name: 'NAME_REQUIRED' } }), 'Please enter a valid email address'],
    ['a 400 without fields', http(400, 'VALIDATION_ERROR'), 'Please check what you entered and try again.'],
  ])('%s', (_case, error, expected) => {
    expect(failureText(error, en)).toBe(expected);
  });

  it("a feature's words for its own codes come first, as plain words or with the failure's values", () => {
    expect(failureText(http(401, 'INVALID_CREDENTIALS'), en, { words: { INVALID_CREDENTIALS: 'Wrong email or password' } })).toBe('Wrong email or password');
    expect(failureText(http(429, 'RATE_LIMITED', { retryAfterSeconds: 7 }), en, { words: { RATE_LIMITED: ({ seconds }) => `wait ${seconds}` } })).toBe('wait 7');
    // A code of another library, outside Google sign-in's or the API's failures (a GoogleSignInError, say).
    expect(failureText(Object.assign(new Error('English'), { code: 'GOOGLE_TIMEOUT' }), en, { words: { GOOGLE_TIMEOUT: 'Google took too long' } })).toBe('Google took too long');
  });

  it("a failure whose code says nothing known gets the screen's fallback, whatever its sentence", () => {
    const fallback = 'Login failed. Please try again.';
    expect(failureText(http(409), en, { fallback })).toBe(fallback);
    expect(failureText(http(409, 'SOMETHING_NEWER'), en, { fallback })).toBe(fallback);
    expect(failureText(new Error('Network error. Please check your connection and try again.'), en, { fallback })).toBe(fallback);
    expect(failureText(undefined, en)).toBe('The request failed. Please try again.');
  });

  it('speaks the language of the words it is given', async () => {
    await loadCatalogs('fr', [
      {
        fr: async () => ({
          default: {
            'apiClient.failures.NETWORK_ERROR': compileMessage('Erreur réseau.'),
            'apiClient.failures.RATE_LIMITED': compileMessage('Patientez {seconds, plural, =0 {un instant} one {# seconde} other {# secondes}}.'),
          },
        }),
      },
    ]);
    const fr = translate(apiClientMessageTree, 'fr');
    expect(failureText(new ApiError({ kind: 'network' }), fr)).toBe('Erreur réseau.');
    expect(failureText(http(429, 'RATE_LIMITED', { retryAfterSeconds: 2 }), fr)).toBe('Patientez 2 secondes.');
  });
});

describe('field words', () => {
  it("gives a field code's words; a code these words lack shows the server's English, else 'not valid'", () => {
    expect(fieldText('PASSWORD_TOO_COMMON', en)).toBe('This password is too common. Please choose a less common password');
    expect(fieldText('FROM_A_NEWER_SERVER', en, 'That address cannot receive mail')).toBe('That address cannot receive mail');
    expect(fieldText('FROM_A_NEWER_SERVER', en)).toBe('This value is not valid');
  });

  it('gives each field a 400 names, and nothing for other failures', () => {
    const error = http(400, 'VALIDATION_ERROR', { fieldCodes: { email: 'EMAIL_TAKEN_ELSEWHERE', password: 'PASSWORD_TOO_SHORT' }, details: { email: 'Taken elsewhere' } });
    expect(fieldFailures(error, en)).toEqual({ email: 'Taken elsewhere', password: 'Password must be at least 8 characters' });
    expect(fieldFailures(http(409, 'EMAIL_TAKEN'), en)).toEqual({});
    expect(fieldFailures(new Error('boom'), en)).toEqual({});
  });

  it('reads the code of anything thrown', () => {
    expect(codeOf(http(404, 'NOT_FOUND'))).toBe('NOT_FOUND');
    expect(codeOf(Object.assign(new Error('x'), { code: 'GOOGLE_CANCELLED' }))).toBe('GOOGLE_CANCELLED');
    expect(codeOf(Object.assign(new Error('x'), { code: 42 }))).toBeUndefined();
    expect(codeOf('text')).toBeUndefined();
  });
});
