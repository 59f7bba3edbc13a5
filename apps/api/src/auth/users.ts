import { isGooglePictureUrl, type User } from '@intambwe/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';

export type UserRow = typeof users.$inferSelect;

/** Emails are compared and stored lower-cased (and trimmed by the contract schemas). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The user as the contract shows it: never a password hash, a token or the Google subject. */
export function toPublicUser(row: UserRow): User {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    isEmailVerified: row.isEmailVerified,
    profilePicture: row.profilePicture,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
  return row;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByGoogleSubject(db: Database, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
  return row;
}

/** Only https pictures on Google's image hosts are kept (they end up in an <img src>): the contract's rule. */
export function safePictureUrl(value: string | null | undefined): string | null {
  return value && isGooglePictureUrl(value) ? value : null;
}
