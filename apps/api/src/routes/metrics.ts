import { ERROR_CODES } from '@intambwe/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { AppError } from '../http/errors.js';
import { serverMessages } from '../messages.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Only a caller on this machine, not through a proxy (a proxy on the same host forwards with X-Forwarded-For). */
const fromThisMachine = (request: FastifyRequest) =>
  LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined && request.headers['forwarded'] === undefined;

const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e4) / 100;

/**
 * GET /api/metrics, for the load benchmark and an operator on the machine:
 * the event loop's delay (p50, p99, max, in ms) since the last reset
 * (`?reset=1` resets after reading) and the process's memory. Answered only
 * to loopback callers that come through no proxy; anyone else gets 404.
 */
export async function metricsRoutes(app: FastifyInstance) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let since = new Date();
  app.addHook('onClose', async () => delay.disable());

  app.get('/metrics', async (request, reply) => {
    if (!fromThisMachine(request)) throw new AppError(404, ERROR_CODES.notFound, serverMessages.routeNotFound);
    const body = {
      since: since.toISOString(),
      eventLoopDelayMs: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max), samples: delay.count },
      memoryMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
    };
    if ((request.query as Record<string, unknown>)['reset'] === '1') {
      delay.reset();
      since = new Date();
    }
    return reply.header('cache-control', 'no-store').send(body);
  });
}
