import type { SignInResult } from '@intambwe/contract';
import type { FastifyInstance } from 'fastify';
import { startSession } from './sessions.js';
import { signAccessToken } from './tokens.js';
import { toPublicUser, type UserRow } from './users.js';

/** Starts a session for a user: the contract's sign-in result `{ user, token, refreshToken }`. */
export async function issueSignIn(app: FastifyInstance, user: UserRow): Promise<SignInResult & { refreshToken: string }> {
  const session = await startSession(app.ctx.database.db, user.id);
  const token = await signAccessToken(app.ctx.signingSecret, { userId: user.id, role: user.role, sessionFamilyId: session.familyId });
  return { user: toPublicUser(user), token, refreshToken: session.refreshToken };
}
