import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<{ messageId: string; file?: string }>;
  close(): void;
}

/**
 * Real email through nodemailer: SMTP when SMTP_URL is set, otherwise each
 * message is written as an .eml file to DATA_DIR/outbox (openable in any mail
 * client, readable by the owner only) and announced in the log.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  const { smtpUrl, from, outboxDir, log } = options;
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        const info = await transport.sendMail({ from, ...mail });
        log.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'email sent over SMTP');
        return { messageId: String(info.messageId) };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      // Messages carry reset links: readable by the server's user only.
      mkdirSync(outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = join(outboxDir, `${stamp}-${safeTo}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      chmodSync(file, 0o600);
      log.info({ to: mail.to, subject: mail.subject, file }, 'email written to the local outbox');
      return { messageId: String(info.messageId), file };
    },
    close: () => undefined,
  };
}
