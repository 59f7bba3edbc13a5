import { authStorage } from './auth-storage';
import { sampleUser, stubNetwork } from '../testing/stub-network';
import { createSessionStore, type SessionStore } from './session-store';

const settled = (store: SessionStore) => vi.waitFor(() => expect(store.getState().status).not.toBe('checking'));

/** The emailed account links (verify-email, confirm-email) answer with a newer copy of the person. */
describe('SessionStore.updateUser', () => {
  let store: SessionStore | undefined;
  afterEach(() => {
    store?.stop();
    authStorage.clear();
  });

  it('keeps the newer copy of the signed-in person, tokens unchanged', async () => {
    authStorage.save({ token: 'access-1', refreshToken: 'refresh-1', user: { ...sampleUser, isEmailVerified: false } });
    const { api } = stubNetwork({ 'GET /auth/me': { body: { success: true, data: { user: { ...sampleUser, isEmailVerified: false } } } } });
    store = createSessionStore({ api, win: window });
    store.start();
    await settled(store);
    const verified = { ...sampleUser, isEmailVerified: true, email: 'aline.new@example.com' };
    store.updateUser(verified);
    expect(store.getState()).toEqual({ status: 'signed-in', user: verified });
    expect(authStorage.getStoredUser()).toEqual(verified);
    expect(authStorage.getToken()).toBe('access-1');
  });

  it('ignores a copy of someone else, or when nobody is signed in', () => {
    const { api } = stubNetwork({});
    store = createSessionStore({ api, win: window });
    store.start();
    store.updateUser({ ...sampleUser, _id: 'u-other' });
    expect(store.getState()).toEqual({ status: 'signed-out', user: null });
    expect(authStorage.getStoredUser()).toBeNull();
  });
});
