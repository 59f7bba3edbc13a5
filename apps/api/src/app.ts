import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from '@intambwe/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import { join } from 'node:path';
import { HashQueue } from './auth/hash-queue.js';
import { originOf, type ServerConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { ListingCache } from './http/cached-json.js';
import { addressKey } from './http/address-key.js';
import { registerCors } from './http/cors.js';
import { loggerOptions } from './http/log-redaction.js';
import { AppError, registerErrorHandling, sendFailure, sendFrameworkError, tooManyRequests } from './http/errors.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { MailQueue } from './mail/queue.js';
import { serverMessages } from './messages.js';
import { loadSite, registerSite } from './plugins/site.js';
import { registerStorybook } from './plugins/storybook.js';
import { aiRoutes } from './routes/ai/index.js';
import { accountDataRoutes } from './routes/account.js';
import { authPasswordHasher, authRoutes } from './routes/auth/index.js';
import { contactRoutes } from './routes/contact.js';
import { coursesRoutes } from './routes/courses.js';
import { healthRoutes } from './routes/health.js';
import { jobsRoutes } from './routes/jobs.js';
import { metricsRoutes } from './routes/metrics.js';
import { newsletterRoutes } from './routes/newsletter.js';
import { publicConfigRoutes } from './routes/public-config.js';
import { oidcInteractionRoutes, oidcProviderRoutes } from './routes/oidc.js';
import type { PrivateJwk } from './oidc/keys.js';
import { createOidcProvider } from './oidc/provider.js';
import type Provider from 'oidc-provider';

/** What every route may use, decorated on the instance as `app.ctx`. */
export interface AppContext {
  config: ServerConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  /** Email that must survive an SMTP outage (reset links, newsletter confirmations). */
  mailQueue: MailQueue;
  signingSecret: string;
  listingCache: ListingCache;
  /** Every password hash and check waits its turn here (bounded, fair by client address). */
  hashQueue: HashQueue;
  /** The OpenID Provider of the sister platforms (oidc-provider). */
  oidc: Provider;
  /** What changes while the server runs. */
  state: {
    /** False until the database is reachable and migrated (PostgreSQL down at start): the API answers 503 meanwhile. */
    databaseReady: boolean;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildAppOptions {
  config: ServerConfig;
  database: DatabaseHandle;
  signingSecret: string;
  /** The OpenID Provider's signing keys, first one signing (oidc/keys.ts). */
  oidcSigningKeys: PrivateJwk[];
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** False when the database is not yet reachable or migrated (main sets it true once it is); true by default. */
  databaseReady?: boolean;
}

/** The developer page of Google sign-in (SPEC §2), served only with ENABLE_TEST_PAGES=true. */
export const TEST_PAGE = '/test-google';

/** Request bodies above this are refused with 413 (the largest legitimate body is a contact message). */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Browser features the site never uses, switched off (the chat's text input needs none of them). */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()';

/** A Redis client that fails fast (a rate-limit check never waits on a dead Redis) and reconnects in the background. */
function connectRedis(url: string, app: FastifyInstance): Redis {
  const redis = new Redis(url, { lazyConnect: false, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 1000 });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    app.log.warn({ err: error }, 'Redis is unreachable: per-address rate limits are not applied until it is back');
  });
  redis.on('ready', () => {
    if (down) app.log.info('Redis is reachable again');
    down = false;
  });
  return redis;
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, signingSecret } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    // A hop count trusts that many proxies from this server outwards (the client is the first address past them).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: sendFrameworkError,
  });

  const mailer = options.mailer ?? createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, outboxDir: join(config.dataDir, 'outbox'), log: app.log });
  const state = { databaseReady: options.databaseReady ?? true };
  const mailQueue = new MailQueue({ db: database.db, mailer, secret: signingSecret, log: app.log, isReady: () => state.databaseReady });
  const hashQueue = new HashQueue({ concurrency: config.hashing.concurrency, queueSize: config.hashing.queueSize, perKey: config.hashing.perAddress });
  const oidc = await createOidcProvider({
    issuer: config.siteUrl,
    db: database.db,
    clients: config.oidc.clients,
    signingKeys: options.oidcSigningKeys,
    signingSecret,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    brandName: config.publicConfig.brand.name,
    trustProxy: config.trustProxy !== false,
    log: app.log,
  });
  app.decorate('ctx', { config, database, mailer, mailQueue, signingSecret, listingCache: new ListingCache(30_000), hashQueue, state, oidc });
  app.addHook('onReady', async () => mailQueue.start());
  app.addHook('onClose', async () => {
    await mailQueue.close();
    mailer.close();
  });

  registerErrorHandling(app);
  app.addHook('onRequest', async (_request, reply) => {
    // No page of ours needs these features; nothing embedded may ask for them either.
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  registerCors(app, config.corsOrigins);
  app.addHook('onRequest', async (request, reply) => {
    // Until the database is reachable and migrated, the API answers 503 (health says so too).
    if (!state.databaseReady && request.url.startsWith('/api/') && !request.url.startsWith('/api/health')) {
      return sendFailure(reply, new AppError(503, ERROR_CODES.unavailable, serverMessages.unavailable, { headers: { 'retry-after': '5' } }));
    }
  });
  // JSON is the only body the API reads: anything else is a 415 (CONTRACT Envelope).
  app.removeContentTypeParser('text/plain');

  const site = loadSite(config.webDistDir, config.publicConfig);
  if (!site) app.log.warn({ dir: config.webDistDir }, 'no built site found: only the API is served');

  const googleOrigin = originOf(config.publicConfig.googleScriptUrl);
  const google = googleOrigin ? [googleOrigin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(site?.scriptHashes ?? []), ...google],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", ...google],
        frameSrc: ["'self'", ...google],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Google's sign-in popup must be able to report back to this page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    hsts: config.siteUrl.startsWith('https://'),
  });

  // Per-address limits: in Redis when REDIS_URL is set, so every server process counts together.
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  await app.register(rateLimit, {
    global: false,
    // An IPv6 client counts by its /64 (it may hold them all), an IPv4 one by its address.
    keyGenerator: (request) => addressKey(request.ip),
    ...(redis
      ? {
          redis,
          nameSpace: 'intambwe:rate-limit:',
          // Redis down: the per-address limits let requests through (the per-account limits, in the database, still hold).
          skipOnError: true,
        }
      : {}),
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(metricsRoutes);
      await api.register(jobsRoutes);
      await api.register(coursesRoutes);
      await api.register(contactRoutes);
      await api.register(newsletterRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(accountDataRoutes, { prefix: '/account', hasher: authPasswordHasher(api) });
      await api.register(aiRoutes, { prefix: '/ai' });
      await api.register(oidcInteractionRoutes, { prefix: '/oidc/interaction', provider: oidc });
    },
    { prefix: '/api' },
  );
  await app.register(oidcProviderRoutes, { provider: oidc });
  await app.register(publicConfigRoutes);
  if (config.storybook.serve) await registerStorybook(app, { dir: config.storybook.dir });

  // The developer page for Google sign-in exists only where it is switched on (never by default in production).
  if (!config.enableTestPages) {
    app.get(TEST_PAGE, async (_request, reply) => reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not found'));
  }

  const { sendPage } = await registerSite(app, { distDir: config.webDistDir, site, siteUrl: config.siteUrl });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      return sendFailure(reply, new AppError(404, ERROR_CODES.notFound, serverMessages.routeNotFound));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendFailure(reply, new AppError(404, ERROR_CODES.notFound, serverMessages.notFound));
    }
    return sendPage(request, reply);
  });

  return app;
}
