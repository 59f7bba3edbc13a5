import { Redis } from 'ioredis';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as client from 'openid-client';
import { newSigningKey } from '../oidc/keys.js';
import { interactionOf, TestBrowser } from '../test-support/oidc-support.js';
import { createScratchDatabase, freePort, postTo, startServerProcess, waitForHealth, type ServerProcess } from '../test-support/server-process.js';

/**
 * More than one server (issue 14.6): two API processes on one PostgreSQL and
 * one Redis, as behind a load balancer, with one PUBLIC_URL and the same
 * signing keys. Per-address limits (Redis), sessions and the OpenID Provider's
 * state (PostgreSQL) hold across them.
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
  // The balancer's address: every process has the same PUBLIC_URL (the issuer) and OpenID signing keys.
  const [portA, portB] = [await freePort(), await freePort()];
  const shared = { PUBLIC_URL: `http://127.0.0.1:${portA}`, OIDC_SIGNING_KEYS: JSON.stringify({ keys: [await newSigningKey()] }) };
  const start = (port: number) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'intambwe-cluster-'));
    dataDirs.push(dataDir);
    // Behind one proxy (the balancer), so the limit test can speak from an address of its own: other test runs
    // sharing the Redis server count their loopback requests in the same namespace.
    return startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: database.url, REDIS_URL: redisUrl, RATE_LIMIT_FACTOR: '1', TRUST_PROXY: '1', PORT: String(port), ...shared });
  };
  [a, b] = await Promise.all([start(portA), start(portB)]);
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
  // A client address of this run only (the benchmarking range 198.18.0.0/15).
  const client = { 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}` };
  for (let i = 0; i < 12; i += 1) {
    const server = i % 2 === 0 ? a : b;
    statuses.push((await postTo(server.baseUrl, '/api/auth/forgot-password', { email: `cluster.limit.${i}@example.com` }, client)).status);
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

it('shares the OpenID Provider: a sign-in begun on one server is finished, exchanged and refreshed on the other', async () => {
  const registered = await postTo(b.baseUrl, '/api/auth/register', { firstName: 'Open', lastName: 'Id', email: 'cluster.oidc@example.com', password: 'Cluster7OpenId', role: 'employer' });
  const { token, user } = registered.json?.['data'] as { token: string; user: { _id: string } };
  const config = await client.discovery(new URL(a.baseUrl), 'job_portal', undefined, client.None(), { execute: [client.allowInsecureRequests] });
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: 'https://jobs.example.com/auth/callback',
    scope: 'openid email profile role',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const browser = new TestBrowser();
  const uid = interactionOf((await browser.follow(url, a.baseUrl)).url);
  // The interaction is finished on the other server, which has never seen this browser.
  const finished = await browser.request(`${b.baseUrl}/api/oidc/interaction/${uid}/login`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: '{}',
  });
  expect(finished.status).toBe(200);
  const { redirectTo } = ((await finished.json()) as { data: { redirectTo: string } }).data;
  const callback = await browser.follow(redirectTo, a.baseUrl);
  const code = new URL(callback.url).searchParams.get('code');
  expect(code).toEqual(expect.any(String));
  // The code is exchanged at the other server's token endpoint: one is used up there for both.
  const exchange = (server: ServerProcess) =>
    fetch(`${server.baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: code as string, code_verifier: verifier, redirect_uri: 'https://jobs.example.com/auth/callback', client_id: 'job_portal' }),
    });
  const tokens = (await (await exchange(b)).json()) as { id_token: string; refresh_token: string };
  expect(tokens.id_token).toEqual(expect.any(String));
  // The refresh token works at the first server...
  const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token);
  expect(refreshed.claims()?.sub).toBe(user._id);
  // ...and the code, used up at the other, is refused there too (a replay, which revokes what the code issued).
  expect((await exchange(a)).status).toBe(400);
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
