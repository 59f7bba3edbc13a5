import * as v from 'valibot';
import { successEnvelope } from '@intambwe/contract';
import { ApiError } from './api-error';
import { createApiClient, type SessionBinding } from './create-api-client';

const BASE = 'http://api.test/api';
const AnySuccess = successEnvelope(v.unknown());
const user = { _id: 'u1', firstName: 'Aline', lastName: 'Uwase', email: 'aline@example.com', role: 'student', isEmailVerified: true };

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function setup(respond: (request: Request) => Response | Promise<Response>, session?: SessionBinding) {
  const requests: Request[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return respond(request);
  });
  const api = createApiClient({ baseUrl: BASE, fetch: fetchStub as typeof fetch, session });
  return { api, requests };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('createApiClient: requests', () => {
  it("adds the bound session's bearer token and sends JSON", async () => {
    const { api, requests } = setup(() => jsonResponse(200, { success: true, data: { ok: 1 } }), {
      accessToken: () => 'tok-123',
      renewAfterUnauthorized: async () => false,
    });
    await api.post('contact', { name: 'A' }, AnySuccess);
    expect(requests[0].url).toBe(`${BASE}/contact`);
    expect(requests[0].headers.get('authorization')).toBe('Bearer tok-123');
    expect(requests[0].headers.get('content-type')).toContain('application/json');
    expect(await requests[0].json()).toEqual({ name: 'A' });
  });

  it('sends no authorization header without a token', async () => {
    const { api, requests } = setup(() => jsonResponse(200, { success: true, data: [] }));
    await api.get('jobs', AnySuccess, { searchParams: { limit: 6, empty: undefined } });
    expect(requests[0].headers.has('authorization')).toBe(false);
    expect(requests[0].url).toBe(`${BASE}/jobs?limit=6`);
  });

  it('offers get, post, put, patch, delete and multipart post', async () => {
    const { api, requests } = setup(() => jsonResponse(200, { success: true, data: null }));
    await api.get('a', AnySuccess);
    await api.post('b', {}, AnySuccess);
    await api.put('c', {}, AnySuccess);
    await api.patch('d', {}, AnySuccess);
    await api.delete('e', AnySuccess);
    const form = new FormData();
    form.set('file', 'x');
    await api.postMultipart('f', form, AnySuccess);
    expect(requests.map((r) => r.method)).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'POST']);
    expect(requests[5].headers.get('content-type')).toContain('multipart/form-data');
  });
});

