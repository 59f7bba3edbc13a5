import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { randomUUID } from 'node:crypto';

/**
 * Our own signed tokens (HS256 with the server's signing secret):
 * - the access token (ACCESS_TOKEN_TTL_SECONDS, 15 minutes by default): sub =
 *   user id, role, sid = session family;
 * - the Google registration token (15 minutes): binds a verified Google
 *   identity (subject and email) between the ID-token exchange and role choice;
 *   its jti is recorded when it is issued and used up by complete-registration,
 *   so it works once.
 * Each kind has its own audience, so one can never be used as the other.
 * Verification allows HS256 only and checks issuer, audience and expiry.
 */
export const TOKEN_ISSUER = 'intambwe-api';
export const ACCESS_AUDIENCE = 'intambwe-api:access';
export const REGISTRATION_AUDIENCE = 'intambwe-api:google-registration';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REGISTRATION_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHMS = ['HS256'];

const encoder = new TextEncoder();
const keyOf = (secret: string) => encoder.encode(secret);

export interface AccessClaims {
  userId: string;
  role: string;
  sessionFamilyId: string;
}

export async function signAccessToken(secret: string, claims: AccessClaims, now = new Date(), ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: claims.role, sid: claims.sessionFamilyId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(keyOf(secret));
}

async function verify(secret: string, token: string, audience: string): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ALGORITHMS,
      issuer: TOKEN_ISSUER,
      audience,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    return payload;
  } catch {
    return null;
  }
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The claims of a valid access token, or null (bad signature or algorithm, wrong issuer or audience, expired). */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  const payload = await verify(secret, token, ACCESS_AUDIENCE);
  if (!payload || !nonEmpty(payload.sub) || !nonEmpty(payload['role']) || !nonEmpty(payload['sid'])) return null;
  return { userId: payload.sub, role: payload['role'], sessionFamilyId: payload['sid'] };
}

/** The Google identity a registration token carries. */
export interface RegistrationClaims {
  googleSubject: string;
  email: string;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
  /** Google is authoritative for the email (gmail.com, or a Workspace `hd` equal to its domain): it may join an existing account. */
  emailAuthoritative: boolean;
}

/** A registration token and its id (recorded by the caller so the token works once). */
export async function signRegistrationToken(secret: string, claims: RegistrationClaims, now = new Date()): Promise<{ token: string; jti: string }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const jti = randomUUID();
  const token = await new SignJWT({
    email: claims.email,
    given_name: claims.firstName,
    family_name: claims.lastName,
    ...(claims.profilePicture ? { picture: claims.profilePicture } : {}),
    ...(claims.emailAuthoritative ? { email_authoritative: true } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(jti)
    .setSubject(claims.googleSubject)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(REGISTRATION_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + REGISTRATION_TOKEN_TTL_SECONDS)
    .sign(keyOf(secret));
  return { token, jti };
}

export async function verifyRegistrationToken(secret: string, token: string): Promise<(RegistrationClaims & { jti: string }) | null> {
  const payload = await verify(secret, token, REGISTRATION_AUDIENCE);
  if (!payload || !nonEmpty(payload.sub) || !nonEmpty(payload['email']) || !nonEmpty(payload.jti)) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    googleSubject: payload.sub,
    email: payload['email'],
    firstName: text(payload['given_name']),
    lastName: text(payload['family_name']),
    profilePicture: nonEmpty(payload['picture']) ? payload['picture'] : null,
    emailAuthoritative: payload['email_authoritative'] === true,
    jti: payload.jti,
  };
}
