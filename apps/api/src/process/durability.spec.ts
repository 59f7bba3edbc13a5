import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabaseKind } from '../test-support/test-app.js';
import { createScratchDatabase, postTo, startServerProcess, waitForHealth, type ServerProcess } from '../test-support/server-process.js';

/**
 * Durable writes (issue 14.5): registrations under load, the server killed
 * with SIGKILL mid-way, restarted on the same data: every registration that
 * was answered 201 signs in. Runs on PGlite (fsync on) and on PostgreSQL.
 */
const WORKERS = 6;
const KILL_AFTER = 30;
const password = 'Durable7Writes';

let dataDir: string;
let database: { url: string; drop(): Promise<void> } | null = null;
let server: ServerProcess | null = null;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'intambwe-kill9-'));
  if (testDatabaseKind === 'postgres') database = await createScratchDatabase();
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const env = () => ({ DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) });

it(`keeps every acknowledged registration through a kill -9 (${testDatabaseKind})`, async () => {
  server = await startServerProcess(env());
  await waitForHealth(server);
  const running = server;

  const acknowledged: string[] = [];
  let sent = 0;
  let killed = false;
  const worker = async (id: number) => {
    for (let i = 0; !killed; i += 1) {
      const email = `durable.${id}.${i}@example.com`;
      sent += 1;
      try {
        const answer = await postTo(running.baseUrl, '/api/auth/register', { firstName: 'Dura', lastName: 'Ble', email, password, role: 'student' });
        if (answer.status === 201) acknowledged.push(email);
        else throw new Error(`registration answered ${answer.status}: ${JSON.stringify(answer.json)}`);
      } catch (error) {
        if (!killed) throw error;
      }
      if (!killed && acknowledged.length >= KILL_AFTER) {
        killed = true;
        await running.kill9();
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, id) => worker(id)));
  expect((await running.exited).signal).toBe('SIGKILL');

  server = await startServerProcess(env());
  await waitForHealth(server);
  const restarted = server;
  const lost: string[] = [];
  for (const email of acknowledged) {
    const login = await postTo(restarted.baseUrl, '/api/auth/login', { email, password });
    if (login.status !== 200) lost.push(`${email}: ${login.status}`);
  }
  console.info(`kill -9 (${testDatabaseKind}): ${sent} registrations sent, ${acknowledged.length} acknowledged, ${lost.length} lost`);
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(lost).toEqual([]);
}, 240_000);
