import { CompleteGoogleRegistrationRequestSchema, ERROR_CODES, GoogleExchangeRequestSchema } from '@intambwe/contract';
import type { FastifyInstance } from 'fastify';
import { createGoogleAccount, findOrLinkGoogleAccount, googleDisplayNames, type GoogleAccountMatch } from '../../auth/google-accounts.js';
import { InvalidIdTokenError, KeySetUnavailableError, verifyGoogleIdToken, type GoogleIdentity } from '../../auth/google-id-token.js';
import { ADDRESS_LIMITS, addressLimit } from '../../auth/limits.js';
import { issueSignIn } from '../../auth/sign-in.js';
import { signRegistrationToken, verifyRegistrationToken } from '../../auth/tokens.js';
import { normalizeEmail, safePictureUrl, type UserRow } from '../../auth/users.js';
import { ok } from '../../http/envelope.js';
import { AppError, parseInput } from '../../http/errors.js';
import { authMessages } from '../../messages.js';
import { cleanNames } from './shared.js';

/** A string field of a request body, trimmed; '' when the body or field is anything else. */
function textField(body: unknown, key: string): string {
  if (!body || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** POST /auth/google/exchange-code and POST /auth/google/complete-registration. */
export async function googleRoutes(app: FastifyInstance) {
  const { rateLimitFactor, google } = app.ctx.config;
  const db = app.ctx.database.db;

  const accountMismatch = () => new AppError(409, ERROR_CODES.conflict, authMessages.googleAccountMismatch);
  const signedIn = (match: GoogleAccountMatch): UserRow => {
    if (match.kind === 'existing') return match.user;
    throw accountMismatch();
  };

  async function verifyIdToken(idToken: string): Promise<GoogleIdentity> {
    if (!google.clientId) throw new AppError(503, ERROR_CODES.unavailable, authMessages.googleNotConfigured);
    try {
      return await verifyGoogleIdToken(idToken, google);
    } catch (error) {
      if (error instanceof KeySetUnavailableError) {
        app.log.error({ err: error.cause, jwksUrl: google.jwksUrl }, 'Google signing keys could not be loaded');
        throw new AppError(503, ERROR_CODES.unavailable, authMessages.googleUnavailable);
      }
      if (error instanceof InvalidIdTokenError) {
        app.log.info({ reason: error.message }, 'Google ID token refused');
        throw new AppError(401, ERROR_CODES.invalidIdToken, authMessages.invalidIdToken);
      }
      throw error;
    }
  }

  app.post('/google/exchange-code', { config: addressLimit(ADDRESS_LIMITS.googleExchange, rateLimitFactor) }, async (request) => {
    const { idToken } = parseInput(GoogleExchangeRequestSchema, request.body);
    const identity = await verifyIdToken(idToken);
    const match = await findOrLinkGoogleAccount(db, identity);
    if (match.kind !== 'none') {
      return ok({ requiresRoleSelection: false as const, ...(await issueSignIn(app, signedIn(match))) });
    }
    const names = googleDisplayNames(identity, authMessages.missingLastName);
    const profilePicture = safePictureUrl(identity.picture);
    const registrationToken = await signRegistrationToken(app.ctx.signingSecret, {
      googleSubject: identity.subject,
      email: identity.email,
      ...names,
      profilePicture,
    });
    return ok({
      requiresRoleSelection: true as const,
      googleUserData: { ...names, email: identity.email, profilePicture, registrationToken },
    });
  });

  app.post(
    '/google/complete-registration',
    { config: addressLimit(ADDRESS_LIMITS.googleCompleteRegistration, rateLimitFactor) },
    async (request, reply) => {
      const invalidRegistration = () => new AppError(401, ERROR_CODES.invalidRegistrationToken, authMessages.invalidRegistrationToken);
      // CONTRACT: a missing registrationToken is a 401 (not signed in with Google), checked before the other fields.
      if (!textField(request.body, 'registrationToken')) throw invalidRegistration();
      const input = parseInput(CompleteGoogleRegistrationRequestSchema, request.body);
      const claims = await verifyRegistrationToken(app.ctx.signingSecret, input.registrationToken);
      // The email comes from the signed token; the body's copy must match it, never replace it.
      if (!claims || normalizeEmail(claims.email) !== normalizeEmail(input.email)) throw invalidRegistration();
      const identity = { subject: claims.googleSubject, email: normalizeEmail(claims.email), picture: claims.profilePicture };
      const result = await createGoogleAccount(db, identity, {
        ...cleanNames(input),
        role: input.role,
        profilePicture: safePictureUrl(input.profilePicture) ?? claims.profilePicture,
      });
      if (result.kind === 'created') return reply.code(201).send(ok(await issueSignIn(app, result.user)));
      // The account exists by now (a second tab, a retry): sign it in rather than fail.
      return ok(await issueSignIn(app, signedIn(result)));
    },
  );
}
