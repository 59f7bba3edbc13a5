import { ERROR_CODES, NewsletterConfirmRequestSchema, NewsletterRequestSchema } from '@intambwe/contract';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashOpaqueToken, newOpaqueToken } from '../auth/opaque-tokens.js';
import { newsletterSubscribers } from '../db/schema.js';
import { ok } from '../http/envelope.js';
import { AppError, parseInput } from '../http/errors.js';
import { newsletterMessages } from '../messages.js';

/** A confirmation link works for a week. */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Subscribing again sends a new link at most this often (nobody's inbox is flooded through the form). */
export const NEWSLETTER_RESEND_AFTER_MS = 10 * 60 * 1000;

/**
 * POST /api/newsletter (double opt-in), GET and POST /api/newsletter/confirm.
 *
 * Subscribing stores the address unconfirmed and emails a link; only opening
 * it confirms. The answer is the same 200 whatever the address's state (new,
 * waiting, confirmed), so subscribing twice is not an error and the form says
 * nothing about who is subscribed.
 */
export async function newsletterRoutes(app: FastifyInstance) {
  const { rateLimitFactor, siteUrl, publicConfig } = app.ctx.config;
  const db = app.ctx.database.db;
  const confirmUrl = new URL(`${publicConfig.apiBaseUrl.replace(/\/+$/, '')}/newsletter/confirm`, `${siteUrl}/`);

  app.post('/newsletter', { config: { rateLimit: { max: Math.round(10 * rateLimitFactor), timeWindow: '1 hour' } } }, async (request) => {
    const email = parseInput(NewsletterRequestSchema, request.body).email.toLowerCase();
    const now = new Date();
    const token = newOpaqueToken();
    const pending = {
      confirmTokenHash: hashOpaqueToken(token),
      confirmExpiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRM_TTL_MS),
      confirmationSentAt: now,
    };
    const queued = await db.transaction(async (tx) => {
      // New address, or one still unconfirmed whose last link went out a while ago: a (new) link.
      const [row] = await tx
        .insert(newsletterSubscribers)
        .values({ email, ...pending, createdAt: now })
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          set: pending,
          setWhere: and(
            isNull(newsletterSubscribers.confirmedAt),
            or(isNull(newsletterSubscribers.confirmationSentAt), lt(newsletterSubscribers.confirmationSentAt, new Date(now.getTime() - NEWSLETTER_RESEND_AFTER_MS))),
          ),
        })
        .returning({ id: newsletterSubscribers.id });
      if (!row) return false;
      const link = new URL(confirmUrl);
      link.searchParams.set('token', token);
      const brand = publicConfig.brand.name;
      await app.ctx.mailQueue.enqueue(
        { to: email, subject: newsletterMessages.email.subject(brand), text: newsletterMessages.email.text({ brand, link: link.toString() }) },
        { kind: 'newsletter-confirmation', ttlMs: NEWSLETTER_CONFIRM_TTL_MS, db: tx, now },
      );
      return true;
    });
    if (queued) app.ctx.mailQueue.kick();
    return ok({ email }, newsletterMessages.confirmationSent);
  });

  /** The address of a live confirmation token, now confirmed (again, if it already was); null for unknown or expired tokens. */
  async function confirm(token: string): Promise<string | null> {
    const now = new Date();
    const [row] = await db
      .update(newsletterSubscribers)
      .set({ confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(newsletterSubscribers.confirmTokenHash, hashOpaqueToken(token)), gt(newsletterSubscribers.confirmExpiresAt, now)))
      .returning({ email: newsletterSubscribers.email });
    return row?.email ?? null;
  }

  // The emailed link: confirms and sends the person to the site, which can say so from the query.
  app.get('/newsletter/confirm', async (request, reply) => {
    const token = (request.query as Record<string, unknown>)['token'];
    const confirmed = typeof token === 'string' && token.length > 0 && token.length <= 512 ? await confirm(token) : null;
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(`${siteUrl}/?newsletter=${confirmed ? 'confirmed' : 'invalid'}`, 303);
  });

  // The same for a page of the client's own: JSON in and out.
  app.post('/newsletter/confirm', async (request) => {
    const { token } = parseInput(NewsletterConfirmRequestSchema, request.body);
    const email = await confirm(token);
    if (!email) throw new AppError(400, ERROR_CODES.invalidConfirmationToken, newsletterMessages.invalidConfirmation);
    return ok({ email }, newsletterMessages.confirmed);
  });
}
