import { Redis } from 'ioredis';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, postTo, startServerProcess, waitForHealth, type ServerProcess } from '../test-support/server-process.js';

/**
 * More than one server (issue 14.6): two API processes on one PostgreSQL and
 * one Redis, as behind a load balancer. Per-address limits (Redis), sessions
 * and hand-off codes (PostgreSQL) hold across them.
 */
const redisUrl = process.env['TEST_REDIS_URL'] ?? '';
let database: { url: string; drop(): Promise<void> };
const dataDirs: string[] = [];
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  database = await createScratchDatabase();
  // Counters of an earlier run would still be in their window.
  const redis = new Redis(redisUrl);
  const keys = await redis.keys('intambwe:rate-limit:*');
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
  const start = () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'intambwe-cluster-'));
    dataDirs.push(dataDir);
    return startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: database.url, REDIS_URL: redisUrl, RATE_LIMIT_FACTOR: '1' });
  };
  [a, b] = await Promise.all([start(), start()]);
  await Promise.all([waitForHealth(a), waitForHealth(b)]);
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = async (server: ServerProcess, token: string) => (await fetch(`${server.baseUrl}/api/auth/me`, { headers: bearer(token) })).status;

it('counts per-address limits once for both servers (Redis): 10 reset requests per address, wherever they land', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 12; i += 1) {
    const server = i % 2 === 0 ? a : b;
    statuses.push((await postTo(server.baseUrl, '/api/auth/forgot-password', { email: `cluster.limit.${i}@example.com` })).status);
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
  expect(statuses.slice(10)).toEqual([429, 429]);
});

it('shares sessions: signed in on one server, known, refreshed and signed out on the other', async () => {
  const registered = await postTo(a.baseUrl, '/api/auth/register', { firstName: 'Two', lastName: 'Servers', email: 'two.servers@example.com', password: 'Cluster7Session', role: 'student' });
  expect(registered.status).toBe(201);
  const session = registered.json?.['data'] as { token: string; refreshToken: string };
  expect(await me(b, session.token)).toBe(200);

  // Two tabs refreshing at once, each reaching another server: both stay signed in with the same token.
  const [tabA, tabB] = await Promise.all([
    postTo(a.baseUrl, '/api/auth/refresh', { refreshToken: session.refreshToken }),
    postTo(b.baseUrl, '/api/auth/refresh', { refreshToken: session.refreshToken }),
  ]);
  expect([tabA.status, tabB.status]).toEqual([200, 200]);
  const [fromA, fromB] = [tabA.json?.['data'], tabB.json?.['data']] as Array<{ token: string; refreshToken: string }>;
  expect(fromA.refreshToken).toBe(fromB.refreshToken);
  expect(await me(a, fromB.token)).toBe(200);

  expect((await postTo(b.baseUrl, '/api/auth/logout', { refreshToken: fromA.refreshToken })).status).toBe(200);
  expect(await me(a, fromA.token)).toBe(401);
});

it('shares hand-off codes: made on one server, exchanged once on the other', async () => {
  const registered = await postTo(b.baseUrl, '/api/auth/register', { firstName: 'Hand', lastName: 'Off', email: 'cluster.handoff@example.com', password: 'Cluster7Handoff', role: 'employer' });
  const { token } = registered.json?.['data'] as { token: string };
  const handoff = await postTo(a.baseUrl, '/api/auth/handoff', { platform: 'job_portal' }, bearer(token));
  expect(handoff.status).toBe(200);
  const code = new URL((handoff.json?.['data'] as { redirectUrl: string }).redirectUrl).searchParams.get('code');
  const exchanged = await postTo(b.baseUrl, '/api/auth/handoff/exchange', { code, platform: 'job_portal' });
  expect(exchanged.status).toBe(200);
  expect((exchanged.json?.['data'] as { user: { email: string } }).user.email).toBe('cluster.handoff@example.com');
  const again = await postTo(a.baseUrl, '/api/auth/handoff/exchange', { code, platform: 'job_portal' });
  expect(again.status).toBe(400);
  expect(again.json).toMatchObject({ code: 'INVALID_HANDOFF_CODE' });
});

it('keeps per-account limits across servers too (database): 10 failures per account and address, then 429 on both', async () => {
  await postTo(a.baseUrl, '/api/auth/register', { firstName: 'Lim', lastName: 'Ited', email: 'cluster.account@example.com', password: 'Cluster7Account', role: 'student' });
  for (let i = 0; i < 10; i += 1) {
    const server = i % 2 === 0 ? a : b;
    expect((await postTo(server.baseUrl, '/api/auth/login', { email: 'cluster.account@example.com', password: `Wrong${i}guess` })).status).toBe(401);
  }
  for (const server of [a, b]) {
    const limited = await postTo(server.baseUrl, '/api/auth/login', { email: 'cluster.account@example.com', password: 'Cluster7Account' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  }
});
