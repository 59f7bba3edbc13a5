import type { FastifyInstance } from 'fastify';

/** GET /api/health: 200 {status:"ok",db:"ok"}, or 503 while the database is not reachable and migrated, or does not answer within 2 s. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => {
    try {
      if (!app.ctx.state.databaseReady) throw new Error('database not reachable yet (starting)');
      await Promise.race([
        app.ctx.database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('database ping timed out')), 2000).unref()),
      ]);
      return reply.header('cache-control', 'no-store').send({ status: 'ok', db: 'ok' });
    } catch (error) {
      app.log.warn({ err: error }, 'health check: database unreachable');
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'error', db: 'unreachable' });
    }
  });
}
