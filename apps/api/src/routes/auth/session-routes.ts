import { ERROR_CODES, LogoutRequestSchema, RefreshRequestSchema } from '@intambwe/contract';
import type { FastifyInstance } from 'fastify';
import { authenticate, bearerAuth, requireUser } from '../../auth/bearer.js';
import { endProviderSessions } from '../../oidc/sign-out.js';
import { revokeFamily, revokeSessionByToken, rotateSession } from '../../auth/sessions.js';
import { issueAccessToken } from '../../auth/sign-in.js';
import { findUserById, toPublicUser } from '../../auth/users.js';
import { ok } from '../../http/envelope.js';
import { AppError, parseInput } from '../../http/errors.js';
import { authMessages } from '../../messages.js';

/** POST /auth/logout, GET /auth/me, POST /auth/refresh: the life of a session. */
export async function sessionRoutes(app: FastifyInstance) {
  const db = app.ctx.database.db;

  app.get('/me', { preHandler: bearerAuth(app) }, async (request) => ok({ user: toPublicUser(requireUser(request).user) }));

  app.post('/refresh', async (request) => {
    const { refreshToken } = parseInput(RefreshRequestSchema, request.body);
    const rotated = await rotateSession(db, app.ctx.signingSecret, refreshToken);
    if (!rotated.ok) {
      request.log.info({ reason: rotated.reason }, 'refresh token refused');
      throw new AppError(401, ERROR_CODES.sessionExpired, authMessages.sessionExpired);
    }
    const user = await findUserById(db, rotated.userId);
    if (!user) throw new AppError(401, ERROR_CODES.sessionExpired, authMessages.sessionExpired);
    const token = await issueAccessToken(app, { userId: user.id, role: user.role, sessionFamilyId: rotated.familyId });
    return ok({ token, refreshToken: rotated.refreshToken });
  });

  // Never fails for an unknown or missing token: signing out always succeeds for the caller.
  app.post('/logout', async (request) => {
    const { refreshToken } = parseInput(LogoutRequestSchema, request.body);
    const ended: string[] = [];
    const byRefreshToken = refreshToken ? await revokeSessionByToken(db, refreshToken) : null;
    if (byRefreshToken) ended.push(byRefreshToken);
    // The access token's session ends too, so the token stops working at once.
    const signedIn = await authenticate(app, request);
    if (signedIn) {
      await revokeFamily(db, signedIn.sessionFamilyId);
      ended.push(signedIn.sessionFamilyId);
    }
    // The sister platforms signed in through these sessions are signed out too (back-channel logout).
    await endProviderSessions(app.ctx.oidc, db, [...new Set(ended)], request.log);
    return ok(null, authMessages.signedOut);
  });
}
