import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** People with an account. Email is stored lower-cased; no password for Google-only accounts. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role').notNull().default('student'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    profilePicture: text('profile_picture'),
    googleSubject: text('google_subject'),
    /** The language the person last signed in to a sister platform in (the `locale` claim); null until then. */
    locale: text('locale'),
    /**
     * When the person deleted the account: from then on nobody signs in to it, and the erasure job
     * (auth/account-erasure.ts) deletes the row and everything that hangs on it after ERASURE_DELAY_MS.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('users_deleted_idx').on(table.deletedAt),
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_google_subject_unique').on(table.googleSubject),
  ],
);

/**
 * Refresh-token sessions. Each refresh rotates the token inside a family; a
 * reused (already rotated) token revokes the whole family.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    /** When the family's sign-in happened: the session ends 30 days later whatever its use (absolute lifetime). */
    familyStartedAt: timestamp('family_started_at', { withTimezone: true }).notNull().defaultNow(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser that signed in (its User-Agent, shortened), shown in the person's list of sessions. */
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
    index('sessions_family_idx').on(table.familyId),
  ],
);

/** Password-reset tokens, stored only as SHA-256 hashes; one hour, single use. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('password_reset_token_hash_unique').on(table.tokenHash), index('password_reset_user_idx').on(table.userId)],
);

/**
 * Per-account rate limiting (failed sign-ins for one email, reset emails for
 * one address, ...): one row per counted attempt, keyed by a SHA-256 of the
 * account identifier so addresses of people without an account are not kept.
 * Shared by every server process on the same database, and kept across restarts.
 */
export const accountAttempts = pgTable(
  'account_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scope: text('scope').notNull(),
    subjectHash: text('subject_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('account_attempts_lookup_idx').on(table.scope, table.subjectHash, table.createdAt)],
);

/**
 * Short-lived single-use secrets, stored only as SHA-256: Google sign-in nonces and the ids
 * (jti) of Google registration tokens. Using one is one conditional UPDATE,
 * so of two requests racing with the same secret exactly one wins. Kept in
 * the database, so every server process sees the same ones.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    codeHash: text('code_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('one_time_codes_hash_unique').on(table.kind, table.codeHash), index('one_time_codes_expiry_idx').on(table.expiresAt)],
);

/**
 * What the OpenID Provider (oidc-provider) keeps: sessions, interactions,
 * grants, authorization codes, access and refresh tokens, one row per model
 * and id, its payload as the library hands it over. Shared by every server
 * process; expired rows are never read and are pruned hourly.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oidc_payloads_grant_idx').on(table.grantId),
    index('oidc_payloads_uid_idx').on(table.model, table.uid),
    index('oidc_payloads_expiry_idx').on(table.expiresAt),
  ],
);

/**
 * Which front-door session (refresh-token family) an OpenID Provider session
 * stands for: the provider passes a person through only while that family is
 * live, and signing out on either side ends the other.
 */
export const oidcSessionLinks = pgTable(
  'oidc_session_links',
  {
    sessionUid: text('session_uid').primaryKey(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('oidc_session_links_family_idx').on(table.familyId)],
);

/**
 * Email waiting to be sent (or sent again after a failure). The message is
 * kept encrypted (it may carry a reset link) and dropped once sent.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: text('payload'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [index('mail_queue_due_idx').on(table.sentAt, table.nextAttemptAt)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    company: text('company'),
    employerFirstName: text('employer_first_name'),
    employerLastName: text('employer_last_name'),
    location: text('location').notNull(),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency'),
    jobType: text('job_type').notNull(),
    skills: jsonb('skills').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    applicationDeadline: timestamp('application_deadline', { withTimezone: true }),
    isCurated: boolean('is_curated').notNull().default(false),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('jobs_listing_idx').on(table.status, table.isCurated, table.createdAt)],
);

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    level: text('level').notNull(),
    price: doublePrecision('price').notNull().default(0),
    durationDays: integer('duration_days').notNull(),
    rating: doublePrecision('rating'),
    enrollmentCount: integer('enrollment_count').notNull().default(0),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    instructorFirstName: text('instructor_first_name').notNull(),
    instructorLastName: text('instructor_last_name').notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('courses_published_idx').on(table.isPublished, table.enrollmentCount)],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject'),
  message: text('message').notNull(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** Double opt-in: null until the emailed link is opened. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('newsletter_email_unique').on(table.email), uniqueIndex('newsletter_confirm_token_unique').on(table.confirmTokenHash)],
);

/**
 * The audit trail: what happened to an account and from where (sign-ins,
 * failures, challenges, resets, password and email changes, Google links,
 * deletions), with the time, client address and user agent. `userId` is null
 * for a failed sign-in to an email without an account (the same row is written
 * either way). Kept 90 days (pruned by the hourly housekeeping), and part of a
 * person's data export.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    /** How, when the event has several ways (`password`, `google`, `reset`...). */
    method: text('method'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [index('audit_events_user_idx').on(table.userId, table.createdAt), index('audit_events_created_idx').on(table.createdAt)],
);

/**
 * Tokens of the account's emailed links: `verify-email` (24 h) and `change-email` (the new address
 * in `newEmail`, 24 h). Stored only as SHA-256, single use.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('account_tokens_hash_unique').on(table.tokenHash), index('account_tokens_user_idx').on(table.userId, table.kind)],
);

/** WebAuthn credentials (passkeys) of a person: several per person, each with a name. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id (base64url), as the authenticator names it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    deviceType: text('device_type'),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('passkeys_credential_unique').on(table.credentialId), index('passkeys_user_idx').on(table.userId)],
);
