import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Applies pending migrations (the same SQL files for both engines). */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, an embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder of the PGlite database; `memory://` for a throw-away one. */
  pgliteDir: string;
}

/** Opens PostgreSQL through `DATABASE_URL`, otherwise an embedded PGlite database in `DATA_DIR`. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir);
}

async function openPglite(dir: string): Promise<DatabaseHandle> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async ping() {
      if (closed || client.closed) throw new Error('database closed');
      await client.query('select 1');
    },
    async migrate(migrationsFolder) {
      await migratePglite(db as never, { migrationsFolder });
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    async ping() {
      if (closed) throw new Error('database closed');
      await pool.query('select 1');
    },
    async migrate(migrationsFolder) {
      // Several servers may start at once against one database: migrate under an advisory lock.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(727274001)');
        await migratePostgres(drizzlePostgres(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock(727274001)').catch(() => undefined);
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export { sql };
