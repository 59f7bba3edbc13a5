import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { fsyncSync, mkdirSync } from 'node:fs';
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
  /** PGlite on disk: flush each commit to disk (default true). */
  pgliteFsync?: boolean;
}

/** Opens PostgreSQL through `DATABASE_URL`, otherwise an embedded PGlite database in `DATA_DIR`. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir, options.pgliteFsync ?? true);
}

/**
 * PGlite's file system on disk, with fsync. PGlite starts PostgreSQL with
 * fsync off (`-F`), and its Emscripten file system drops fsync calls anyway:
 * a commit reaches the OS, not the disk, so an OS crash or a power cut can
 * lose acknowledged writes. This one passes fsync through to the file, and
 * PostgreSQL is started with fsync on and wal_sync_method=fsync (fdatasync
 * has no route through Emscripten), so each commit's WAL is on disk before
 * the answer. Measured here: 200 single-row commits take 0.85 s instead of
 * 0.14 s (about 4 ms each), small next to a 0.4 s password hash.
 */
class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, emscriptenOptions: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, emscriptenOptions);
    const options = result.emscriptenOpts as { preRun?: Array<(module: EmscriptenModule) => void> };
    options.preRun = [
      (module) => {
        module.NODEFS.stream_ops.fsync = (stream: { nfd: number }) => {
          fsyncSync(stream.nfd);
          return 0;
        };
      },
      ...(options.preRun ?? []),
    ];
    return result;
  }
}

interface EmscriptenModule {
  NODEFS: { stream_ops: { fsync?: (stream: { nfd: number }) => number } };
}

const DURABLE_START_PARAMS = [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];

async function openPglite(dir: string, fsync: boolean): Promise<DatabaseHandle> {
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) mkdirSync(dir, { recursive: true, mode: 0o700 });
  const options: PGliteOptions = inMemory || !fsync ? { dataDir: dir } : { fs: new DurableNodeFS(dir), startParams: DURABLE_START_PARAMS };
  const client = await PGlite.create(options);
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
