import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemoData } from './db/seed.js';
import { resolveSigningSecret } from './secrets.js';
import { join } from 'node:path';

/**
 * Starts the whole product in one process: opens the database (PGlite in
 * DATA_DIR, or PostgreSQL through DATABASE_URL), applies migrations, loads demo
 * data into an empty database, serves the API and the built site, and shuts
 * down gracefully on SIGTERM/SIGINT.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pgdata') });
  await database.migrate(config.migrationsDir);
  const signingSecret = resolveSigningSecret(config.dataDir, config.jwtSecret);
  const app = await buildApp({ config, database, signingSecret });
  app.addHook('onClose', async () => database.close());

  if (config.seedDemoData) {
    const seeded = await seedDemoData(database.db);
    if (seeded.jobs || seeded.courses) app.log.info(seeded, 'demo data loaded into the empty database');
  }

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
  app.log.info(
    { url: `http://localhost:${config.port}`, database: database.kind, dataDir: config.dataDir },
    'Intambwe front door is running',
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
