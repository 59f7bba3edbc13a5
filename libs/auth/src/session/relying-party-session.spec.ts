import { authStorage } from './auth-storage';
import { browserNavigation } from '../navigation/browser-navigation';
import { discoveryAnswer, oauthErrorAnswer, TEST_OPEN_ID, tokenAnswer } from '../testing/openid-stubs';
import { sampleUser, stubNetwork, type StubRoutes } from '../testing/stub-network';
import { relyingPartyRemote, resetRelyingParties } from './session-remote';
import { createSessionStore, type SessionStore } from './session-store';

/** A sister platform's session: tokens of the code flow, renewed and confirmed at the front door's provider. */
function setup(routes: StubRoutes) {
  const network = stubNetwork({ 'GET /.well-known/openid-configuration': discoveryAnswer, ...routes });
  const store = createSessionStore({ api: network.api, remote: relyingPartyRemote(network.api, TEST_OPEN_ID) });
  const unbind = network.api.bindSession(store);
  return { store, network, unbind };
}

const settled = (store: SessionStore) => vi.waitFor(() => expect(store.getState().status).not.toBe('checking'), { timeout: 10_000 });
const form = (body: unknown) => Object.fromEntries(new URLSearchParams(body as string));

describe('a sister platform’s session (relying party)', () => {
  let store: SessionStore | undefined;
  beforeEach(() => {
    resetRelyingParties();
    authStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => store?.stop());

  it('confirms a stored session by renewing it at the provider (rotated refresh token, the person from the new ID token)', async () => {
    authStorage.save({ token: 'old-access', user: sampleUser, refreshToken: 'old-refresh', idToken: 'old-id' });
    const { store: s, network } = setup({ 'POST /oidc/token': tokenAnswer('n', { firstName: 'Alina' }, 'new-refresh') });
    store = s;
    store.start();
    expect(store.getState()).toEqual({ status: 'checking', user: sampleUser });
    await settled(store);
    expect(store.getState()).toMatchObject({ status: 'signed-in', user: { firstName: 'Alina' } });
    const refresh = network.calls.find((call) => call.path === '/oidc/token');
    expect(form(refresh?.body)).toMatchObject({ grant_type: 'refresh_token', refresh_token: 'old-refresh', client_id: 'elearning', resource: window.location.origin });
    expect(authStorage.getRefreshToken()).toBe('new-refresh');
    expect(authStorage.getToken()).toBe('platform-access-token-0123456789');
    expect(authStorage.getIdToken()).toMatch(/^ey/);
  }, 20_000);

  it('signs out when the provider has ended the session (a revoked or reused refresh token: invalid_grant)', async () => {
    authStorage.save({ token: 'old-access', user: sampleUser, refreshToken: 'revoked' });
    ({ store } = setup({ 'POST /oidc/token': oauthErrorAnswer('invalid_grant') }));
    store.start();
    await settled(store);
    expect(store.getState()).toEqual({ status: 'signed-out', user: null });
    expect(authStorage.getToken()).toBeNull();
  }, 20_000);

  it('signing out goes through the provider’s end-session page: the front door and the other platforms end too', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    authStorage.save({ token: 'access', user: sampleUser, refreshToken: 'refresh', idToken: 'id-token-hint' });
    ({ store } = setup({}));
    await store.signOut();
    expect(store.getState()).toEqual({ status: 'signed-out', user: null });
    expect(authStorage.getIdToken()).toBeNull();
    const url = new URL(assign.mock.calls[0]?.[0] as string);
    expect(url.origin + url.pathname).toBe('http://front-door.test/oidc/session/end');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'elearning',
      id_token_hint: 'id-token-hint',
      post_logout_redirect_uri: `${window.location.origin}/`,
    });
  }, 20_000);
});
