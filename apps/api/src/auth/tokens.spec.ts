import { base64url, decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import {
  ACCESS_AUDIENCE,
  ACCESS_TOKEN_TTL_SECONDS,
  REGISTRATION_AUDIENCE,
  signAccessToken,
  signRegistrationToken,
  TOKEN_ISSUER,
  verifyAccessToken,
  verifyRegistrationToken,
} from './tokens.js';

const secret = 'a-test-signing-secret-of-at-least-32-characters';
const claims = { userId: '5b0c1d5e-7d5c-4a57-9d8c-2f8f0f1e3a11', role: 'job_seeker', sessionFamilyId: '0e6b6f3c-2c9f-4d57-8a7e-4c3f5b6a7d88' };
const key = new TextEncoder().encode(secret);
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A token with our claims but a chosen algorithm, key, issuer, audience or lifetime. */
function forge(options: { alg?: string; signKey?: Uint8Array; iss?: string; aud?: string; exp?: number; payload?: Record<string, unknown> } = {}) {
  return new SignJWT(options.payload ?? { role: claims.role, sid: claims.sessionFamilyId })
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(options.iss ?? TOKEN_ISSUER)
    .setAudience(options.aud ?? ACCESS_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(options.exp ?? nowSeconds() + 600)
    .sign(options.signKey ?? key);
}

describe('access tokens', () => {
  it('carry the user id, role and session, HS256, 15 minutes, issuer and audience', async () => {
    const token = await signAccessToken(secret, claims);
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    const payload = decodeJwt(token);
    expect(payload).toMatchObject({ sub: claims.userId, role: 'job_seeker', sid: claims.sessionFamilyId, iss: TOKEN_ISSUER, aud: ACCESS_AUDIENCE });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(900);
    await expect(verifyAccessToken(secret, token)).resolves.toEqual(claims);
  });

  it('are refused with another secret', async () => {
    const token = await signAccessToken('another-secret-that-is-also-32-characters-long', claims);
    await expect(verifyAccessToken(secret, token)).resolves.toBeNull();
  });

  it('are refused with alg "none" (unsigned)', async () => {
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const body = base64url.encode(JSON.stringify({ sub: claims.userId, role: 'employer', sid: claims.sessionFamilyId, iss: TOKEN_ISSUER, aud: ACCESS_AUDIENCE, iat: nowSeconds(), exp: nowSeconds() + 600 }));
    await expect(verifyAccessToken(secret, `${header}.${body}.`)).resolves.toBeNull();
  });

  it('are refused when signed with HS512, even with the right secret (algorithm allow-list)', async () => {
    await expect(verifyAccessToken(secret, await forge({ alg: 'HS512' }))).resolves.toBeNull();
    await expect(verifyAccessToken(secret, await forge({ alg: 'HS256' }))).resolves.toEqual(claims);
  });

  it('are refused with a wrong issuer', async () => {
    await expect(verifyAccessToken(secret, await forge({ iss: 'https://evil.example.com' }))).resolves.toBeNull();
  });

  it('are refused with a wrong audience (a registration token is not an access token)', async () => {
    await expect(verifyAccessToken(secret, await forge({ aud: REGISTRATION_AUDIENCE }))).resolves.toBeNull();
    const registration = await signRegistrationToken(secret, { googleSubject: claims.userId, email: 'a@b.co', firstName: 'Ab', lastName: 'Cd', profilePicture: null, emailAuthoritative: false });
    await expect(verifyAccessToken(secret, registration.token)).resolves.toBeNull();
  });

  it('are refused once expired', async () => {
    await expect(verifyAccessToken(secret, await forge({ exp: nowSeconds() - 1 }))).resolves.toBeNull();
    const old = await signAccessToken(secret, claims, new Date(Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 5) * 1000));
    await expect(verifyAccessToken(secret, old)).resolves.toBeNull();
  });

  it('are refused without a role or session', async () => {
    await expect(verifyAccessToken(secret, await forge({ payload: { sid: claims.sessionFamilyId } }))).resolves.toBeNull();
    await expect(verifyAccessToken(secret, await forge({ payload: { role: 'student' } }))).resolves.toBeNull();
  });

  it.each(['', 'garbage', 'a.b.c', 'x'.repeat(5000)])('are refused when unreadable (%j)', async (token) => {
    await expect(verifyAccessToken(secret, token)).resolves.toBeNull();
  });
});

describe('registration tokens', () => {
  const identity = {
    googleSubject: '1100001',
    email: 'amani@example.com',
    firstName: 'Amani',
    lastName: 'Mugisha',
    profilePicture: 'https://lh3.googleusercontent.com/a/x',
    emailAuthoritative: false,
  };

  it('bind the Google subject and email for 15 minutes, with an id of their own', async () => {
    const { token, jti } = await signRegistrationToken(secret, identity);
    const payload = decodeJwt(token);
    expect(payload).toMatchObject({ sub: '1100001', email: 'amani@example.com', aud: REGISTRATION_AUDIENCE, iss: TOKEN_ISSUER, jti });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(15 * 60);
    await expect(verifyRegistrationToken(secret, token)).resolves.toEqual({ ...identity, jti });
    expect((await signRegistrationToken(secret, identity)).jti).not.toBe(jti);
  });

  it('carry whether Google is authoritative for the email', async () => {
    const { token } = await signRegistrationToken(secret, { ...identity, email: 'amani@gmail.com', emailAuthoritative: true });
    await expect(verifyRegistrationToken(secret, token)).resolves.toMatchObject({ emailAuthoritative: true });
  });

  it('are refused when tampered with', async () => {
    const { token } = await signRegistrationToken(secret, identity);
    const [header, , signature] = token.split('.');
    const body = base64url.encode(JSON.stringify({ ...decodeJwt(token), email: 'victim@example.com' }));
    await expect(verifyRegistrationToken(secret, `${header}.${body}.${signature}`)).resolves.toBeNull();
  });

  it('are refused when expired, or when they are access tokens', async () => {
    const old = await signRegistrationToken(secret, identity, new Date(Date.now() - 16 * 60 * 1000));
    await expect(verifyRegistrationToken(secret, old.token)).resolves.toBeNull();
    await expect(verifyRegistrationToken(secret, await signAccessToken(secret, claims))).resolves.toBeNull();
  });
});
