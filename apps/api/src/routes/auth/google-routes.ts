import {
  CompleteGoogleRegistrationRequestSchema,
  ERROR_CODES,
  GoogleExchangeRequestSchema,
  GoogleLinkRequestSchema,
} from '@intambwe/contract';
import type { FastifyInstance } from 'fastify';
import {
  createGoogleAccount,
  findGoogleAccount,
  findOrLinkGoogleAccount,
  googleDisplayNames,
  linkGoogleToAccount,
  type GoogleAccountMatch,
  type VerifiedGoogleIdentity,
} from '../../auth/google-accounts.js';
import {
  InvalidIdTokenError,
  isGoogleAuthoritative,
  KeySetUnavailableError,
  verifyGoogleIdToken,
  type GoogleIdentity,
} from '../../auth/google-id-token.js';
import { ADDRESS_LIMITS, addressLimit } from '../../auth/limits.js';
import { consumeOneTimeCode, createOneTimeCode, isOneTimeCodeLive, ONE_TIME_KINDS } from '../../auth/one-time-codes.js';
import { issueSignIn } from '../../auth/sign-in.js';
import { REGISTRATION_TOKEN_TTL_SECONDS, signRegistrationToken, verifyRegistrationToken } from '../../auth/tokens.js';
import { normalizeEmail, safePictureUrl, type UserRow } from '../../auth/users.js';
import { ok } from '../../http/envelope.js';
import { AppError, parseInput } from '../../http/errors.js';
import { authMessages } from '../../messages.js';
import { AUDIT_EVENTS, auditOrigin, recordAuditEvent } from '../../auth/audit.js';
import { verifyPasswordSignIn } from './password-sign-in.js';
import { cleanNames, type AuthRouteOptions } from './shared.js';

/** A Google nonce works once, for this long (Google's prompt may stay open a while). */
export const GOOGLE_NONCE_TTL_SECONDS = 10 * 60;

