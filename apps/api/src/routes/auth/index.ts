import type { FastifyInstance } from 'fastify';
import { pruneAttempts } from '../../auth/account-throttle.js';
import { createPasswordHasher, DEFAULT_SCRYPT_PARAMS } from '../../auth/passwords.js';
import { pruneResetTokens } from '../../auth/reset-tokens.js';
import { pruneSessions, SESSION_MAX_AGE_MS } from '../../auth/sessions.js';
import { pruneOidcPayloads } from '../../oidc/adapter.js';
import { pruneProviderSessionLinks } from '../../oidc/session-links.js';
import { pruneOneTimeCodes } from '../../auth/one-time-codes.js';
import { googleRoutes } from './google-routes.js';
import { passwordRoutes } from './password-routes.js';
import { resetRoutes } from './reset-routes.js';
import { sessionRoutes } from './session-routes.js';
import type { AuthRouteOptions } from './shared.js';

const HOUR = 60 * 60 * 1000;

/** POST/GET /api/auth/* (CONTRACT Auth). */
export async function authRoutes(app: FastifyInstance) {
  // Answers carry tokens and personal data: no cache may keep them (ASVS 14.3.2), failures included.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const options: AuthRouteOptions = {
    hasher: createPasswordHasher({ ...DEFAULT_SCRYPT_PARAMS, logN: app.ctx.config.passwordHashLogN }),
  };
  await app.register(passwordRoutes, options);
  await app.register(sessionRoutes);
  await app.register(resetRoutes, options);
  await app.register(googleRoutes, options);

  // Hourly housekeeping: expired sessions, reset tokens, one-time codes, sent or expired mail, old rate-limit records,
  // and the OpenID Provider's expired rows and links.
  const housekeeping = setInterval(() => {
    const db = app.ctx.database.db;
    const dayAgo = new Date(Date.now() - 24 * HOUR);
    Promise.all([pruneSessions(db, dayAgo), pruneResetTokens(db, dayAgo), pruneAttempts(db, dayAgo), pruneOneTimeCodes(db, dayAgo), app.ctx.mailQueue.prune(dayAgo), pruneOidcPayloads(db, dayAgo), pruneProviderSessionLinks(db, new Date(Date.now() - SESSION_MAX_AGE_MS - 24 * HOUR))]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'auth housekeeping failed'),
    );
  }, HOUR);
  housekeeping.unref();
  app.addHook('onClose', async () => clearInterval(housekeeping));
}
