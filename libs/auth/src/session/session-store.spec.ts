import { authStorage } from './auth-storage';
import * as v from 'valibot';
import { successEnvelope } from '@intambwe/contract';
import { sampleUser, stubNetwork, type StubRoutes } from '../testing/stub-network';
import { createSessionStore, SESSION_LOCK_NAME, type SessionStore } from './session-store';

const ok = (data: unknown) => ({ body: { success: true, data } });
const unauthorized = { status: 401, body: { success: false, error: 'Your session has expired.' } };
const me = (user = sampleUser) => ok({ user });

function setup(routes: StubRoutes, win: Window = window) {
  const network = stubNetwork(routes);
  const store = createSessionStore({ api: network.api, win });
  const unbind = network.api.bindSession(store);
  return { store, network, unbind };
}

const settled = (store: SessionStore) => vi.waitFor(() => expect(store.getState().status).not.toBe('checking'));

describe('createSessionStore', () => {
  let store: SessionStore | undefined;
  afterEach(() => store?.stop());

  describe('start (SPEC §4)', () => {
    it('knows nobody before it starts, as on the server', () => {
      ({ store } = setup({}));
      expect(store.getState()).toEqual({ status: 'checking', user: null });
    });

    it('a visitor without a stored session is signed out at once, without a call', () => {
      const { store: s, network } = setup({});
      store = s;
      store.start();
      expect(store.getState()).toEqual({ status: 'signed-out', user: null });
      expect(network.calls).toEqual([]);
    });

    it('shows the stored person at once, then confirms them with GET /auth/me', async () => {
      authStorage.save({ token: 'access-1', user: sampleUser, refreshToken: 'refresh-1' });
      const renamed = { ...sampleUser, firstName: 'Alina' };
      const { store: s, network } = setup({ 'GET /auth/me': me(renamed) });
      store = s;
      store.start();
      expect(store.getState()).toEqual({ status: 'checking', user: sampleUser });
      await settled(store);
      expect(store.getState()).toEqual({ status: 'signed-in', user: renamed });
      expect(network.calls[0]).toMatchObject({ method: 'GET', path: '/auth/me', authorization: 'Bearer access-1' });
      expect(authStorage.getStoredUser()).toEqual(renamed);
    });

    it('clears the stored session when the server refuses it', async () => {
      authStorage.save({ token: 'access-1', user: sampleUser });
      ({ store } = setup({ 'GET /auth/me': unauthorized }));
      store.start();
      await settled(store);
      expect(store.getState()).toEqual({ status: 'signed-out', user: null });
      expect(localStorage.getItem('token')).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
    });

    it('half a stored session (a token without a user) is none', () => {
      localStorage.setItem('token', 'orphan');
      ({ store } = setup({}));
      store.start();
      expect(store.getState().status).toBe('signed-out');
      expect(localStorage.getItem('token')).toBeNull();
    });
  });

  describe('renewal after a 401', () => {
    it('renews an expired access token once and repeats the call: the person stays signed in', async () => {
      authStorage.save({ token: 'expired', user: sampleUser, refreshToken: 'refresh-1' });
      const { store: s, network } = setup({
        'GET /auth/me': (request) => (request.headers.get('authorization') === 'Bearer fresh' ? me() : unauthorized),
        'POST /auth/refresh': ok({ token: 'fresh', refreshToken: 'refresh-2' }),
      });
      store = s;
      store.start();
      await settled(store);
      expect(store.getState()).toEqual({ status: 'signed-in', user: sampleUser });
      expect(network.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /auth/me', 'POST /auth/refresh', 'GET /auth/me']);
      expect(network.calls[1]?.body).toEqual({ refreshToken: 'refresh-1' });
      expect(authStorage.getToken()).toBe('fresh');
      expect(authStorage.getRefreshToken()).toBe('refresh-2');
    });

    it('shares one refresh among calls that fail together', async () => {
      authStorage.save({ token: 'expired', user: sampleUser, refreshToken: 'refresh-1' });
      const { network } = setup({
        'GET /jobs': (request) => (request.headers.get('authorization') === 'Bearer fresh' ? ok([]) : unauthorized),
        'POST /auth/refresh': ok({ token: 'fresh', refreshToken: 'refresh-2' }),
      });
      const any = successEnvelope(v.unknown());
      await Promise.all([network.api.get('jobs', any), network.api.get('jobs', any), network.api.get('jobs', any)]);
      expect(network.calls.filter((call) => call.path === '/auth/refresh')).toHaveLength(1);
    });

    it('uses the token another tab renewed meanwhile instead of refreshing again', async () => {
      authStorage.save({ token: 'expired', user: sampleUser, refreshToken: 'refresh-1' });
      // The lock is held by "another tab", which renews before releasing it.
      const win = Object.create(window, {
        navigator: {
          value: {
            locks: {
              request: async (name: string, callback: () => Promise<unknown>) => {
                expect(name).toBe(SESSION_LOCK_NAME);
                authStorage.saveTokens({ token: 'renewed-by-other-tab', refreshToken: 'refresh-2' });
                return callback();
              },
            },
          },
        },
      }) as Window;
      const { store: s, network } = setup(
        { 'GET /auth/me': (request) => (request.headers.get('authorization') === 'Bearer renewed-by-other-tab' ? me() : unauthorized) },
        win,
      );
      store = s;
      store.start();
      await settled(store);
      expect(store.getState().status).toBe('signed-in');
      expect(network.calls.some((call) => call.path === '/auth/refresh')).toBe(false);
    });

    it('ends the session when the refresh token is refused', async () => {
      authStorage.save({ token: 'expired', user: sampleUser, refreshToken: 'revoked' });
      ({ store } = setup({ 'GET /auth/me': unauthorized, 'POST /auth/refresh': unauthorized }));
      store.start();
      await settled(store);
      expect(store.getState()).toEqual({ status: 'signed-out', user: null });
      expect(authStorage.getRefreshToken()).toBeNull();
    });

    it('keeps the session when the refresh could not reach the server (only that call fails)', async () => {
      authStorage.save({ token: 'expired', user: sampleUser, refreshToken: 'refresh-1' });
      const { network } = setup({ 'GET /jobs': unauthorized, 'POST /auth/refresh': 'offline' });
      await expect(network.api.get('jobs', successEnvelope(v.unknown()))).rejects.toMatchObject({ status: 401 });
      expect(authStorage.getRefreshToken()).toBe('refresh-1');
    });
  });

  describe('sign in and out', () => {
    it('stores a sign-in result and tells subscribers', () => {
      ({ store } = setup({}));
      store.start();
      const listener = vi.fn();
      store.subscribe(listener);
      store.signIn({ user: sampleUser, token: 'access', refreshToken: 'refresh' });
      expect(store.getState()).toEqual({ status: 'signed-in', user: sampleUser });
      expect(listener).toHaveBeenCalledTimes(1);
      expect(authStorage.getToken()).toBe('access');
    });

    it('signs out here even when the server cannot be told, and tells the server which session ended', async () => {
      authStorage.save({ token: 'access', user: sampleUser, refreshToken: 'refresh-1' });
      const { store: s, network } = setup({ 'GET /auth/me': me(), 'POST /auth/logout': 'offline' });
      store = s;
      store.start();
      await s.signOut();
      expect(store.getState()).toEqual({ status: 'signed-out', user: null });
      expect(localStorage.getItem('token')).toBeNull();
      expect(network.calls.find((call) => call.path === '/auth/logout')?.body).toEqual({ refreshToken: 'refresh-1' });
    });
  });

  describe('other tabs', () => {
    const storageEvent = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key }));

    it('follows a sign-in and a sign-out made in another tab', () => {
      ({ store } = setup({}));
      store.start();
      authStorage.save({ token: 'other-tab', user: sampleUser });
      storageEvent('user');
      expect(store.getState()).toEqual({ status: 'signed-in', user: sampleUser });
      authStorage.clear();
      storageEvent('token');
      expect(store.getState()).toEqual({ status: 'signed-out', user: null });
    });

    it('ignores storage keys that are not the session', () => {
      ({ store } = setup({}));
      store.start();
      const listener = vi.fn();
      store.subscribe(listener);
      localStorage.setItem('theme-preference', 'dark');
      storageEvent('theme-preference');
      expect(listener).not.toHaveBeenCalled();
    });
  });
});
