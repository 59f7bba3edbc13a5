import type { FastifyInstance } from 'fastify';

/** POST/GET /api/auth/* (CONTRACT Auth): filled by the auth issue. */
export async function authRoutes(_app: FastifyInstance) {
  // Routes are registered here.
}
