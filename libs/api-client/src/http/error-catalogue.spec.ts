import { classifyTransportError, describeFailure, failureCode, isCredentialsCall } from './error-catalogue';

describe('describeFailure: the shared client catalogue (SPEC §8)', () => {
  it.each([
    { facts: { kind: 'refused' }, message: 'Unable to connect to server. Please ensure the server is running.' },
    { facts: { kind: 'timeout' }, message: 'Request timeout. Please check your connection and try again.' },
    { facts: { kind: 'network' }, message: 'Network error. Please check your connection and try again.' },
    { facts: { kind: 'http', status: 500, serverMessage: 'db exploded' }, message: 'Server error. Please try again later.' },
    { facts: { kind: 'http', status: 503 }, message: 'Server error. Please try again later.' },
    { facts: { kind: 'http', status: 599 }, message: 'Server error. Please try again later.' },
    { facts: { kind: 'http', status: 404, serverMessage: 'Course not found.' }, message: 'Course not found.' },
    { facts: { kind: 'http', status: 409, serverMessage: 'Email already registered' }, message: 'Email already registered' },
    { facts: { kind: 'http', status: 401, serverMessage: 'Invalid email or password' }, message: 'Invalid email or password' },
    { facts: { kind: 'http', status: 429, serverMessage: 'Too many requests' }, message: 'Too many requests' },
    { facts: { kind: 'http', status: 418 }, message: 'Request failed with status code 418' },
  ] as const)('$facts.kind $facts.status -> $message', ({ facts, message }) => {
    expect(describeFailure(facts)).toBe(message);
  });
});

describe("failureCode: the server's code, else the client's own", () => {
  it.each([
    [{ kind: 'refused' }, 'CONNECTION_REFUSED'],
    [{ kind: 'network' }, 'NETWORK_ERROR'],
    [{ kind: 'timeout' }, 'TIMEOUT'],
    [{ kind: 'contract', status: 200 }, 'UNREADABLE_ANSWER'],
    [{ kind: 'http', status: 503 }, 'SERVER_ERROR'],
    [{ kind: 'http', status: 503, code: 'SERVICE_UNAVAILABLE' }, 'SERVICE_UNAVAILABLE'],
    [{ kind: 'http', status: 401, code: 'INVALID_CREDENTIALS' }, 'INVALID_CREDENTIALS'],
    [{ kind: 'http', status: 418 }, 'REQUEST_FAILED'],
  ] as const)('%j -> %s', (facts, code) => {
    expect(failureCode(facts)).toBe(code);
  });
});

describe('isCredentialsCall', () => {
  it.each([
    ['http://x/api/auth/login', true],
    ['http://x/api/auth/register', true],
    ['http://x/api/auth/login?next=1', true],
    ['http://x/api/auth/me', false],
    ['http://x/api/auth/logout', false],
    ['http://x/api/auth/register-something', false],
    ['http://x/api/jobs', false],
  ])('%s -> %s', (url, expected) => {
    expect(isCredentialsCall(url)).toBe(expected);
  });
});

describe('classifyTransportError', () => {
  const withCause = (code: string) => Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(code), { code }) });
  it.each([
    ['refused (Node names the cause)', withCause('ECONNREFUSED'), 'refused'],
    ['connect timeout', withCause('UND_ERR_CONNECT_TIMEOUT'), 'timeout'],
    ['ky timeout', Object.assign(new Error('Request timed out'), { name: 'TimeoutError' }), 'timeout'],
    ['browser failure without cause', new TypeError('Failed to fetch'), 'network'],
    ['DNS failure', withCause('ENOTFOUND'), 'network'],
    ['not an error', 'boom', 'network'],
  ])('%s', (_label, error, expected) => {
    expect(classifyTransportError(error)).toBe(expected);
  });
});
