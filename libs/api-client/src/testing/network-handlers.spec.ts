import { ERROR_CODES } from '@intambwe/contract';
import { createApiClient } from '../http/create-api-client';
import { ApiError } from '../http/api-error';
import { authApi } from '../resources/auth';
import { apiHandlers, failure, networkHandlers, ok, type RecordedCall } from './index';
import { freshApiBase, networkServer } from './node';

const BASE = 'http://api.test/api';
const api = () => createApiClient({ baseUrl: BASE, session: { accessToken: () => 'access-1', renewAfterUnauthorized: async () => false } });
const user = { _id: 'u-1', firstName: 'Aline', lastName: 'Uwase', email: 'aline@example.com', role: 'student' as const, isEmailVerified: true };

describe('network handlers from an answer map', () => {
  it('answers a route with its status and JSON body, through the normal fetch', async () => {
    networkServer().use(...networkHandlers({ 'GET /auth/me': ok({ user }) }));
    await expect(authApi.me(api())).resolves.toMatchObject({ email: 'aline@example.com' });
  });

  it('answers a failure envelope the client reads as an ApiError with its code', async () => {
    networkServer().use(...networkHandlers({ 'POST /auth/login': failure(401, ERROR_CODES.invalidCredentials) }));
    const error = await authApi.login(api(), { email: 'a@example.com', password: 'wrong-password' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: ERROR_CODES.invalidCredentials });
  });

  it("fails 'offline' like a dropped connection", async () => {
    networkServer().use(...networkHandlers({ 'GET /auth/me': 'offline' }));
    await expect(authApi.me(api())).rejects.toMatchObject({ kind: 'network' });
  });

  it("keeps 'never' pending until the caller gives up", async () => {
    networkServer().use(...networkHandlers({ 'GET /auth/me': 'never' }));
    const controller = new AbortController();
    let settled = false;
    const pending = authApi.me(api(), { signal: controller.signal }).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    controller.abort();
    await expect(pending).rejects.toBeDefined();
  });

  it('answers in turn (the last repeats), from a function of the request, and records the calls', async () => {
    const calls: RecordedCall[] = [];
    networkServer().use(
      ...networkHandlers(
        {
          'POST /auth/forgot-password': [failure(503, ERROR_CODES.unavailable), { status: 200, body: { success: true, message: 'sent' } }],
          'POST /auth/login': (_request, body) =>
            (body as { email: string }).email === 'aline@example.com' ? ok({ user, token: 't', refreshToken: 'r' }) : failure(401),
        },
        { calls, notFound: true },
      ),
    );
    const client = api();
    await expect(authApi.forgotPassword(client, { email: 'aline@example.com' })).rejects.toMatchObject({ status: 503 });
    await expect(authApi.forgotPassword(client, { email: 'aline@example.com' })).resolves.toEqual({ message: 'sent' });
    await expect(authApi.forgotPassword(client, { email: 'aline@example.com' })).resolves.toEqual({ message: 'sent' });
    await expect(authApi.login(client, { email: 'aline@example.com', password: 'a-password' })).resolves.toMatchObject({ token: 't' });
    await expect(authApi.login(client, { email: 'other@example.com', password: 'a-password' })).rejects.toMatchObject({ status: 401 });
    await expect(authApi.logout(client)).rejects.toMatchObject({ status: 404 });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /auth/forgot-password',
      'POST /auth/forgot-password',
      'POST /auth/forgot-password',
      'POST /auth/login',
      'POST /auth/login',
      'POST /auth/logout',
    ]);
    expect(calls[3]).toMatchObject({ body: { email: 'aline@example.com' }, authorization: 'Bearer access-1' });
  });
});

describe('a network scoped to one API origin', () => {
  it("answers its own API's calls and OpenID paths on any origin, not another API's", async () => {
    const apiBase = freshApiBase();
    networkServer().use(
      ...networkHandlers({ 'GET /auth/me': ok({ user }), 'GET /.well-known/openid-configuration': { body: { issuer: 'x' } } }, { apiBase, notFound: true }),
    );
    await expect(authApi.me(createApiClient({ baseUrl: apiBase }))).resolves.toMatchObject({ _id: 'u-1' });
    const discovery = await fetch('http://front-door.test/.well-known/openid-configuration');
    await expect(discovery.json()).resolves.toEqual({ issuer: 'x' });
    await expect(authApi.me(createApiClient({ baseUrl: freshApiBase() }))).rejects.toBeDefined();
  });
});

describe('typed handlers for the common calls', () => {
  it('answers the login with the contract-typed envelope', async () => {
    networkServer().use(apiHandlers.login((_request, body) => (body.email ? ok({ user, token: 't', refreshToken: 'r' }) : failure(400))));
    await expect(authApi.login(api(), { email: 'aline@example.com', password: 'a-password' })).resolves.toMatchObject({ user: { _id: 'u-1' } });
  });
});
