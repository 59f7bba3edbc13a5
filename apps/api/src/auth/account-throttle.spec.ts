import { createTestApp, type TestContext } from '../test-support/test-app.js';
import { clearAttempts, pruneAttempts, recordAttempt, subjectHash } from './account-throttle.js';
import { accountAttempts } from '../db/schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;
const limit = (scope: string) => ({ scope, max: 3, windowMs: 60_000 });
const at = (start: number, seconds: number) => new Date(start + seconds * 1000);

describe('per-account attempt limits', () => {
  it('allows max attempts in the window, then refuses with the wait until a place frees up', async () => {
    const start = Date.now();
    for (const second of [0, 10, 20]) await expect(recordAttempt(db(), limit('a'), 'someone@example.com', at(start, second))).resolves.toMatchObject({ allowed: true });
    await expect(recordAttempt(db(), limit('a'), 'someone@example.com', at(start, 30))).resolves.toEqual({ allowed: false, retryAfterSeconds: 30 });
    // Refused attempts are not counted: once the first attempt leaves the window, one more is allowed.
    await expect(recordAttempt(db(), limit('a'), 'someone@example.com', at(start, 55))).resolves.toEqual({ allowed: false, retryAfterSeconds: 5 });
    await expect(recordAttempt(db(), limit('a'), 'someone@example.com', at(start, 61))).resolves.toMatchObject({ allowed: true });
    await expect(recordAttempt(db(), limit('a'), 'someone@example.com', at(start, 62))).resolves.toEqual({ allowed: false, retryAfterSeconds: 8 });
  });

  it('keeps accounts and scopes apart, and ignores the case of an email', async () => {
    const now = new Date();
    for (let i = 0; i < 3; i += 1) await recordAttempt(db(), limit('b'), 'Mixed@Example.com', now);
    await expect(recordAttempt(db(), limit('b'), 'mixed@example.com', now)).resolves.toMatchObject({ allowed: false });
    await expect(recordAttempt(db(), limit('b'), 'other@example.com', now)).resolves.toMatchObject({ allowed: true });
    await expect(recordAttempt(db(), limit('c'), 'mixed@example.com', now)).resolves.toMatchObject({ allowed: true });
  });

  it('holds under a burst of parallel attempts', async () => {
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 10 }, () => recordAttempt(db(), limit('burst'), 'burst@example.com', now)));
    expect(results.filter((result) => result.allowed).length).toBeLessThanOrEqual(3);
  });

  it('starts afresh once cleared', async () => {
    const now = new Date();
    for (let i = 0; i < 3; i += 1) await recordAttempt(db(), limit('d'), 'clear@example.com', now);
    await clearAttempts(db(), 'd', 'clear@example.com');
    await expect(recordAttempt(db(), limit('d'), 'clear@example.com', now)).resolves.toMatchObject({ allowed: true });
  });

  it('keeps only a hash of the account identifier', async () => {
    await recordAttempt(db(), limit('e'), 'private@example.com');
    const rows = await db().select().from(accountAttempts);
    expect(JSON.stringify(rows)).not.toContain('private@example.com');
    expect(rows.map((row) => row.subjectHash)).toContain(subjectHash('private@example.com'));
  });

  it('prunes old attempts', async () => {
    await pruneAttempts(db(), new Date(Date.now() + 3600_000));
    await expect(db().select().from(accountAttempts)).resolves.toEqual([]);
  });
});
