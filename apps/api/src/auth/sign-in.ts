import type { SignInResult } from '@intambwe/contract';
import type { FastifyInstance } from 'fastify';
import { startSession } from './sessions.js';
import { signAccessToken, type AccessClaims } from './tokens.js';
import { toPublicUser, type UserRow } from './users.js';

/** An access token for a session family, with the configured lifetime. */
export function issueAccessToken(app: FastifyInstance, claims: AccessClaims): Promise<string> {
  return signAccessToken(app.ctx.signingSecret, claims, new Date(), app.ctx.config.accessTokenTtlSeconds);
}

/** Starts a session (a new family) for a user: the contract's sign-in result `{ user, token, refreshToken }`. */
export async function issueSignIn(app: FastifyInstance, user: UserRow): Promise<SignInResult & { refreshToken: string }> {
  const session = await startSession(app.ctx.database.db, user.id);
  const token = await issueAccessToken(app, { userId: user.id, role: user.role, sessionFamilyId: session.familyId });
  return { user: toPublicUser(user), token, refreshToken: session.refreshToken };
}
