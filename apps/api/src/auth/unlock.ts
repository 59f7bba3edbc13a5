import { DEFAULT_LOCALE, localizePath, type Locale } from '@intambwe/i18n/locales';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { recordAttempt } from './account-throttle.js';
import { AUDIT_EVENTS, recordAuditEvent, type AuditOrigin } from './audit.js';
import { ACCOUNT_LIMITS } from './limits.js';
import { consumeOneTimeCode, createOneTimeCode, ONE_TIME_KINDS } from './one-time-codes.js';
import { buildLinkEmail, type LinkEmailText } from './reset-email.js';
import type { UserRow } from './users.js';

/**
 * The unlock link: when an account reaches its ceiling of failed sign-ins,
 * its owner is emailed (at most once a day) a link to `/unlock?token=…`.
 * Opening it (POST /auth/unlock) gives that browser a device token, so it
 * signs in without the check strangers meet. The link works once, 24 hours.
 */
export const UNLOCK_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

const UNLOCK_EMAIL: LinkEmailText = {
  subject: 'email.unlock.subject',
  greeting: 'email.unlock.greeting',
  before: ['email.unlock.intro', 'email.unlock.openLink'],
  button: 'email.unlock.button',
  copyLink: 'email.reset.copyLink',
  after: ['email.unlock.once', 'email.unlock.advice'],
  signature: 'email.reset.signature',
};

/** `{siteUrl}/unlock?token=…` (in the email's language). */
export function unlockLink(siteUrl: string, token: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${siteUrl.replace(/\/+$/, '')}${localizePath('/unlock', locale)}?token=${encodeURIComponent(token)}`;
}

/**
 * Queues the unlock email of an account at its ceiling, unless one went out in
 * the last 24 hours. The request that triggers it is a stranger's, so its
 * language says nothing of the owner's: the email is in English.
 */
export async function queueUnlockEmail(app: FastifyInstance, user: UserRow, origin: AuditOrigin): Promise<void> {
  const db = app.ctx.database.db;
  const { siteUrl, publicConfig } = app.ctx.config;
  if (!(await recordAttempt(db, ACCOUNT_LIMITS.unlockMail, user.id)).allowed) return;
  await db.transaction(async (tx) => {
    const token = await createOneTimeCode(tx, { kind: ONE_TIME_KINDS.unlock, userId: user.id, ttlMs: UNLOCK_TOKEN_TTL_MS });
    const mail = buildLinkEmail(UNLOCK_EMAIL, { to: user.email, firstName: user.firstName, brand: publicConfig.brand.name, link: unlockLink(siteUrl, token) });
    await app.ctx.mailQueue.enqueue(mail, { kind: 'unlock', ttlMs: UNLOCK_TOKEN_TTL_MS, db: tx });
    await recordAuditEvent(tx, { event: AUDIT_EVENTS.unlockLinkSent, userId: user.id, origin });
  });
  app.ctx.mailQueue.kick();
}

/** Uses an unlock token up: the account it unlocks, or null (unknown, used or expired). */
export async function useUnlockToken(db: Database, token: string): Promise<string | null> {
  const used = await consumeOneTimeCode(db, ONE_TIME_KINDS.unlock, token);
  return used?.userId ?? null;
}
