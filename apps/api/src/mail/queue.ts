import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { mailQueue } from '../db/schema.js';
import type { Mailer, OutgoingMail } from './mailer.js';

type Executor = Pick<Database, 'insert'>;

/**
 * Makes the message of a queued request when the worker picks it up (off the
 * request path), or null when there is nothing to send.
 */
export type MailComposer = (request: unknown) => Promise<OutgoingMail | null>;

/** What a row holds, sealed: a message ready to send, or a request a composer turns into one. */
type Sealed = { mail: OutgoingMail } | { request: unknown };

/** A failed message is tried again after 30 s, 1, 2, 4 ... minutes, at most every 30 minutes, until it expires. */
export const retryDelayMs = (attempts: number) => Math.min(30 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));
/** A message being sent is someone else's for this long (a crashed sender's claim runs out). */
const CLAIM_MS = 2 * 60_000;
const BATCH = 10;

/**
 * Email that must not be lost when SMTP is down (reset links, newsletter
 * confirmations): the message is stored in the database in the same step as
 * the request, then sent by a worker in every server process, retried with
 * backoff until it is sent or expires. Rows are claimed with SKIP LOCKED, so
 * several processes never send one message twice at once.
 *
 * Messages may carry a reset link, so they are stored encrypted (AES-256-GCM,
 * key derived from the server's signing secret) and dropped once sent.
 */
export class MailQueue {
  private readonly key: Buffer;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private readonly composers = new Map<string, MailComposer>();

  constructor(
    private readonly options: {
      db: Database;
      mailer: Mailer;
      secret: string;
      log: FastifyBaseLogger;
      /** False while the database is not reachable yet: the worker waits. */
      isReady: () => boolean;
      pollMs?: number;
    },
  ) {
    this.key = Buffer.from(hkdfSync('sha256', options.secret, 'intambwe-mail-queue', 'aes-256-gcm v1', 32));
  }

  /** How the worker makes the message of a request of `kind` (see enqueueRequest). */
  registerComposer(kind: string, compose: MailComposer): void {
    this.composers.set(kind, compose);
  }

  /**
   * Stores a request whose message the worker makes later (registerComposer):
   * the request answers after one insert whatever the message will be, or
   * whether there is one (a reset for an email without an account sends none).
   */
  async enqueueRequest(kind: string, request: unknown, options: { ttlMs: number; now?: Date }): Promise<void> {
    await this.insert({ request }, kind, options.ttlMs, this.options.db, options.now ?? new Date());
    this.kick();
  }

  /**
   * Stores a message to send and wakes the worker. Within a caller's
   * transaction (`db`), the caller kicks the worker once it has committed.
   */
  async enqueue(mail: OutgoingMail, options: { kind: string; ttlMs: number; db?: Executor; now?: Date }): Promise<void> {
    await this.insert({ mail }, options.kind, options.ttlMs, options.db ?? this.options.db, options.now ?? new Date());
    if (!options.db) this.kick();
  }

  private async insert(content: Sealed, kind: string, ttlMs: number, db: Executor, now: Date): Promise<void> {
    await db.insert(mailQueue).values({
      kind,
      payload: this.seal(content),
      nextAttemptAt: now,
      expiresAt: new Date(now.getTime() + ttlMs),
      createdAt: now,
    });
  }

  /** The message of a claimed row, made now (and stored in its place) when the row holds a request; null: nothing to send. */
  private async messageOf(row: { id: string; kind: string; payload: string | null }): Promise<OutgoingMail | null> {
    const content = this.open(row.payload ?? '');
    if ('mail' in content) return content.mail;
    const compose = this.composers.get(row.kind);
    if (!compose) throw new Error(`no composer for queued ${row.kind} requests`);
    const mail = await compose(content.request);
    // Made once: a retry sends the same message (the same link), never a second one.
    await this.options.db.update(mailQueue).set({ payload: mail ? this.seal({ mail }) : null }).where(eq(mailQueue.id, row.id));
    return mail;
  }

  /** Sends what is due soon, without waiting for the next poll. */
  kick(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.processDue();
        } catch (error) {
          this.options.log.warn({ err: error }, 'mail queue: could not read the queue');
        }
      } while (this.again && !this.closed);
    })().finally(() => {
      this.running = null;
    });
  }

  /** Sends every message due now; returns how many were sent. */
  async processDue(now = new Date()): Promise<number> {
    if (!this.options.isReady()) return 0;
    const { db, mailer, log } = this.options;
    let sent = 0;
    for (;;) {
      const due = db
        .select({ id: mailQueue.id })
        .from(mailQueue)
        .where(
          and(
            isNull(mailQueue.sentAt),
            isNotNull(mailQueue.payload),
            lte(mailQueue.nextAttemptAt, now),
            gt(mailQueue.expiresAt, now),
            or(isNull(mailQueue.lockedUntil), lt(mailQueue.lockedUntil, now)),
          ),
        )
        .orderBy(asc(mailQueue.nextAttemptAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(mailQueue)
        .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${mailQueue.attempts} + 1` })
        .where(inArray(mailQueue.id, due))
        .returning();
      if (claimed.length === 0) return sent;
      for (const row of claimed) {
        try {
          const mail = await this.messageOf(row);
          if (mail) await mailer.send(mail);
          await db.update(mailQueue).set({ sentAt: new Date(), payload: null, lockedUntil: null, lastError: null }).where(eq(mailQueue.id, row.id));
          if (mail) sent += 1;
        } catch (error) {
          const delay = retryDelayMs(row.attempts);
          const reason = error instanceof Error ? `${(error as { code?: string }).code ?? error.name}: ${error.message}`.slice(0, 300) : 'send failed';
          await db
            .update(mailQueue)
            .set({ nextAttemptAt: new Date(Date.now() + delay), lockedUntil: null, lastError: reason })
            .where(eq(mailQueue.id, row.id));
          log.warn({ kind: row.kind, attempts: row.attempts, retryInSeconds: delay / 1000, reason }, 'email not sent: kept in the queue for another try');
        }
      }
      if (claimed.length < BATCH) return sent;
    }
  }

  /** Waits until nothing is being sent and nothing is due (tests, shutdown). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    if ((await this.processDue()) > 0) await this.flush();
  }

  /** Polls for due messages (retries, and those queued by other processes). */
  start(): void {
    this.timer ??= setInterval(() => this.kick(), this.options.pollMs ?? 15_000);
    this.timer.unref();
    this.kick();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    while (this.running) await this.running;
  }

  /** Drops sent messages and expired ones a day after (housekeeping). */
  async prune(olderThan: Date): Promise<void> {
    await this.options.db
      .delete(mailQueue)
      .where(or(and(isNotNull(mailQueue.sentAt), lt(mailQueue.sentAt, olderThan)), lt(mailQueue.expiresAt, olderThan)));
  }

  private seal(content: Sealed): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(content), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  private open(payload: string): Sealed {
    const raw = Buffer.from(payload, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as Sealed;
  }
}