describe('createApiClient: the error catalogue (SPEC §8), line by line', () => {
  const refused = () => {
    throw Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
  };
  const noResponse = () => {
    throw new TypeError('Failed to fetch');
  };

  it.each([
    ['connection refused', refused, 'Unable to connect to server. Please ensure the server is running.', undefined, 'CONNECTION_REFUSED'],
    ['other no-response failure', noResponse, 'Network error. Please check your connection and try again.', undefined, 'NETWORK_ERROR'],
    ['500', () => jsonResponse(500, { success: false, error: 'stack trace here', code: 'INTERNAL_ERROR' }), 'Server error. Please try again later.', 500, 'INTERNAL_ERROR'],
    ['502 without JSON', () => new Response('<html>Bad gateway</html>', { status: 502 }), 'Server error. Please try again later.', 502, 'SERVER_ERROR'],
    ['404 passes the server message', () => jsonResponse(404, { success: false, error: 'Course not found.', code: 'NOT_FOUND' }), 'Course not found.', 404, 'NOT_FOUND'],
    ['409 passes the server message', () => jsonResponse(409, { success: false, error: 'An account with this email already exists.', code: 'EMAIL_TAKEN' }), 'An account with this email already exists.', 409, 'EMAIL_TAKEN'],
    ['418 without a code', () => jsonResponse(418, { success: false }), 'Request failed with status code 418', 418, 'REQUEST_FAILED'],
    ['400 keeps field details', () => jsonResponse(400, { success: false, error: 'Please enter a valid email address', details: { email: 'Please enter a valid email address' }, code: 'VALIDATION_ERROR' }), 'Please enter a valid email address', 400, 'VALIDATION_ERROR'],
  ])('%s', async (_label, respond, message, status, code) => {
    const { api } = setup(respond as () => Response);
    const error = await failureOf(api.get('jobs', AnySuccess));
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
    expect(error.code).toBe(code);
  });

  it("a 400 carries each field's code beside its English sentence", async () => {
    const { api } = setup(() =>
      jsonResponse(400, {
        success: false,
        error: 'Email is required',
        code: 'VALIDATION_ERROR',
        details: { email: 'Email is required', password: 'Password is required' },
        fieldCodes: { email: 'EMAIL_REQUIRED', password: 'PASSWORD_REQUIRED' },
      }),
    );
    const error = await failureOf(api.post('auth/login', {}, AnySuccess));
    expect(error.fieldCodes).toEqual({ email: 'EMAIL_REQUIRED', password: 'PASSWORD_REQUIRED' });
    expect(error.details).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('an answer that is not JSON is UNREADABLE_ANSWER', async () => {
    const { api } = setup(() => new Response('not json', { status: 200, headers: { 'content-type': 'text/plain' } }));
    const error = await failureOf(api.get('jobs', AnySuccess));
    expect(error).toMatchObject({ kind: 'contract', code: 'UNREADABLE_ANSWER' });
  });

  it('a timeout gives the timeout sentence', async () => {
    const { api } = setup((request) => new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))));
    const error = await failureOf(api.get('slow', AnySuccess, { timeout: 20 }));
    expect(error.message).toBe('Request timeout. Please check your connection and try again.');
    expect(error.kind).toBe('timeout');
    expect(error.code).toBe('TIMEOUT');
  });

  it('a 429 carries Retry-After', async () => {
    const { api } = setup(() => jsonResponse(429, { success: false, error: 'Too many requests. Please wait 60 seconds and try again.' }, { 'retry-after': '60' }));
    const error = await failureOf(api.post('auth/forgot-password', { email: 'a@b.co' }, AnySuccess));
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(60);
  });

  it("a 429's wait is read from the body first (a cross-origin caller may not see Retry-After)", async () => {
    const { api } = setup(() => jsonResponse(429, { success: false, error: 'Slow down', code: 'RATE_LIMITED', retryAfterSeconds: 42 }));
    const error = await failureOf(api.post('auth/login', {}, AnySuccess));
    expect(error).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 42 });
  });

  it('without a session it sends no token, never touches storage, and a 401 is the caller\'s (the page is left alone)', async () => {
    localStorage.setItem('token', 'someone-elses');
    const { api, requests } = setup(() => jsonResponse(401, { success: false, error: 'Please sign in to continue.', code: 'UNAUTHORIZED' }));
    const error = await failureOf(api.get('auth/me', AnySuccess));
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(requests[0]?.headers.has('authorization')).toBe(false);
    expect(localStorage.getItem('token')).toBe('someone-elses');
    expect(window.location.pathname).toBe('/');
  });

  it('a 401 asks the session to renew once, then repeats the call with the new token', async () => {
    let token = 'expired';
    const renewAfterUnauthorized = vi.fn(async () => {
      token = 'renewed';
      return true;
    });
    const { api, requests } = setup(
      (request) =>
        request.headers.get('authorization') === 'Bearer renewed'
          ? jsonResponse(200, { success: true, data: { user } })
          : jsonResponse(401, { success: false, error: 'expired' }),
      { accessToken: () => token, renewAfterUnauthorized },
    );
    await expect(api.get('auth/me', AnySuccess)).resolves.toEqual({ success: true, data: { user } });
    expect(renewAfterUnauthorized).toHaveBeenCalledExactlyOnceWith('expired');
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual(['Bearer expired', 'Bearer renewed']);
  });

  it('a 401 the session cannot renew is the caller\'s 401; a second 401 after renewal is not renewed again', async () => {
    const ended = setup(() => jsonResponse(401, { success: false, error: 'expired' }), {
      accessToken: () => 'expired',
      renewAfterUnauthorized: async () => false,
    });
    expect((await failureOf(ended.api.get('auth/me', AnySuccess))).status).toBe(401);
    expect(ended.requests).toHaveLength(1);

    const renew = vi.fn(async () => true);
    const stillRefused = setup(() => jsonResponse(401, { success: false, error: 'revoked' }), { accessToken: () => 'tok', renewAfterUnauthorized: renew });
    expect((await failureOf(stillRefused.api.get('auth/me', AnySuccess))).message).toBe('revoked');
    expect(renew).toHaveBeenCalledTimes(1);
    expect(stillRefused.requests).toHaveLength(2);
  });

  it('the calls that renew or end a session never ask for renewal', async () => {
    const renew = vi.fn(async () => true);
    const { api } = setup(() => jsonResponse(401, { success: false, error: 'expired' }), { accessToken: () => 'tok', renewAfterUnauthorized: renew });
    await failureOf(api.post('auth/refresh', { refreshToken: 'r' }, AnySuccess, { renewOnUnauthorized: false }));
    expect(renew).not.toHaveBeenCalled();
  });

  it.each(['auth/login', 'auth/register'])('a 401 from %s never asks the session to renew (bad credentials end nothing)', async (path) => {
    const renew = vi.fn(async () => true);
    const { api } = setup(() => jsonResponse(401, { success: false, error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }), {
      accessToken: () => 'still-valid',
      renewAfterUnauthorized: renew,
    });
    const error = await failureOf(api.post(path, { email: 'a@b.co', password: 'x' }, AnySuccess));
    expect(error.code).toBe('INVALID_CREDENTIALS');
    expect(renew).not.toHaveBeenCalled();
  });

  it('a bound session supplies the token; unbinding returns to sending none', async () => {
    const { api, requests } = setup(() => jsonResponse(200, { success: true, data: {} }));
    const unbind = api.bindSession({ accessToken: () => 'from-session', renewAfterUnauthorized: async () => false });
    await api.get('jobs', AnySuccess);
    unbind();
    await api.get('jobs', AnySuccess);
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual(['Bearer from-session', null]);
  });

  it('sends the person\'s language when the host tells it', async () => {
    const requests: Request[] = [];
    const api = createApiClient({
      baseUrl: BASE,
      language: () => 'rw',
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(input instanceof Request ? input : new Request(input, init));
        return jsonResponse(200, { success: true, data: {} });
      }) as typeof fetch,
    });
    await api.post('auth/forgot-password', { email: 'a@b.co' }, AnySuccess);
    expect(requests[0]?.headers.get('accept-language')).toBe('rw');
  });

  it('an answer that breaks the contract is rejected with a clear error', async () => {
    const { api } = setup(() => jsonResponse(200, { success: true, data: { user: { name: 'no id' } } }));
    const error = await failureOf(api.get('auth/me', successEnvelope(v.object({ user: v.object({ _id: v.string() }) }))));
    expect(error.kind).toBe('contract');
    expect(error.message).toBe('The server sent an answer this app cannot read. Please try again later.');
  });

  it('a 200 that says it failed keeps its own message', async () => {
    const { api } = setup(() => jsonResponse(200, { success: false, error: 'Registration completion failed' }));
    const error = await failureOf(api.post('auth/google/complete-registration', {}, AnySuccess));
    expect(error.message).toBe('Registration completion failed');
  });
});
