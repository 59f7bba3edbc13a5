import * as v from 'valibot';
import { successEnvelope } from '@intambwe/contract';
import { authStorage } from '../storage/auth-storage';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';

const BASE = 'http://api.test/api';
const AnySuccess = successEnvelope(v.unknown());
const user = { _id: 'u1', firstName: 'Aline', lastName: 'Uwase', email: 'aline@example.com', role: 'student', isEmailVerified: true };

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function setup(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const onUnauthorized = vi.fn();
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return respond(request);
  });
  const api = createApiClient({ baseUrl: BASE, fetch: fetchStub as typeof fetch, onUnauthorized });
  return { api, requests, onUnauthorized };
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
  it('adds the bearer token from storage and sends JSON', async () => {
    authStorage.save({ token: 'tok-123', user });
    const { api, requests } = setup(() => jsonResponse(200, { success: true, data: { ok: 1 } }));
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
    ['connection refused', refused, 'Unable to connect to server. Please ensure the server is running.', undefined],
    ['other no-response failure', noResponse, 'Network error. Please check your connection and try again.', undefined],
    ['500', () => jsonResponse(500, { success: false, error: 'stack trace here' }), 'Server error. Please try again later.', 500],
    ['502 without JSON', () => new Response('<html>Bad gateway</html>', { status: 502 }), 'Server error. Please try again later.', 502],
    ['404 passes the server message', () => jsonResponse(404, { success: false, error: 'Course not found.', code: 'NOT_FOUND' }), 'Course not found.', 404],
    ['409 passes the server message', () => jsonResponse(409, { success: false, error: 'An account with this email already exists.' }), 'An account with this email already exists.', 409],
    ['400 keeps field details', () => jsonResponse(400, { success: false, error: 'Please enter a valid email address', details: { email: 'Please enter a valid email address' } }), 'Please enter a valid email address', 400],
  ])('%s', async (_label, respond, message, status) => {
    const { api } = setup(respond as () => Response);
    const error = await failureOf(api.get('jobs', AnySuccess));
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
  });

  it('a timeout gives the timeout sentence', async () => {
    const { api } = setup((request) => new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))));
    const error = await failureOf(api.get('slow', AnySuccess, { timeout: 20 }));
    expect(error.message).toBe('Request timeout. Please check your connection and try again.');
    expect(error.kind).toBe('timeout');
  });

  it('a 429 carries Retry-After', async () => {
    const { api } = setup(() => jsonResponse(429, { success: false, error: 'Too many requests. Please wait 60 seconds and try again.' }, { 'retry-after': '60' }));
    const error = await failureOf(api.post('auth/forgot-password', { email: 'a@b.co' }, AnySuccess));
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(60);
  });

  it('a 401 on a protected call removes the stored token and user and goes to /login', async () => {
    authStorage.save({ token: 'expired', user });
    const { api, onUnauthorized } = setup(() => jsonResponse(401, { success: false, error: 'Your session has expired.' }));
    const error = await failureOf(api.get('auth/me', AnySuccess));
    expect(error.message).toBe('Your session has expired.');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledWith({ url: `${BASE}/auth/me` });
  });

  it('a 401 can clear the session without leaving the page', async () => {
    authStorage.save({ token: 'expired', user });
    const { api, onUnauthorized } = setup(() => jsonResponse(401, { success: false, error: 'expired' }));
    await failureOf(api.get('auth/me', AnySuccess, { redirectOnUnauthorized: false }));
    expect(localStorage.getItem('token')).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each(['auth/login', 'auth/register'])('a 401 from %s keeps the stored session and stays on the page', async (path) => {
    authStorage.save({ token: 'still-valid', user });
    const { api, onUnauthorized } = setup(() => jsonResponse(401, { success: false, error: 'Invalid email or password' }));
    const error = await failureOf(api.post(path, { email: 'a@b.co', password: 'x' }, AnySuccess));
    expect(error.message).toBe('Invalid email or password');
    expect(localStorage.getItem('token')).toBe('still-valid');
    expect(onUnauthorized).not.toHaveBeenCalled();
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
