import { join } from 'node:path';
import { buildApp } from './app.js';
import { loadCommonPasswords } from './auth/common-passwords.js';
import { loadEmailCatalogs } from './auth/email-languages.js';
import { ConfigError, loadConfig } from './config.js';
import { lockDataDir, prepareDataDir } from './data-dir.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { seedDemoData } from './db/seed.js';
import { resolveSigningKeys } from './oidc/keys.js';
import { resolveSigningSecret } from './secrets.js';

/**
 * Starts the whole product in one process: makes DATA_DIR private and locks it
 * (PGlite), opens the database (PGlite in DATA_DIR, or PostgreSQL through
 * DATABASE_URL), serves the API and the built site, applies migrations (with
 * PostgreSQL: retried with backoff until it answers, /api/health 503 until
 * then), loads demo data into an empty database, and shuts down gracefully on
 * SIGTERM/SIGINT. A start that cannot work prints one line and exits non-zero.
 */
async function main() {
  const config = loadConfig();
  const { fixed } = prepareDataDir(config.dataDir);
  // PGlite takes no lock of its own: two processes on one folder would corrupt it.
  const lock = config.databaseUrl ? null : await lockDataDir(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pgdata'),
    pgliteFsync: config.pgliteFsync,
  }).catch((error: unknown) => {
    throw new ConfigError(`The database in ${join(config.dataDir, 'pgdata')} could not be opened: ${messageOf(error)}`);
  });
  const signingSecret = resolveSigningSecret(config.dataDir, config.jwtSecret);
  const oidcSigningKeys = await resolveSigningKeys(config.dataDir, config.oidc.signingKeys);
  const app = await buildApp({ config, database, signingSecret, oidcSigningKeys, databaseReady: false });
  app.addHook('onClose', async () => {
    await database.close();
    await lock?.release();
  });
  if (fixed > 0) app.log.warn({ dataDir: config.dataDir, fixed }, 'DATA_DIR entries were readable or writable by others: made private');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took more than 10 s: exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  await migrateWhenReachable(database, config.migrationsDir, (line) => app.log.warn(line), () => stopping);
  if (stopping) return;
  app.ctx.state.databaseReady = true;
  app.log.info(
    { url: `http://localhost:${config.port}`, database: database.kind, dataDir: config.dataDir },
    'Intambwe front door is running',
  );

  // Read the common-password list now (about 0.2 s) rather than in the first registration.
  loadCommonPasswords();
  loadEmailCatalogs();

  if (config.seedDemoData) {
    const seeded = await seedDemoData(database.db);
    if (seeded.jobs || seeded.courses) app.log.info(seeded, 'demo data loaded into the empty database');
  }
}

const messageOf = (error: unknown) => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return [typeof code === 'string' ? code : null, typeof message === 'string' && message ? message : null].filter(Boolean).join(': ') || String(error);
};

/** Backoff between tries to reach the database: 1, 2, 4, ... 30 s. */
const retryDelayMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/**
 * Applies migrations, waiting for the database to be reachable: one line per
 * failed try (what failed, when the next try comes), retrying with backoff.
 * The server already listens meanwhile, answering 503.
 */
async function migrateWhenReachable(database: DatabaseHandle, migrationsDir: string, warn: (line: string) => void, stopping: () => boolean) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await database.migrate(migrationsDir);
      if (attempt > 0) warn(`The database is reachable again after ${attempt} failed tries: serving.`);
      return;
    } catch (error) {
      if (database.kind === 'pglite') throw error;
      const delay = retryDelayMs(attempt);
      warn(`PostgreSQL is not reachable (${messageOf(error)}): retrying in ${delay / 1000} s; /api/health answers 503 until then.`);
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (stopping()) return;
    }
  }
}

main().catch((error: unknown) => {
  // One line a person can act on; the stack only when asked for.
  const line = error instanceof ConfigError ? error.message : `The server could not start: ${messageOf(error)}`;
  console.error(`intambwe-api: ${line}`);
  if (process.env['LOG_LEVEL'] === 'debug' || process.env['LOG_LEVEL'] === 'trace') console.error(error);
  process.exit(1);
});
