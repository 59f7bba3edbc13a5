import type { FastifyInstance } from 'fastify';

/** GET /api/health: 200 {status:"ok",db:"ok"}, or 503 when the database does not answer within 2 s. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => {
    try {
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
