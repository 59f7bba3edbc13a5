import { ApiError } from '../http/api-error';
import { createApiClient } from '../http/create-api-client';
import { accountApi } from './account';

const BASE = 'http://api.test/api';

function setup(respond: (request: Request) => Response, renewAfterUnauthorized = vi.fn(async () => true)) {
  const requests: Array<{ method: string; url: string; body: string; authorization: string | null }> = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push({ method: request.method, url: request.url, body: await request.clone().text(), authorization: request.headers.get('authorization') });
    return respond(request);
  };
  const api = createApiClient({ baseUrl: BASE, fetch: fetchStub as typeof fetch, session: { accessToken: () => 'access-1', renewAfterUnauthorized } });
  return { api, requests, renewAfterUnauthorized };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('accountApi', () => {
  it('DELETE /account carries the password in its body and reads when the data will be erased', async () => {
    const { api, requests } = setup(() => json(200, { success: true, data: { erasureBy: '2026-12-26T00:00:00.000Z' } }));
    await expect(accountApi.deleteAccount(api, { password: 'Kigali2026' })).resolves.toEqual({ erasureBy: '2026-12-26T00:00:00.000Z' });
    expect(requests).toEqual([{ method: 'DELETE', url: `${BASE}/account`, body: '{"password":"Kigali2026"}', authorization: 'Bearer access-1' }]);
  });

  it('a wrong current password (401 WRONG_PASSWORD) is the caller\'s: the session is not renewed', async () => {
    const { api, requests, renewAfterUnauthorized } = setup(() => json(401, { success: false, error: 'Wrong password', code: 'WRONG_PASSWORD' }));
    const failure = await accountApi.changePassword(api, { currentPassword: 'NotMine2026', newPassword: 'Kigali2027' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: 'WRONG_PASSWORD' });
    expect(renewAfterUnauthorized).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1);
  });

  it('a Google sign-in that does not prove the account (401 INVALID_ID_TOKEN) on DELETE /account does not renew the session', async () => {
    const { api, requests, renewAfterUnauthorized } = setup(() => json(401, { success: false, error: 'Invalid ID token', code: 'INVALID_ID_TOKEN' }));
    const failure = await accountApi.deleteAccount(api, { idToken: 'a-google-id-token' }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 401, code: 'INVALID_ID_TOKEN' });
    expect(renewAfterUnauthorized).not.toHaveBeenCalled();
    expect(requests).toEqual([{ method: 'DELETE', url: `${BASE}/account`, body: '{"idToken":"a-google-id-token"}', authorization: 'Bearer access-1' }]);
  });

  it('an expired token on an account call is still renewed once', async () => {
    let calls = 0;
    const { api, renewAfterUnauthorized } = setup(() =>
      calls++ === 0 ? json(401, { success: false, error: 'expired', code: 'SESSION_EXPIRED' }) : json(200, { success: true, data: [] }),
    );
    await expect(accountApi.sessions(api)).resolves.toEqual([]);
    expect(renewAfterUnauthorized).toHaveBeenCalledOnce();
  });

  it('reads the sessions and passkeys with the contract\'s schemas', async () => {
    const session = { id: 's1', createdAt: '2026-11-01T00:00:00Z', lastUsedAt: '2026-11-02T00:00:00Z', userAgent: null, current: true };
    const { api } = setup((request) =>
      request.url.endsWith('/auth/sessions') ? json(200, { success: true, data: [session] }) : json(200, { success: true, data: [{ id: 'p1', name: 'Phone', createdAt: '2026-11-01T00:00:00Z', lastUsedAt: null }] }),
    );
    await expect(accountApi.sessions(api)).resolves.toEqual([session]);
    await expect(accountApi.passkeys(api)).resolves.toEqual([{ id: 'p1', name: 'Phone', createdAt: '2026-11-01T00:00:00Z', lastUsedAt: null }]);
  });

  it('sends the emailed tokens without asking the session to renew', async () => {
    const user = { _id: 'u1', firstName: 'Aline', lastName: 'Uwase', email: 'a@example.com', role: 'student', isEmailVerified: true };
    const { api, requests } = setup(() => json(200, { success: true, data: { user } }));
    await expect(accountApi.verifyEmail(api, { token: 't1' })).resolves.toMatchObject({ isEmailVerified: true });
    await accountApi.confirmEmailChange(api, { token: 't2' });
    expect(requests.map(({ url, body }) => [url.replace(BASE, ''), body])).toEqual([
      ['/auth/verify-email', '{"token":"t1"}'],
      ['/auth/change-email/confirm', '{"token":"t2"}'],
    ]);
  });
});
