import { authStorage } from './auth-storage';

const user = { _id: 'u1', firstName: 'Aline', lastName: 'Uwase', email: 'aline@example.com', role: 'student', isEmailVerified: false };

describe('authStorage (SPEC §3 keys)', () => {
  it('stores the token and the serialized user under "token" and "user"', () => {
    authStorage.save({ token: 't', user, refreshToken: 'r' });
    expect(localStorage.getItem('token')).toBe('t');
    expect(JSON.parse(localStorage.getItem('user') as string)).toMatchObject({ _id: 'u1', email: 'aline@example.com' });
    expect(authStorage.getStoredUser()).toMatchObject(user);
    expect(authStorage.getRefreshToken()).toBe('r');
  });

  it('clears everything it stored', () => {
    authStorage.save({ token: 't', user, refreshToken: 'r' });
    authStorage.clear();
    expect(authStorage.getToken()).toBeNull();
    expect(authStorage.getStoredUser()).toBeNull();
    expect(authStorage.getRefreshToken()).toBeNull();
  });

  it("keeps one device token per account, the most recent first, at most five, and keeps them when signing out", () => {
    localStorage.removeItem('deviceTokens');
    const token = (account: number, nonce: string) => `d1.00000000-0000-4000-8000-00000000000${account}.1700000000.${nonce}.sig`;
    authStorage.save({ token: 't', user, refreshToken: 'r', deviceToken: token(1, 'a') });
    for (let account = 2; account <= 7; account += 1) authStorage.rememberDeviceToken(token(account, 'a'));
    authStorage.rememberDeviceToken(token(5, 'b'));
    expect(authStorage.getDeviceTokens()).toEqual([token(5, 'b'), token(7, 'a'), token(6, 'a'), token(4, 'a'), token(3, 'a')]);
    authStorage.clear();
    expect(authStorage.getDeviceTokens()).toHaveLength(5);
    localStorage.setItem('deviceTokens', 'not json');
    expect(authStorage.getDeviceTokens()).toEqual([]);
  });

  it.each(['not json', '{"firstName":"no id"}', 'null', '[]'])('treats a corrupt stored user (%s) as none', (raw) => {
    localStorage.setItem('user', raw);
    expect(authStorage.getStoredUser()).toBeNull();
  });

  it('acts as signed out when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(authStorage.getToken()).toBeNull();
    expect(authStorage.getStoredUser()).toBeNull();
  });
});
