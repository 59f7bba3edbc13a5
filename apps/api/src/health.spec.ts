import { createTestApp } from './test-support/test-app.js';

describe('GET /api/health when the database is unreachable', () => {
  it('answers 503', async () => {
    const ctx = await createTestApp();
    try {
      await ctx.database.close();
      const response = await ctx.app.inject('/api/health');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', db: 'unreachable' });
      const jobs = await ctx.app.inject('/api/jobs');
      expect(jobs.statusCode).toBe(503);
      expect(jobs.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await ctx.close();
    }
  });
});

describe('GET /api/metrics', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('tells a caller on this machine the event-loop delay and memory, and resets on ?reset=1', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/metrics?reset=1', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ eventLoopDelayMs: { p50: expect.any(Number), p99: expect.any(Number), max: expect.any(Number) }, memoryMb: expect.any(Number) });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['another address', { remoteAddress: '10.0.0.9' }],
    ['a proxied request', { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } }],
  ])('is a 404 for %s', async (_case, options) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/metrics', ...options });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
