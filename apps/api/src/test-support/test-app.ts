import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type ServerConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { loggerOptions } from '../http/log-redaction.js';
import type { Mailer, OutgoingMail } from '../mail/mailer.js';
import { createScratchDatabase } from './server-process.js';
import { resolveSigningKeys } from '../oidc/keys.js';

/**
 * Server tests run against real databases: an in-memory PGlite by default and,
 * in the `api-postgres` Vitest project (TEST_DB=postgres), a fresh PostgreSQL
 * database created on the server at TEST_DATABASE_URL and dropped afterwards.
 */
export const testDatabaseKind = (process.env['TEST_DB'] ?? 'pglite') as 'pglite' | 'postgres';

/** Records mail instead of sending it, so tests can read the reset link. */
export function createRecordingMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
      return { messageId: `<test-${sent.length}@example.com>` };
    },
    close: () => undefined,
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: ServerConfig;
  mailer: ReturnType<typeof createRecordingMailer>;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Receives every log line (JSON) at level info and above, as the server writes them; no logging without it. */
  log?: (line: string) => void;
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'intambwe-api-test-'));
  let config: ServerConfig;
  try {
    config = testConfig(dataDir, env);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const postgres = testDatabaseKind === 'postgres' ? await createScratchDatabase() : null;
  if (postgres) config = { ...config, databaseUrl: postgres.url };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: 'memory://' });
  await database.migrate(config.migrationsDir);
  const mailer = createRecordingMailer();
  const logger = options.log ? loggerOptions('info', { stream: { write: options.log } }) : false;
  const oidcSigningKeys = await resolveSigningKeys(dataDir, config.oidc.signingKeys);
  const app = await buildApp({ config, database, signingSecret: 'test-signing-secret-that-is-long-enough-0123456789', oidcSigningKeys, mailer, logger });
  await app.ready();
  return {
    app,
    database,
    config,
    mailer,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function testConfig(dataDir: string, env: Record<string, string>): ServerConfig {
  return loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-site'),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    // Real argon2id at a test cost (1 MiB): the production cost (19 MiB) is covered by the passwords spec.
    PASSWORD_HASH_MEMORY_KIB: '1024',
    ...env,
  });
}
