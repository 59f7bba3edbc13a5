import { SignJWT } from 'jose';
import { startGoogleStandIn, TEST_GOOGLE_CLIENT_ID, type GoogleStandIn } from '../test-support/google-stand-in.js';
import { InvalidIdTokenError, isGoogleAuthoritative, KeySetUnavailableError, verifyGoogleIdToken, type GoogleVerifierConfig } from './google-id-token.js';

let google: GoogleStandIn;
let config: GoogleVerifierConfig;
beforeAll(async () => {
  google = await startGoogleStandIn();
  config = { clientId: TEST_GOOGLE_CLIENT_ID, jwksUrl: google.jwksUrl, issuers: ['https://accounts.google.com', 'accounts.google.com'] };
});
afterAll(async () => google.close());

const now = () => Math.floor(Date.now() / 1000);

describe('verifyGoogleIdToken', () => {
  it('accepts a token signed with a served key, for our client id, from Google, with a verified email', async () => {
    const identity = await verifyGoogleIdToken(await google.signIdToken({ email: 'Amani.Google@Example.com' }), config);
    expect(identity).toEqual({
      subject: '110000000000000000001',
      email: 'amani.google@example.com',
      firstName: 'Amani',
      lastName: 'Mugisha',
      picture: 'https://lh3.googleusercontent.com/a/amani',
      nonce: '',
      hostedDomain: null,
    });
  });

  it('reads the nonce and the Workspace domain (hd)', async () => {
    const identity = await verifyGoogleIdToken(await google.signIdToken({ nonce: 'n-123', hd: 'School.Example.org' }), config);
    expect(identity).toMatchObject({ nonce: 'n-123', hostedDomain: 'school.example.org' });
  });

  it('accepts both spellings of Google issuer', async () => {
    await expect(verifyGoogleIdToken(await google.signIdToken({ iss: 'accounts.google.com' }), config)).resolves.toMatchObject({ subject: expect.any(String) });
  });

  it('falls back to the full name when given and family names are missing', async () => {
    const token = await google.signIdToken({ given_name: '', family_name: '', name: 'Jean Paul Habimana' });
    await expect(verifyGoogleIdToken(token, config)).resolves.toMatchObject({ firstName: 'Jean', lastName: 'Paul Habimana' });
  });

  it('caches the key set (one fetch for several tokens)', async () => {
    const before = google.jwksRequests();
    for (let i = 0; i < 3; i += 1) await verifyGoogleIdToken(await google.signIdToken(), config);
    expect(google.jwksRequests() - before).toBeLessThanOrEqual(1);
  });

  const refusals: Array<[string, string, () => Promise<string>]> = [
    ['a wrong audience', 'ERR_JWT_CLAIM_VALIDATION_FAILED', () => google.signIdToken({ aud: 'someone-else.apps.googleusercontent.com' })],
    ['a wrong issuer', 'ERR_JWT_CLAIM_VALIDATION_FAILED', () => google.signIdToken({ iss: 'https://accounts.evil.example.com' })],
    ['an expired token', 'ERR_JWT_EXPIRED', () => google.signIdToken({ iat: now() - 7200, exp: now() - 3600 })],
    ['an unverified email', 'email not verified', () => google.signIdToken({ email_verified: false })],
    ['email_verified as the string "true"', 'email not verified', () => google.signIdToken({ email_verified: 'true' })],
    ['no email_verified claim', 'email not verified', () => google.signIdToken({ email_verified: undefined })],
    ['no email', 'no email or subject', () => google.signIdToken({ email: undefined })],
    ['an unknown key id', 'ERR_JWKS_NO_MATCHING_KEY', async () => google.signIdToken({}, { key: await google.otherKey(), kid: 'not-served' })],
    ['a known key id but another key', 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED', async () => google.signIdToken({}, { key: await google.otherKey() })],
    [
      'an HS256 token (algorithm not allowed)',
      'ERR_JOSE_ALG_NOT_ALLOWED',
      () =>
        new SignJWT({ email: 'a@example.com', email_verified: true })
          .setProtectedHeader({ alg: 'HS256', kid: 'test-key-1' })
          .setSubject('1')
          .setIssuer('https://accounts.google.com')
          .setAudience(TEST_GOOGLE_CLIENT_ID)
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('a-guessed-secret-that-is-long-enough')),
    ],
    ['not a JWT at all', 'ERR_JWS_INVALID', async () => 'definitely-not-a-token'],
  ];

  it.each(refusals)('refuses %s (%s)', async (_case, reason, makeToken) => {
    const failure = verifyGoogleIdToken(await makeToken(), config);
    await expect(failure).rejects.toBeInstanceOf(InvalidIdTokenError);
    await expect(failure).rejects.toThrow(reason);
  });

  it('reports an unreachable key set as unavailable, not as a bad token', async () => {
    const token = await google.signIdToken();
    const down = { ...config, jwksUrl: `${google.jwksUrl}?down` };
    google.failWith(503);
    try {
      await expect(verifyGoogleIdToken(token, down)).rejects.toBeInstanceOf(KeySetUnavailableError);
    } finally {
      google.failWith(null);
    }
    await expect(verifyGoogleIdToken(token, { ...config, jwksUrl: 'http://127.0.0.1:9/certs' })).rejects.toBeInstanceOf(KeySetUnavailableError);
  });
});

describe('isGoogleAuthoritative', () => {
  it.each([
    ['amani@gmail.com', null, true],
    ['Amani@GoogleMail.com', null, true],
    ['staff@school.example.org', 'school.example.org', true],
    ['staff@school.example.org', null, false],
    ['staff@school.example.org', 'other.example.org', false],
    ['staff@sub.school.example.org', 'school.example.org', false],
    ['someone@gmail.com.example.net', null, false],
    ['someone@example.com', null, false],
  ])('%s with hd %j: %s', (email, hostedDomain, expected) => {
    expect(isGoogleAuthoritative({ email, hostedDomain })).toBe(expected);
  });
});
