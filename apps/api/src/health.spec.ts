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
