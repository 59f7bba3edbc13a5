import { ContactRequestSchema, NewsletterRequestSchema } from '@intambwe/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactMessages as contactTable, newsletterSubscribers } from '../db/schema.js';
import { ok } from '../http/envelope.js';
import { parseInput } from '../http/errors.js';
import { withoutControlCharacters } from '../http/text.js';
import { contactMessages } from '../messages.js';

/** POST /api/contact (stored, then emailed to the support inbox) and POST /api/newsletter (idempotent). */
export async function contactRoutes(app: FastifyInstance) {
  const { rateLimitFactor } = app.ctx.config;

  app.post(
    '/contact',
    { config: { rateLimit: { max: Math.round(5 * rateLimitFactor), timeWindow: '15 minutes' } } },
    async (request, reply) => {
      // Cleaned first, so the length rules apply to what will be stored.
      const input = parseInput(ContactRequestSchema, withoutControlCharacters(request.body));
      const [stored] = await app.ctx.database.db
        .insert(contactTable)
        .values({ name: input.name, email: input.email.toLowerCase(), subject: input.subject || null, message: input.message })
        .returning({ id: contactTable.id });
      // The message is safe in the database before any email is attempted: a mail failure loses nothing.
      try {
        await app.ctx.mailer.send({
          to: app.ctx.config.mail.supportInbox,
          replyTo: input.email,
          subject: contactMessages.supportSubject(input.subject, input.name),
          text: `From: ${input.name} <${input.email}>\nSubject: ${input.subject || '(none)'}\n\n${input.message}\n`,
        });
        await app.ctx.database.db.update(contactTable).set({ deliveredAt: new Date() }).where(eq(contactTable.id, stored.id));
      } catch (error) {
        request.log.error({ err: error, contactMessageId: stored.id }, 'contact message stored but not emailed');
      }
      return reply.code(201).send(ok({ id: stored.id }, contactMessages.received));
    },
  );

  app.post(
    '/newsletter',
    { config: { rateLimit: { max: Math.round(10 * rateLimitFactor), timeWindow: '1 hour' } } },
    async (request) => {
      const { email } = parseInput(NewsletterRequestSchema, request.body);
      await app.ctx.database.db.insert(newsletterSubscribers).values({ email: email.toLowerCase() }).onConflictDoNothing();
      return ok({ email: email.toLowerCase() }, contactMessages.subscribed);
    },
  );
}
