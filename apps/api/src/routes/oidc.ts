import { ERROR_CODES, INTERACTION_PARAM, InteractionIdSchema, OPENID_DISCOVERY_PATH } from '@intambwe/contract';
import { localizePath, negotiateLocale } from '@intambwe/i18n/locales';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import * as v from 'valibot';
import { bearerAuth, requireUser } from '../auth/bearer.js';
import { addressLimit } from '../auth/limits.js';
import { users } from '../db/schema.js';
import { ok } from '../http/envelope.js';
import { AppError } from '../http/errors.js';
import { authMessages } from '../messages.js';
import { pageLocale } from '../oidc/pages.js';
import type { FrontDoorLoginResult } from '../oidc/provider.js';

const MINUTE = 60_000;
/** Per address: generous (a token refresh per page view of a platform), and far below what guessing needs. */
export const OIDC_ADDRESS_LIMIT = { max: 600, windowMs: 15 * MINUTE };
export const INTERACTION_ADDRESS_LIMIT = { max: 120, windowMs: 15 * MINUTE };

/**
 * The provider's own pages get a policy of their own: no framing, nothing
 * loaded from elsewhere, only the inline scripts the library names by their
 * hash (its form posts), and forms may end at a platform (after signing out).
 */
const providerHelmet = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
};

/**
 * The OpenID Provider on the front door's origin (its issuer, PUBLIC_URL):
 * discovery at `/.well-known/openid-configuration` and the endpoints under
 * `/oidc/`, handed to oidc-provider as they arrive (their bodies unread).
 */
export async function oidcProviderRoutes(app: FastifyInstance, { provider }: { provider: Provider }) {
  const callback = provider.callback();
  // The library reads the bodies (forms, JSON) itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!app.ctx.state.databaseReady) {
      return reply.code(503).header('retry-after', '5').header('cache-control', 'no-store').send({ error: 'temporarily_unavailable' });
    }
    reply.hijack();
    await callback(request.raw, reply.raw);
  };
  const config = { helmet: providerHelmet, ...addressLimit(OIDC_ADDRESS_LIMIT, app.ctx.config.rateLimitFactor) };
  app.route({ method: ['GET', 'OPTIONS'], url: OPENID_DISCOVERY_PATH, config, handler });
  app.route({ method: ['GET', 'POST', 'OPTIONS'], url: '/oidc/*', config, handler });
}

const UidParams = v.object({ uid: InteractionIdSchema });
const interactionExpired = () =>
  new AppError(400, ERROR_CODES.interactionExpired, authMessages.interactionExpired);

/** The interaction of this browser (its cookie) with the id of the address, or null (unknown, finished, expired, or another browser's). */
async function currentInteraction(provider: Provider, request: FastifyRequest, reply: FastifyReply) {
  const params = v.safeParse(UidParams, request.params);
  if (!params.success) return null;
  try {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    return details.uid === params.output.uid ? details : null;
  } catch (error) {
    const { errors } = await import('oidc-provider'); // loaded by now (oidc/provider.ts): the module's cached instance
    if (error instanceof errors.SessionNotFound) return null;
    throw error;
  }
}

/**
 * GET /api/oidc/interaction/:uid, POST …/login, POST …/abort: the provider's
 * interaction is the front door's own screens. The GET sends the browser to
 * /login (or /register for prompt=create) in the platform's language, carrying
 * the interaction id; once someone is signed in there (password, Google, a
 * reset, or already), the screens POST …/login with their access token and the
 * provider continues with that person. Each call needs the interaction's own
 * cookie, so a request can be finished only in the browser that began it.
 */
export async function oidcInteractionRoutes(app: FastifyInstance, { provider }: { provider: Provider }) {
  const config = addressLimit(INTERACTION_ADDRESS_LIMIT, app.ctx.config.rateLimitFactor);
  const db = app.ctx.database.db;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/:uid', { config }, async (request, reply) => {
    const interaction = await currentInteraction(provider, request, reply);
    const locale = pageLocale({
      uiLocales: interaction?.params['ui_locales'],
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    if (!interaction) return reply.redirect(localizePath('/login', locale), 303);
    const screen = interaction.prompt.name === 'create' ? '/register' : '/login';
    const target = new URLSearchParams({ [INTERACTION_PARAM]: interaction.uid });
    return reply.redirect(`${localizePath(screen, locale)}?${target}`, 303);
  });

  app.post('/:uid/login', { config, preHandler: bearerAuth(app) }, async (request, reply) => {
    const { user, sessionFamilyId } = requireUser(request);
    const interaction = await currentInteraction(provider, request, reply);
    if (!interaction) throw interactionExpired();
    const locale = negotiateLocale(request.headers['accept-language']);
    if (locale && locale !== user.locale) await db.update(users).set({ locale }).where(eq(users.id, user.id));
    const frontDoor: FrontDoorLoginResult = { familyId: sessionFamilyId };
    const redirectTo = await provider.interactionResult(request.raw, reply.raw, {
      login: { accountId: user.id, remember: true },
      // Sent to sign up (prompt=create): the person now has an account, whether made here or already theirs.
      ...(interaction.prompt.name === 'create' ? { create: { accountId: user.id } } : {}),
      frontDoor,
    });
    return ok({ redirectTo });
  });

  app.post('/:uid/abort', { config }, async (request, reply) => {
    const interaction = await currentInteraction(provider, request, reply);
    if (!interaction) throw interactionExpired();
    const redirectTo = await provider.interactionResult(request.raw, reply.raw, {
      error: 'access_denied',
      error_description: 'the person left the sign-in',
    });
    return ok({ redirectTo });
  });
}
