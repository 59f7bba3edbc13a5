import type { FastifyInstance } from 'fastify';

/** POST /api/ai/chat (CONTRACT Assistant): filled by the assistant issue. */
export async function aiRoutes(_app: FastifyInstance) {
  // Routes are registered here.
}
