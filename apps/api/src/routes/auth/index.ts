import type { FastifyInstance } from 'fastify';
import { pruneAttempts } from '../../auth/account-throttle.js';
import { pruneAuditEvents } from '../../auth/audit.js';
import { createPasswordHasher, OWASP_ARGON2ID } from '../../auth/passwords.js';
import { pruneResetTokens } from '../../auth/reset-tokens.js';
import { pruneSessions, SESSION_MAX_AGE_MS } from '../../auth/sessions.js';
import { pruneOidcPayloads } from '../../oidc/adapter.js';
import { pruneProviderSessionLinks } from '../../oidc/session-links.js';
import { pruneOneTimeCodes } from '../../auth/one-time-codes.js';
import { eraseDeletedAccounts, ERASURE_INTERVAL_MS } from '../../auth/account-erasure.js';
import { pruneAccountTokens } from '../../auth/account-tokens.js';
import { accountRoutes } from './account-routes.js';
import { googleRoutes } from './google-routes.js';
import { passkeyRoutes } from './passkey-routes.js';
import { passwordRoutes } from './password-routes.js';
import { resetRoutes } from './reset-routes.js';
import { sessionRoutes } from './session-routes.js';
import type { AuthRouteOptions } from './shared.js';

const HOUR = 60 * 60 * 1000;

/**
 * What the hourly housekeeping drops: rows whose life ended a day ago (sessions, reset and account-link tokens, one-time codes,
 * sent or expired mail, old rate-limit records, the OpenID Provider's expired rows and links), audit entries past their
 * 90 days, and deleted accounts past their erasure delay (auth/account-erasure.ts: the job runs on its own in every
 * server process, every ERASURE_INTERVAL_MS, and is safe to run in several at once).
 */
export async function authHousekeeping(app: FastifyInstance, now = new Date()): Promise<void> {
  const db = app.ctx.database.db;
  const dayAgo = new Date(now.getTime() - 24 * HOUR);
  await Promise.all([
    pruneSessions(db, dayAgo),
    pruneResetTokens(db, dayAgo),
    pruneAccountTokens(db, dayAgo),
    pruneAttempts(db, dayAgo),
    pruneOneTimeCodes(db, dayAgo),
    app.ctx.mailQueue.prune(dayAgo),
    pruneAuditEvents(db, now),
    pruneOidcPayloads(db, dayAgo),
    pruneProviderSessionLinks(db, new Date(now.getTime() - SESSION_MAX_AGE_MS - 24 * HOUR)),
    eraseDeletedAccounts(db, now),
  ]);
}

/** The password hasher of the auth routes (every hash waits its turn in the app's one hashing queue). */
export function authPasswordHasher(app: FastifyInstance) {
  return createPasswordHasher({ params: { ...OWASP_ARGON2ID, memoryCost: app.ctx.config.passwordHashMemoryKib }, queue: app.ctx.hashQueue });
}

/** POST/GET /api/auth/* (CONTRACT Auth). */
export async function authRoutes(app: FastifyInstance) {
  // Answers carry tokens and personal data: no cache may keep them (ASVS 14.3.2), failures included.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const options: AuthRouteOptions = { hasher: authPasswordHasher(app) };
  await app.register(passwordRoutes, options);
  await app.register(sessionRoutes);
  await app.register(resetRoutes, options);
  await app.register(googleRoutes, options);
  await app.register(accountRoutes, options);
  await app.register(passkeyRoutes);

  // Hourly housekeeping (authHousekeeping above).
  const housekeeping = setInterval(() => {
    authHousekeeping(app).catch((error: unknown) => app.log.warn({ err: error }, 'auth housekeeping failed'));
  }, ERASURE_INTERVAL_MS);
  housekeeping.unref();
  app.addHook('onClose', async () => clearInterval(housekeeping));
}
