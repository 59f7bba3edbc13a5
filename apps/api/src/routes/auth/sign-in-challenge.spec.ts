import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { issueDeviceToken } from '../../auth/device-tokens.js';
import { keyDerivation } from '../../auth/passwords.js';
import { nextAddress, postJson, registerUser } from '../../test-support/auth-helpers.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());
afterEach(() => vi.restoreAllMocks());

type Body = { email: string; password: string; deviceTokens?: string[]; altcha?: string };
const login = (body: Body, ip?: string) => postJson(ctx, '/api/auth/login', body, { ip });

/** The attack of the issue: 100 wrong passwords from 10 addresses (10 each, within every per-address allowance). */
async function hundredDistributedFailures(email: string) {
  for (let address = 0; address < 10; address += 1) {
    const ip = nextAddress();
    for (let i = 0; i < 10; i += 1) expect((await login({ email, password: `Guess${address}x${i}` }, ip)).statusCode).toBe(401);
  }
}

/** What the ALTCHA widget does: fetch a challenge, solve it, send the payload (base64 JSON). */
async function solvedChallenge(): Promise<string> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/challenge', remoteAddress: nextAddress() });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const challenge = response.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

// Each test sends a hundred sign-ins or more: a slow machine needs more than the default 20 s.
describe('past the ceiling of failed sign-ins, a check instead of a lockout', { timeout: 90_000 }, () => {
  it("the owner is never locked out: a new browser solves one challenge, a browser that signed in before passes as usual", async () => {
    const owner = await registerUser(ctx, { email: 'owner@example.com', password: 'Correct123' });
    expect(owner).toHaveProperty('deviceToken', expect.stringMatching(/^d1\./));
    const knownDevice = (await login({ email: 'owner@example.com', password: 'Correct123' })).json().data.deviceToken as string;
    await hundredDistributedFailures('owner@example.com');

    // A new browser (no device token), right password, fresh address: asked for the check, not refused for a day.
    const asked = await login({ email: 'owner@example.com', password: 'Correct123' });
    expect(asked.statusCode).toBe(403);
    expect(asked.headers['retry-after']).toBeUndefined();
    expect(asked.json()).toEqual({ success: false, code: 'CHALLENGE_REQUIRED', error: 'Many failed sign-ins to this account: please complete the check, then sign in again.' });
    const altcha = await solvedChallenge();
    const passed = await login({ email: 'owner@example.com', password: 'Correct123', altcha });
    expect(passed.statusCode).toBe(200);
    expect(passed.json().data.user.email).toBe('owner@example.com');

    // The owner's own browser, with the token of an earlier sign-in: straight in, after more failures too.
    await hundredDistributedFailures('owner@example.com');
    const known = await login({ email: 'owner@example.com', password: 'Correct123', deviceTokens: ['junk', knownDevice] });
    expect(known.statusCode).toBe(200);
  });

  it('a stranger past the ceiling gets nothing for free: no check, no try; a solved check buys one try, which still counts', async () => {
    await registerUser(ctx, { email: 'guessed@example.com', password: 'Correct123' });
    await hundredDistributedFailures('guessed@example.com');
    const verify = vi.spyOn(keyDerivation, 'argon2Verify');
    expect((await login({ email: 'guessed@example.com', password: 'Guess-more-1' })).json().code).toBe('CHALLENGE_REQUIRED');
    expect((await login({ email: 'guessed@example.com', password: 'Guess-more-2', altcha: 'bm90IGEgc29sdXRpb24=' })).json().code).toBe('CHALLENGE_REQUIRED');
    expect(verify).not.toHaveBeenCalled();
    const altcha = await solvedChallenge();
    const wrong = await login({ email: 'guessed@example.com', password: 'Guess-more-3', altcha });
    expect(wrong.statusCode).toBe(401);
    expect(verify).toHaveBeenCalledTimes(1);
    // A solution works once.
    expect((await login({ email: 'guessed@example.com', password: 'Guess-more-4', altcha })).json().code).toBe('CHALLENGE_REQUIRED');
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('asks the same of an unknown email past the ceiling (no hint that there is no account)', async () => {
    await hundredDistributedFailures('nobody.at.all@example.com');
    const asked = await login({ email: 'nobody.at.all@example.com', password: 'Whatever1' });
    expect(asked.statusCode).toBe(403);
    expect(asked.json().code).toBe('CHALLENGE_REQUIRED');
  });

  it('a device token helps only its own account, only when genuine, and not after ten failures of its own', async () => {
    const mine = await registerUser(ctx, { email: 'mine@example.com', password: 'Correct123' });
    const theirs = await registerUser(ctx, { email: 'theirs@example.com', password: 'Correct123' });
    await hundredDistributedFailures('mine@example.com');
    const forged = issueDeviceToken('another-secret-that-is-long-enough-0123456789', mine.user._id);
    for (const deviceTokens of [[theirs.deviceToken], [forged], [mine.deviceToken.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'))]]) {
      expect((await login({ email: 'mine@example.com', password: 'Correct123', deviceTokens })).json().code).toBe('CHALLENGE_REQUIRED');
    }
    // A stolen token: ten wrong passwords with it, then it counts for nothing.
    for (let i = 0; i < 10; i += 1) expect((await login({ email: 'mine@example.com', password: `Stolen${i}abc`, deviceTokens: [mine.deviceToken] })).statusCode).toBe(401);
    expect((await login({ email: 'mine@example.com', password: 'Correct123', deviceTokens: [mine.deviceToken] })).json().code).toBe('CHALLENGE_REQUIRED');
  });

  it("emails the owner an unlock link once; opening it lets that browser sign in without the check", async () => {
    await registerUser(ctx, { email: 'unlock.me@example.com', password: 'Correct123', firstName: 'Keza' });
    await hundredDistributedFailures('unlock.me@example.com');
    await login({ email: 'unlock.me@example.com', password: 'Guess-again-1' });
    await login({ email: 'unlock.me@example.com', password: 'Guess-again-2' });
    await ctx.app.ctx.mailQueue.flush();
    // The verification link of the registration aside: one unlock email.
    const mails = ctx.mailer.sent.filter((mail) => mail.to === 'unlock.me@example.com' && !mail.text.includes('/verify-email?token='));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Many failed sign-ins to your Intambwe Careers account');
    expect(mails[0]?.text).toContain('Hello Keza,');
    const token = /\/unlock\?token=([A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');

    const unlocked = await postJson(ctx, '/api/auth/unlock', { token });
    expect(unlocked.statusCode).toBe(200);
    const { deviceToken } = unlocked.json().data as { deviceToken: string };
    expect((await login({ email: 'unlock.me@example.com', password: 'Correct123', deviceTokens: [deviceToken] })).statusCode).toBe(200);
    // The link works once.
    const again = await postJson(ctx, '/api/auth/unlock', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, code: 'INVALID_UNLOCK_TOKEN', error: 'This unlock link is invalid or has expired.' });
  });

  it.each([[{}], [{ token: '' }], [{ token: 'x'.repeat(600) }], [{ token: 'made-up' }]])('refuses the unlock body %j with 400', async (body) => {
    const response = await postJson(ctx, '/api/auth/unlock', body);
    expect(response.statusCode).toBe(400);
    expect(['VALIDATION_ERROR', 'INVALID_UNLOCK_TOKEN']).toContain(response.json().code);
  });
});

describe('a full hashing queue', () => {
  let busy: TestContext;
  beforeAll(async () => {
    busy = await createTestApp({ HASH_CONCURRENCY: '1', HASH_QUEUE_SIZE: '1', HASH_QUEUE_PER_ADDRESS: '10' });
  });
  afterAll(async () => busy.close());

  it('answers 503 SERVER_BUSY with Retry-After at once, instead of queueing behind a flood; the waiting ones still finish', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const original = keyDerivation.argon2Verify;
    vi.spyOn(keyDerivation, 'argon2Verify').mockImplementation(async (stored, password) => {
      await held;
      return original(stored, password);
    });
    const attempt = (i: number) => postJson(busy, '/api/auth/login', { email: `queue${i}@example.com`, password: 'Whatever1' });
    const first = attempt(0);
    const second = attempt(1);
    await vi.waitFor(() => expect(busy.app.ctx.hashQueue.size).toEqual({ running: 1, waiting: 1 }));
    // Answered while the two ahead are still held: nothing waits behind them.
    const refused = await attempt(2);
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toMatchObject({ success: false, code: 'SERVER_BUSY' });
    release();
    expect((await first).statusCode).toBe(401);
    expect((await second).statusCode).toBe(401);
  });
});
