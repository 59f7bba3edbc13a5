import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, freePort, postTo, startServerProcess, waitForHealth, type ServerProcess } from '../test-support/server-process.js';

/**
 * PostgreSQL down at start (issue 14.7): the server still starts, says so in
 * one line per try, retries with backoff, answers 503 (health and API) until
 * the database is up, then serves.
 */
let dataDir: string;
let database: { url: string; drop(): Promise<void> };
let server: ServerProcess | null = null;
let proxy: Server | null = null;
const sockets = new Set<Socket>();

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'intambwe-pgdown-'));
  database = await createScratchDatabase();
});
afterAll(async () => {
  await server?.stop();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A TCP forwarder from `port` to the real PostgreSQL: "bringing the database up". */
function forward(port: number, target: URL): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer((client) => {
      const upstream = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

it('starts with PostgreSQL down: 503 until it is up, one line per try, then serves', async () => {
  const port = await freePort();
  const target = new URL(database.url);
  const viaProxy = new URL(database.url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(port);

  server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: viaProxy.toString() });
  await waitForHealth(server, 503);
  const health = await fetch(`${server.baseUrl}/api/health`);
  expect(await health.json()).toEqual({ status: 'error', db: 'unreachable' });
  const api = await postTo(server.baseUrl, '/api/auth/login', { email: 'someone@example.com', password: 'Whatever1' });
  expect(api.status).toBe(503);
  expect(api.json).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
  expect(api.headers.get('retry-after')).toBe('5');
  await expect.poll(() => server?.output() ?? '', { timeout: 10_000 }).toMatch(/PostgreSQL is not reachable \(ECONNREFUSED[^)]*\): retrying in 1 s/);
  expect(server.output()).not.toMatch(/\n\s+at /); // no stack trace

  proxy = await forward(port, target);
  await waitForHealth(server, 200, 60_000);
  const registered = await postTo(server.baseUrl, '/api/auth/register', { firstName: 'Back', lastName: 'Online', email: 'back.online@example.com', password: 'Database7Up', role: 'student' });
  expect(registered.status).toBe(201);
}, 180_000);
