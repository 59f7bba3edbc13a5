import { tokenFacts } from './token-facts';

const jwt = (payload: object) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.c2lnbmF0dXJl`;

describe('tokenFacts: what the test page may say of a token', () => {
  it('gives the length and the expiry of a signed token', () => {
    const token = jwt({ sub: 'u1', exp: 1_900_000_000 });
    expect(tokenFacts(token)).toEqual({ length: token.length, expiresAt: new Date(1_900_000_000_000) });
  });

  it('gives only the length of an opaque token or one without a readable expiry', () => {
    expect(tokenFacts('opaque-refresh-token-0123456789')).toEqual({ length: 31, expiresAt: null });
    expect(tokenFacts('a.not-base64-json.c')).toEqual({ length: 19, expiresAt: null });
    expect(tokenFacts(jwt({ sub: 'u1' }))?.expiresAt).toBeNull();
  });

  it('says nothing of a missing token', () => {
    expect(tokenFacts(undefined)).toBeNull();
    expect(tokenFacts('')).toBeNull();
  });
});
