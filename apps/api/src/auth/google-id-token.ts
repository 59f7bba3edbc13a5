import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

/**
 * Google ID tokens, checked the way Google documents it: RS256 signature
 * against Google's published keys (JWKS, URL configurable so tests and
 * stand-ins can serve their own), audience = our client id, issuer one of
 * Google's, not expired, and `email_verified` exactly true.
 */
export interface GoogleVerifierConfig {
  clientId: string;
  jwksUrl: string;
  issuers: string[];
}

export interface GoogleIdentity {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  picture: string | null;
  /** The `nonce` claim ('' when absent): it must match a nonce this server issued. */
  nonce: string;
  /** Google Workspace domain of the account (`hd` claim), lower-cased; null for consumer accounts. */
  hostedDomain: string | null;
}

/** Domains whose addresses only Google issues: its word on them is final. */
const GOOGLE_MAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * Whether Google is authoritative for the identity's email: a Gmail address,
 * or a Workspace account whose `hd` is the email's own domain. Only then may a
 * Google sign-in join an existing account with that email without more proof.
 */
export function isGoogleAuthoritative(identity: { email: string; hostedDomain: string | null }): boolean {
  const domain = identity.email.slice(identity.email.lastIndexOf('@') + 1).toLowerCase();
  return GOOGLE_MAIL_DOMAINS.has(domain) || (identity.hostedDomain !== null && identity.hostedDomain === domain);
}

/** The token is not acceptable: answer 401 'ID token validation failed'. */
export class InvalidIdTokenError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'InvalidIdTokenError';
  }
}

/** Google's keys could not be fetched (network, timeout, bad answer): a dependency is down, not the token. */
export class KeySetUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The identity provider key set could not be loaded', options);
    this.name = 'KeySetUnavailableError';
  }
}

/** One cached key set per URL (jose refetches it when a key is unknown, at most every 30 s). */
const keySets = new Map<string, JWTVerifyGetKey>();

export function keySetFor(jwksUrl: string): JWTVerifyGetKey {
  let keySet = keySets.get(jwksUrl);
  if (!keySet) {
    const remote = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
    keySet = async (header, token) => {
      try {
        return await remote(header, token);
      } catch (error) {
        // No (or several) matching keys, or a key of the wrong kind: the token's fault.
        if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys || error instanceof errors.JOSENotSupported) {
          throw error;
        }
        throw new KeySetUnavailableError({ cause: error });
      }
    };
    keySets.set(jwksUrl, keySet);
  }
  return keySet;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export async function verifyGoogleIdToken(idToken: string, config: GoogleVerifierConfig): Promise<GoogleIdentity> {
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, keySetFor(config.jwksUrl), {
      algorithms: ['RS256'],
      audience: config.clientId,
      issuer: config.issuers,
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 30,
    }));
  } catch (error) {
    if (error instanceof KeySetUnavailableError) throw error;
    throw new InvalidIdTokenError(error instanceof errors.JOSEError ? error.code : 'unreadable token', { cause: error });
  }
  if (payload['email_verified'] !== true) throw new InvalidIdTokenError('email not verified');
  const email = text(payload['email']).toLowerCase();
  if (!email || !payload.sub) throw new InvalidIdTokenError('no email or subject');
  const fullName = text(payload['name']);
  const [firstFromName = '', ...restOfName] = fullName.split(/\s+/).filter(Boolean);
  return {
    subject: payload.sub,
    email,
    firstName: text(payload['given_name']) || firstFromName,
    lastName: text(payload['family_name']) || restOfName.join(' '),
    picture: text(payload['picture']) || null,
    nonce: typeof payload['nonce'] === 'string' ? payload['nonce'] : '',
    hostedDomain: text(payload['hd']).toLowerCase() || null,
  };
}
