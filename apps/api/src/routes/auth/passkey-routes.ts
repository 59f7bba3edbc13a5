import {
  ERROR_CODES,
  PasskeyLoginVerifyRequestSchema,
  PasskeyRegisterVerifyRequestSchema,
  RenamePasskeyRequestSchema,
} from '@intambwe/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUDIT_EVENTS, auditOrigin, recordAuditEvent } from '../../auth/audit.js';
import { bearerAuth, requireUser } from '../../auth/bearer.js';
import { ADDRESS_LIMITS, addressLimit } from '../../auth/limits.js';
import { consumeOneTimeCode, createOneTimeCode, ONE_TIME_KINDS } from '../../auth/one-time-codes.js';
import { issueSignIn } from '../../auth/sign-in.js';
import { findUserById, isUuid } from '../../auth/users.js';
import { passkeys } from '../../db/schema.js';
import { ok } from '../../http/envelope.js';
import { AppError, parseInput } from '../../http/errors.js';
import { authMessages } from '../../messages.js';
import { queueAccountEmail, requestLocale } from './account-routes.js';

/** A ceremony's challenge lives this long, and works once. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;

type PasskeyRow = typeof passkeys.$inferSelect;
const publicPasskey = (row: PasskeyRow) => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
});

/** The challenge a response answers (from its clientDataJSON), or null when it cannot be read. */
function challengeOf(response: { response: Record<string, unknown> }): string | null {
  const clientData = response.response['clientDataJSON'];
  if (typeof clientData !== 'string' || clientData.length > 4096) return null;
  try {
    const parsed = JSON.parse(Buffer.from(clientData, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof parsed.challenge === 'string' && parsed.challenge.length > 0 && parsed.challenge.length <= 512 ? parsed.challenge : null;
  } catch {
    return null;
  }
}

/**
 * Passkeys (WebAuthn with @simplewebauthn/server): a person registers several, names and removes
 * them, and signs in with one (discoverable credentials, so the browser offers them in the email
 * field's autofill). RP ID = host of PUBLIC_URL, origin = PUBLIC_URL. Challenges are single-use
 * one-time codes (stored as SHA-256, 5 minutes); the signature counter is kept.
 */
export async function passkeyRoutes(app: FastifyInstance) {
  const db = app.ctx.database.db;
  const { siteUrl, publicConfig, rateLimitFactor } = app.ctx.config;
  const origin = new URL(siteUrl).origin;
  const rpID = new URL(siteUrl).hostname;
  const signedIn = { preHandler: bearerAuth(app) };
  const limit = addressLimit(ADDRESS_LIMITS.passkey, rateLimitFactor);
  const failed = () => new AppError(400, ERROR_CODES.passkeyVerificationFailed, authMessages.passkeyFailed);
  const notFound = () => new AppError(404, ERROR_CODES.notFound, authMessages.passkeyNotFound);
  const ownPasskey = async (userId: string, id: string) =>
    isUuid(id) ? (await db.select().from(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId))).limit(1))[0] : undefined;

  app.post('/passkeys/register/options', { ...signedIn, config: limit }, async (request) => {
    const { user } = requireUser(request);
    const existing = await db.select({ credentialId: passkeys.credentialId, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, user.id));
    const options = await generateRegistrationOptions({
      rpName: publicConfig.brand.name,
      rpID,
      userName: user.email,
      userDisplayName: `${user.firstName} ${user.lastName}`.trim(),
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((key) => ({ id: key.credentialId, transports: key.transports as AuthenticatorTransport[] })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await createOneTimeCode(db, { kind: ONE_TIME_KINDS.passkeyRegistration, code: options.challenge, userId: user.id, ttlMs: PASSKEY_CHALLENGE_TTL_MS });
    return ok(options);
  });

  app.post('/passkeys/register/verify', { ...signedIn, config: limit }, async (request) => {
    const { user } = requireUser(request);
    const input = parseInput(PasskeyRegisterVerifyRequestSchema, request.body);
    const challenge = challengeOf(input.response);
    const used = challenge ? await consumeOneTimeCode(db, ONE_TIME_KINDS.passkeyRegistration, challenge) : null;
    if (!challenge || used?.userId !== user.id) throw failed();
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response: input.response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      });
    } catch (error) {
      request.log.info({ reason: (error as Error).message }, 'passkey registration refused');
      throw failed();
    }
    if (!verification.verified) throw failed();
    const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
    const [row] = await db
      .insert(passkeys)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        name: input.name ?? 'Passkey',
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw failed(); // that credential is registered already
    await recordAuditEvent(db, { event: AUDIT_EVENTS.passkeyAdded, userId: user.id, origin: auditOrigin(request) });
    await queueAccountEmail(app, 'passkeyAdded', { to: user.email, firstName: user.firstName, locale: requestLocale(request), values: { passkeyName: row.name } });
    return ok(publicPasskey(row), authMessages.passkeyAdded);
  });

  app.post('/passkeys/login/options', { config: limit }, async () => {
    const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred', allowCredentials: [] });
    await createOneTimeCode(db, { kind: ONE_TIME_KINDS.passkeyLogin, code: options.challenge, ttlMs: PASSKEY_CHALLENGE_TTL_MS });
    return ok(options);
  });

  app.post('/passkeys/login/verify', { config: limit }, async (request) => {
    const input = parseInput(PasskeyLoginVerifyRequestSchema, request.body);
    const challenge = challengeOf(input.response);
    if (!challenge || !(await consumeOneTimeCode(db, ONE_TIME_KINDS.passkeyLogin, challenge))) throw failed();
    const [key] = await db.select().from(passkeys).where(eq(passkeys.credentialId, input.response.id)).limit(1);
    const user = key ? await findUserById(db, key.userId) : undefined;
    if (!key || !user || user.deletedAt) throw failed();
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response: input.response as unknown as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: { id: key.credentialId, publicKey: isoBase64URL.toBuffer(key.publicKey), counter: key.counter, transports: key.transports as AuthenticatorTransport[] },
        requireUserVerification: false,
      });
    } catch (error) {
      request.log.info({ reason: (error as Error).message }, 'passkey sign-in refused');
      throw failed();
    }
    if (!verification.verified) throw failed();
    await db
      .update(passkeys)
      .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
      .where(eq(passkeys.id, key.id));
    return ok(await issueSignIn(app, user, { request, method: 'passkey' }), authMessages.signedIn);
  });

  app.get('/passkeys', signedIn, async (request) => {
    const { user } = requireUser(request);
    const rows = await db.select().from(passkeys).where(eq(passkeys.userId, user.id)).orderBy(asc(passkeys.createdAt));
    return ok(rows.map(publicPasskey));
  });

  app.patch<{ Params: { id: string } }>('/passkeys/:id', { ...signedIn, config: limit }, async (request) => {
    const { user } = requireUser(request);
    const { name } = parseInput(RenamePasskeyRequestSchema, request.body);
    if (!(await ownPasskey(user.id, request.params.id))) throw notFound();
    const [row] = await db.update(passkeys).set({ name }).where(and(eq(passkeys.id, request.params.id), eq(passkeys.userId, user.id))).returning();
    if (!row) throw notFound();
    await recordAuditEvent(db, { event: AUDIT_EVENTS.passkeyRenamed, userId: user.id, origin: auditOrigin(request) });
    return ok(publicPasskey(row));
  });

  app.delete<{ Params: { id: string } }>('/passkeys/:id', { ...signedIn, config: limit }, async (request) => {
    const { user } = requireUser(request);
    if (!(await ownPasskey(user.id, request.params.id))) throw notFound();
    const removed = await db.delete(passkeys).where(and(eq(passkeys.id, request.params.id), eq(passkeys.userId, user.id))).returning({ id: passkeys.id });
    if (removed.length === 0) throw notFound();
    await recordAuditEvent(db, { event: AUDIT_EVENTS.passkeyRemoved, userId: user.id, origin: auditOrigin(request) });
    return ok(null, authMessages.passkeyRemoved);
  });
}
