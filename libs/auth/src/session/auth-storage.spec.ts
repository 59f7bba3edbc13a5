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
