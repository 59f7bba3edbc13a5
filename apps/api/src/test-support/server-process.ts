import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { findApiRoot } from '../config.js';

/**
 * The real server as a separate process (src/main.ts under tsx), for tests of
 * what only a process shows: kill -9, two servers on one database, a database
 * that is down at start, the DATA_DIR lock.
 */
export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL, then wait for the end. */
  kill9(): Promise<void>;
  /** SIGTERM, then wait for the end. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts `src/main.ts` with test settings (cheap scrypt, no demo data, high rate limits) plus `env`. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const apiRoot = findApiRoot();
  const port = Number(env['PORT'] ?? (await freePort()));
  let output = '';
  const child = spawn(process.execPath, ['--conditions=@intambwe/source', '--import', 'tsx', join(apiRoot, 'src', 'main.ts')], {
    cwd: join(apiRoot, '..', '..'),
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      WEB_DIST_DIR: join(apiRoot, 'no-site-for-tests'),
      PASSWORD_HASH_MEMORY_KIB: '1024',
      RATE_LIMIT_FACTOR: '1000',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      JWT_SECRET: 'a-shared-signing-secret-for-process-tests-0123456789',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Never outlive the test run, whatever the test did (a timed-out test skips its own clean-up).
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    kill9: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}

/** Waits until GET /api/health answers `status` (200 by default); fails with the server's output if it ends first. */
export async function waitForHealth(server: ServerProcess, status = 200, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitedEarly = false;
  void server.exited.then(() => (exitedEarly = true));
  while (Date.now() < deadline) {
    if (exitedEarly) throw new Error(`the server ended before its health was ${status}:\n${server.output()}`);
    try {
      const response = await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(3000) });
      if (response.status === status) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server's health was not ${status} within ${timeoutMs} ms:\n${server.output()}`);
}

/** A fresh database on the TEST_DATABASE_URL server, and how to drop it. */
export async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) throw new Error('This test needs TEST_DATABASE_URL (a PostgreSQL server where databases may be created).');
  const name = `intambwe_proc_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** POST JSON to a running server; the parsed answer and its status. */
export async function postTo(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}
