import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Google's side of sign-in, for tests: an RS256 key pair made in the test,
 * its public key set served as JWKS from a local HTTP server, and ID tokens
 * signed with it. Point GOOGLE_JWKS_URL at `jwksUrl`.
 */
export const TEST_GOOGLE_CLIENT_ID = 'test-client-id.apps.googleusercontent.com';
export const TEST_GOOGLE_ISSUER = 'https://accounts.google.com';

export interface IdTokenClaims {
  sub?: string;
  email?: string;
  email_verified?: unknown;
  given_name?: string;
  family_name?: string;
  name?: string;
  picture?: string;
  /** The nonce the server issued (POST /api/auth/google/nonce), as Google copies it from initialize({ nonce }). */
  nonce?: string;
  /** Google Workspace domain of the account. */
  hd?: string;
  aud?: string;
  iss?: string;
  /** Seconds since the epoch. */
  exp?: number;
  iat?: number;
}

export interface GoogleStandIn {
  jwksUrl: string;
  /** Environment for createTestApp: client id and JWKS URL. */
  env: Record<string, string>;
  /** How many times the key set was fetched. */
  jwksRequests(): number;
  /** Makes the key set answer with this HTTP status (null: serve the keys again). */
  failWith(status: number | null): void;
  /** An ID token signed with the served key; claims override Google-like defaults. */
  signIdToken(claims?: IdTokenClaims, options?: { key?: CryptoKey; kid?: string }): Promise<string>;
  /** A second key pair whose public half is not served. */
  otherKey(): Promise<CryptoKey>;
  close(): Promise<void>;
}

export async function startGoogleStandIn(): Promise<GoogleStandIn> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = 'test-key-1';
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  let requests = 0;
  let failure: number | null = null;
  const server: Server = createServer((request, response) => {
    requests += 1;
    if (failure) {
      response.writeHead(failure, { 'content-type': 'text/plain' }).end('unavailable');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const jwksUrl = `http://127.0.0.1:${port}/oauth2/v3/certs`;

  return {
    jwksUrl,
    env: { GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl },
    jwksRequests: () => requests,
    failWith(status) {
      failure = status;
    },
    async signIdToken(claims = {}, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const { aud, iss, exp, iat, ...rest } = claims;
      return new SignJWT({
        email: 'amani.google@example.com',
        email_verified: true,
        given_name: 'Amani',
        family_name: 'Mugisha',
        name: 'Amani Mugisha',
        picture: 'https://lh3.googleusercontent.com/a/amani',
        sub: '110000000000000000001',
        ...rest,
      })
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? kid, typ: 'JWT' })
        .setIssuer(iss ?? TEST_GOOGLE_ISSUER)
        .setAudience(aud ?? TEST_GOOGLE_CLIENT_ID)
        .setIssuedAt(iat ?? now)
        .setExpirationTime(exp ?? now + 3600)
        .sign(options.key ?? privateKey);
    },
    async otherKey() {
      return (await generateKeyPair('RS256')).privateKey;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
