import type { FastifyInstance } from 'fastify';

/** GET /config.json: the public settings the site reads at run time (never secrets). */
export async function publicConfigRoutes(app: FastifyInstance) {
  app.get('/config.json', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.ctx.config.publicConfig),
  );
}
