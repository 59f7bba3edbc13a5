import { ERROR_CODES } from '@intambwe/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverMessages } from '../messages.js';
import { AppError, sendFailure } from './errors.js';

/** What the client sends cross-origin: JSON bodies, the bearer token and the visitor's language. */
export const CORS_ALLOWED_HEADERS = 'Content-Type, Authorization, Accept-Language';
export const CORS_ALLOWED_METHODS = 'GET, POST, OPTIONS';
/** Read by the client on a 429. */
export const CORS_EXPOSED_HEADERS = 'Retry-After';
/** Browsers may keep a preflight answer this long (seconds). */
export const CORS_MAX_AGE = '600';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * CORS for the sister platforms (CONTRACT "Cross-origin callers"): on /api/*,
 * an Origin listed exactly in CORS_ORIGINS gets Access-Control-Allow-Origin
 * with that origin (never `*`, no credentials: the API uses bearer tokens,
 * not cookies), and its preflights are answered 204. Any other origin,
 * including malformed ones and "null", gets no CORS headers, and its
 * preflight a 403. Every API answer varies on Origin, so a shared cache never
 * hands one origin's answer to another.
 */
export function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isApiPath(request.url)) return;
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    const listed = typeof origin === 'string' && allowed.has(origin);
    if (listed) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-expose-headers', CORS_EXPOSED_HEADERS);
    }
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (!preflight) return;
    if (!listed) return sendFailure(reply, new AppError(403, ERROR_CODES.corsOriginNotAllowed, serverMessages.corsOriginNotAllowed));
    return reply
      .code(204)
      .header('access-control-allow-methods', CORS_ALLOWED_METHODS)
      .header('access-control-allow-headers', CORS_ALLOWED_HEADERS)
      .header('access-control-max-age', CORS_MAX_AGE)
      .header('vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers')
      .send();
  });
}
