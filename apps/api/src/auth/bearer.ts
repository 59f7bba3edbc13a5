import { ERROR_CODES } from '@intambwe/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../http/errors.js';
import { authMessages } from '../messages.js';
import { findUserWithLiveSession } from './sessions.js';
import { verifyAccessToken } from './tokens.js';
import { isUuid, type UserRow } from './users.js';

/** Who made an authenticated request. */
export interface AuthenticatedUser {
  user: UserRow;
  sessionFamilyId: string;
}

const authenticated = new WeakMap<FastifyRequest, AuthenticatedUser>();

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function readBearerToken(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

const unauthorized = () => new AppError(401, ERROR_CODES.unauthorized, authMessages.signInRequired, { headers: { 'www-authenticate': 'Bearer' } });

/** The signed-in user behind a request's access token, or null (no token, bad token, ended session, deleted user). */
export async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthenticatedUser | null> {
  const token = readBearerToken(request.headers.authorization);
  if (!token) return null;
  const claims = await verifyAccessToken(app.ctx.signingSecret, token);
  if (!claims || !isUuid(claims.userId) || !isUuid(claims.sessionFamilyId)) return null;
  const user = await findUserWithLiveSession(app.ctx.database.db, claims.userId, claims.sessionFamilyId);
  return user ? { user, sessionFamilyId: claims.sessionFamilyId } : null;
}

/**
 * A preHandler for protected routes: 401 unless the request carries a valid
 * access token of a live session. Read the user with `requireUser(request)`.
 *
 *   app.get('/me', { preHandler: bearerAuth(app) }, async (request) => requireUser(request).user)
 */
export function bearerAuth(app: FastifyInstance): preHandlerAsyncHookHandler {
  return async (request) => {
    const found = await authenticate(app, request);
    if (!found) throw unauthorized();
    authenticated.set(request, found);
  };
}

/** The user `bearerAuth` let through; throws 401 on a route without it. */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  const found = authenticated.get(request);
  if (!found) throw unauthorized();
  return found;
}