/** A string field of a request body, trimmed; '' when the body or field is anything else. */
function textField(body: unknown, key: string): string {
  if (!body || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * POST /auth/google/nonce, exchange-code, complete-registration and link.
 *
 * Every ID token must carry a `nonce` this server issued (POST /auth/google/nonce,
 * passed to Google's `initialize({ nonce })`) that is still live. The nonce is
 * used up when the token signs someone in, starts a registration or links an
 * account; an answer that asks for the account's password first leaves it live,
 * so the same ID token can go on to POST /auth/google/link.
 */
export async function googleRoutes(app: FastifyInstance, { hasher }: AuthRouteOptions) {
  const { rateLimitFactor, google } = app.ctx.config;
  const db = app.ctx.database.db;

  const invalidIdToken = () => new AppError(401, ERROR_CODES.invalidIdToken, authMessages.invalidIdToken);
  const invalidRegistration = () => new AppError(401, ERROR_CODES.invalidRegistrationToken, authMessages.invalidRegistrationToken);
  const accountMismatch = () => new AppError(409, ERROR_CODES.googleAccountMismatch, authMessages.googleAccountMismatch);
  const linkRequiresPassword = () => new AppError(409, ERROR_CODES.googleLinkRequiresPassword, authMessages.googleLinkRequiresPassword);

  /** The account a match signs in, or the failure it means. */
  const signedIn = (match: GoogleAccountMatch): UserRow => {
    if (match.kind === 'existing') return match.user;
    if (match.kind === 'needs-password') throw linkRequiresPassword();
    throw accountMismatch();
  };

  /** A verified ID token whose nonce is one of ours and still live (not used up here). */
  async function verifyIdToken(idToken: string): Promise<GoogleIdentity> {
    if (!google.clientId) throw new AppError(503, ERROR_CODES.googleNotConfigured, authMessages.googleNotConfigured);
    let identity: GoogleIdentity;
    try {
      identity = await verifyGoogleIdToken(idToken, google);
    } catch (error) {
      if (error instanceof KeySetUnavailableError) {
        app.log.error({ err: error.cause, jwksUrl: google.jwksUrl }, 'Google signing keys could not be loaded');
        throw new AppError(503, ERROR_CODES.googleUnavailable, authMessages.googleUnavailable);
      }
      if (error instanceof InvalidIdTokenError) {
        app.log.info({ reason: error.message }, 'Google ID token refused');
        throw invalidIdToken();
      }
      throw error;
    }
    if (!identity.nonce || !(await isOneTimeCodeLive(db, ONE_TIME_KINDS.googleNonce, identity.nonce))) {
      app.log.info({ reason: identity.nonce ? 'unknown, used or expired nonce' : 'no nonce' }, 'Google ID token refused');
      throw invalidIdToken();
    }
    return identity;
  }

  /** Uses the token's nonce up; of two requests with one token only one gets past. */
  async function useNonce(identity: GoogleIdentity): Promise<void> {
    if (!(await consumeOneTimeCode(db, ONE_TIME_KINDS.googleNonce, identity.nonce))) throw invalidIdToken();
  }

  const verifiedIdentity = (identity: GoogleIdentity): VerifiedGoogleIdentity => ({
    subject: identity.subject,
    email: identity.email,
    picture: identity.picture,
    authoritative: isGoogleAuthoritative(identity),
  });

  app.post('/google/nonce', { config: addressLimit(ADDRESS_LIMITS.googleNonce, rateLimitFactor) }, async () => {
    if (!google.clientId) throw new AppError(503, ERROR_CODES.googleNotConfigured, authMessages.googleNotConfigured);
    const nonce = await createOneTimeCode(db, { kind: ONE_TIME_KINDS.googleNonce, ttlMs: GOOGLE_NONCE_TTL_SECONDS * 1000 });
    return ok({ nonce, expiresIn: GOOGLE_NONCE_TTL_SECONDS });
  });

  app.post('/google/exchange-code', { config: addressLimit(ADDRESS_LIMITS.googleExchange, rateLimitFactor) }, async (request) => {
    const { idToken } = parseInput(GoogleExchangeRequestSchema, request.body);
    const identity = await verifyIdToken(idToken);
    const verified = verifiedIdentity(identity);
    // Failures first (they leave the nonce live), then the nonce is used up, then the account is linked or signed in.
    const found = await findGoogleAccount(db, verified);
    if (found.kind === 'conflict' || found.kind === 'needs-password') signedIn(found);
    await useNonce(identity);
    // An account Google proves the address of, but whose email nobody ever proved (a squatter may have
    // registered it): the owner chooses names and role as for a new account (complete-registration takes it over).
    const claimable = found.kind === 'linkable' && !found.user.isEmailVerified;
    if (found.kind !== 'none' && !claimable) {
      const match = await findOrLinkGoogleAccount(db, verified);
      const user = signedIn(match);
      if (found.kind === 'linkable') await recordAuditEvent(db, { event: AUDIT_EVENTS.googleLinked, userId: user.id, origin: auditOrigin(request) });
      return ok({ requiresRoleSelection: false as const, ...(await issueSignIn(app, user, { request, method: 'google' })) });
    }
    const names = googleDisplayNames(identity, authMessages.missingLastName);
    const profilePicture = safePictureUrl(identity.picture);
    const { token: registrationToken, jti } = await signRegistrationToken(app.ctx.signingSecret, {
      googleSubject: identity.subject,
      email: identity.email,
      ...names,
      profilePicture,
      emailAuthoritative: verified.authoritative,
    });
    await createOneTimeCode(db, { kind: ONE_TIME_KINDS.googleRegistration, code: jti, ttlMs: REGISTRATION_TOKEN_TTL_SECONDS * 1000 });
    return ok({
      requiresRoleSelection: true as const,
      googleUserData: { ...names, email: identity.email, profilePicture, registrationToken },
    });
  });

  app.post(
    '/google/complete-registration',
    { config: addressLimit(ADDRESS_LIMITS.googleCompleteRegistration, rateLimitFactor) },
    async (request, reply) => {
      // CONTRACT: a missing registrationToken is a 401 (not signed in with Google), checked before the other fields.
      if (!textField(request.body, 'registrationToken')) throw invalidRegistration();
      const input = parseInput(CompleteGoogleRegistrationRequestSchema, request.body);
      const names = cleanNames(input);
      const claims = await verifyRegistrationToken(app.ctx.signingSecret, input.registrationToken);
      // The email comes from the signed token; the body's copy must match it, never replace it.
      if (!claims || normalizeEmail(claims.email) !== normalizeEmail(input.email)) throw invalidRegistration();
      // A registration token works once.
      if (!(await consumeOneTimeCode(db, ONE_TIME_KINDS.googleRegistration, claims.jti))) throw invalidRegistration();
      const identity = { subject: claims.googleSubject, email: normalizeEmail(claims.email), picture: claims.profilePicture, authoritative: claims.emailAuthoritative };
      const result = await createGoogleAccount(db, identity, {
        ...names,
        role: input.role,
        profilePicture: safePictureUrl(input.profilePicture) ?? claims.profilePicture,
      });
      if (result.kind === 'created' || result.kind === 'claimed') {
        const signIn = await issueSignIn(app, result.user, { request, method: 'google', event: AUDIT_EVENTS.registered });
        return reply.code(201).send(ok(signIn));
      }
      // The account came to exist meanwhile (registered in another tab): sign it in, or ask for its password.
      return ok(await issueSignIn(app, signedIn(result), { request, method: 'google' }));
    },
  );

  app.post('/google/link', { config: addressLimit(ADDRESS_LIMITS.googleLink, rateLimitFactor) }, async (request) => {
    const input = parseInput(GoogleLinkRequestSchema, request.body);
    const identity = await verifyIdToken(input.idToken);
    // The password of the account that has the ID token's email, under the sign-in limits.
    const user = await verifyPasswordSignIn(app, hasher, { ...input, email: identity.email }, request);
    if (!user) throw new AppError(401, ERROR_CODES.invalidCredentials, authMessages.invalidCredentials);
    if (user.googleSubject && user.googleSubject !== identity.subject) throw accountMismatch();
    await useNonce(identity);
    const linked = await linkGoogleToAccount(db, user, verifiedIdentity(identity));
    if (!linked) throw accountMismatch();
    await recordAuditEvent(db, { event: AUDIT_EVENTS.googleLinked, userId: linked.id, origin: auditOrigin(request) });
    return ok(await issueSignIn(app, linked, { request, method: 'google' }), authMessages.googleLinked);
  });
}
