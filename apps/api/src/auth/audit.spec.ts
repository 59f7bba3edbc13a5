import { eq } from 'drizzle-orm';
import { authHousekeeping } from '../routes/auth/index.js';
import { auditEvents } from '../db/schema.js';
import { postJson, registerUser, resetTokenFromMail } from '../test-support/auth-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';
import { AUDIT_RETENTION_MS, auditEntriesFor, recordAuditEvent } from './audit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const from = (ip: string, userAgent: string) => ({ remoteAddress: ip, headers: { 'user-agent': userAgent } });

describe('the audit trail', { timeout: 90_000 }, () => {
  it("records a person's sign-ins, failures, reset request and reset, with time, address and user agent, for their export", async () => {
    const { user } = await registerUser(ctx, { email: 'audited@example.com', password: 'Correct123' });
    const login = (password: string, ip: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'audited@example.com', password }, ...from(ip, 'Phone\u0000Browser/1.0') });
    expect((await login('Wrong12345', '198.51.100.20')).statusCode).toBe(401);
    expect((await login('Correct123', '198.51.100.21')).statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'audited@example.com' }, ...from('198.51.100.22', 'Laptop/2.0') });
    const token = await resetTokenFromMail(ctx, 'audited@example.com');
    await ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'Inzira9Nshya' }, ...from('198.51.100.23', 'Laptop/2.0') });

    const entries = await auditEntriesFor(ctx.database.db, user._id);
    expect(entries.map(({ event, method, ip }) => ({ event, method, ip }))).toEqual([
      { event: 'registered', method: 'password', ip: expect.any(String) },
      { event: 'sign-in-failed', method: 'password', ip: '198.51.100.20' },
      { event: 'sign-in', method: 'password', ip: '198.51.100.21' },
      { event: 'password-reset-requested', method: null, ip: '198.51.100.22' },
      { event: 'password-reset', method: null, ip: '198.51.100.23' },
      { event: 'sign-in', method: 'reset', ip: '198.51.100.23' },
    ]);
    expect(entries[1]?.userAgent).toBe('PhoneBrowser/1.0');
    expect(entries[3]?.userAgent).toBe('Laptop/2.0');
    for (const entry of entries) expect(Date.parse(entry.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('writes the same row for a failed sign-in to an email without an account, tied to nobody', async () => {
    const before = await ctx.database.db.select().from(auditEvents);
    await postJson(ctx, '/api/auth/login', { email: 'no.such.person@example.com', password: 'Whatever1' }, { ip: '198.51.100.30' });
    const after = await ctx.database.db.select().from(auditEvents);
    const added = after.filter((row) => !before.some((old) => old.id === row.id));
    expect(added).toEqual([expect.objectContaining({ userId: null, event: 'sign-in-failed', ip: '198.51.100.30' })]);
  });

  it('records the challenges a sign-in past the ceiling meets', async () => {
    const { user } = await registerUser(ctx, { email: 'challenged@example.com', password: 'Correct123' });
    for (let i = 0; i < 100; i += 1) await postJson(ctx, '/api/auth/login', { email: 'challenged@example.com', password: `Guess${i}abc` }, { ip: `198.51.${100 + (i % 10)}.40` });
    await postJson(ctx, '/api/auth/login', { email: 'challenged@example.com', password: 'Correct123' });
    const events = (await auditEntriesFor(ctx.database.db, user._id)).map((entry) => entry.event);
    expect(events.filter((event) => event === 'sign-in-failed')).toHaveLength(100);
    expect(events).toContain('challenge-required');
    expect(events).toContain('unlock-link-sent');
  });

  it('keeps entries 90 days: the hourly housekeeping drops older ones', async () => {
    const { user } = await registerUser(ctx, { email: 'old.entries@example.com' });
    const origin = { ip: '198.51.100.50', userAgent: null };
    const now = Date.now();
    await recordAuditEvent(ctx.database.db, { event: 'sign-in', userId: user._id, origin, at: new Date(now - AUDIT_RETENTION_MS - 60_000) });
    await recordAuditEvent(ctx.database.db, { event: 'sign-in', userId: user._id, origin, at: new Date(now - AUDIT_RETENTION_MS + 60_000) });
    await authHousekeeping(ctx.app, new Date(now));
    const rows = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.userId, user._id));
    expect(rows.map((row) => row.createdAt.getTime()).sort()).toEqual([now - AUDIT_RETENTION_MS + 60_000, expect.any(Number)].sort());
    expect(rows.some((row) => row.createdAt.getTime() < now - AUDIT_RETENTION_MS)).toBe(false);
  });
});
