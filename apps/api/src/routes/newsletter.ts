import { ERROR_CODES, NewsletterConfirmRequestSchema, NewsletterRequestSchema } from '@intambwe/contract';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashOpaqueToken, newOpaqueToken } from '../auth/opaque-tokens.js';
import { newsletterSubscribers } from '../db/schema.js';
import { ok } from '../http/envelope.js';
import { AppError, parseInput } from '../http/errors.js';
import { emailLocale, emailText } from '../auth/email-languages.js';
import { newsletterMessages, type EmailMessageId } from '../messages.js';
import { isLocale, localizePath, type Locale } from '@intambwe/i18n/locales';

/** A confirmation link works for a week. */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Subscribing again sends a new link at most this often (nobody's inbox is flooded through the form). */
export const NEWSLETTER_RESEND_AFTER_MS = 10 * 60 * 1000;

/** The double opt-in email, in the language of the page the person subscribed from (the client's Accept-Language). */
export function confirmationEmail(to: string, link: string, brand: string, locale: Locale): { to: string; subject: string; text: string } {
  const say = (id: EmailMessageId) => emailText(locale, id, { brand });
  const text = [
    say('email.newsletter.greeting'),
    '',
    say('email.newsletter.intro'),
    say('email.newsletter.openLink'),
    '',
    link,
    '',
    say('email.newsletter.expiry'),
    '',
    say('email.reset.signature'),
    '',
  ].join('\n');
  return { to, subject: say('email.newsletter.subject'), text };
}

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
      const locale = emailLocale(request.headers['accept-language']);
      const link = new URL(confirmUrl);
      link.searchParams.set('token', token);
      if (locale !== 'en') link.searchParams.set('lang', locale); // the person lands on the page in their language
      await app.ctx.mailQueue.enqueue(
        confirmationEmail(email, link.toString(), publicConfig.brand.name, locale),
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
    const { token, lang } = request.query as Record<string, unknown>;
    const confirmed = typeof token === 'string' && token.length > 0 && token.length <= 512 ? await confirm(token) : null;
    const home = localizePath('/', isLocale(lang) ? lang : 'en');
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(`${siteUrl}${home}?newsletter=${confirmed ? 'confirmed' : 'invalid'}`, 303);
  });

  // The same for a page of the client's own: JSON in and out.
  app.post('/newsletter/confirm', async (request) => {
    const { token } = parseInput(NewsletterConfirmRequestSchema, request.body);
    const email = await confirm(token);
    if (!email) throw new AppError(400, ERROR_CODES.invalidConfirmationToken, newsletterMessages.invalidConfirmation);
    return ok({ email }, newsletterMessages.confirmed);
  });
}
