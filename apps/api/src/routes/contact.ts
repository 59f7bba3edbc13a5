import { ContactRequestSchema } from '@intambwe/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactMessages as contactTable } from '../db/schema.js';
import { ok } from '../http/envelope.js';
import { parseInput } from '../http/errors.js';
import { singleLine, withoutControlCharacters } from '../http/text.js';
import { contactMessages } from '../messages.js';

/**
 * The contact form's body, cleaned before it is validated (so the length rules
 * apply to what is stored): control characters dropped everywhere, and the
 * name and subject made one line (they go into an email's Subject).
 */
function cleanContact(body: unknown): unknown {
  const cleaned = withoutControlCharacters(body);
  if (typeof cleaned !== 'object' || cleaned === null || Array.isArray(cleaned)) return cleaned;
  const fields = cleaned as Record<string, unknown>;
  const line = (value: unknown) => (typeof value === 'string' ? singleLine(value) : value);
  return { ...fields, name: line(fields['name']), ...('subject' in fields ? { subject: line(fields['subject']) } : {}) };
}

/** POST /api/contact: stored, then emailed to the support inbox. */
export async function contactRoutes(app: FastifyInstance) {
  const { rateLimitFactor } = app.ctx.config;

  app.post(
    '/contact',
    { config: { rateLimit: { max: Math.round(5 * rateLimitFactor), timeWindow: '15 minutes' } } },
    async (request, reply) => {
      const input = parseInput(ContactRequestSchema, cleanContact(request.body));
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
}
