import type { Role } from '@intambwe/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { passwordResetTokens, users } from '../db/schema.js';
import { revokeAllUserSessions } from './sessions.js';
import { stripControlCharacters } from '../http/text.js';
import { findUserByEmail, findUserByGoogleSubject, type UserRow } from './users.js';

/** A Google identity we have verified (an ID token, or our registration token that carries one). */
export interface VerifiedGoogleIdentity {
  subject: string;
  email: string;
  picture: string | null;
  /** Google is authoritative for the email (see isGoogleAuthoritative). */
  authoritative: boolean;
}

export type GoogleAccountMatch =
  | { kind: 'existing'; user: UserRow }
  /** The email's account is linked to another Google identity. */
  | { kind: 'conflict' }
  /** The email's account has no Google link and Google is not authoritative for the email: its password must be proven first. */
  | { kind: 'needs-password' }
  | { kind: 'none' };

/**
 * Finds the account of a Google identity: by its subject, else by its email.
 * An account found by email is linked to the Google identity only when Google
 * is authoritative for the address (a Gmail address, or a Workspace account of
 * the email's own domain): for any other address, Google's `email_verified`
 * says only that someone proved the address to Google once, so linking waits
 * until the account's password is proven (POST /auth/google/link), and no
 * password is ever removed.
 *
 * Linking (authoritative) an account whose email was never proven (registered
 * with a password by whoever typed the address) drops that password and ends
 * its sessions: a stranger who registered someone else's Gmail address first
 * must not keep a way in once the owner signs in. The owner can set a password
 * again through "forgot password".
 */
export async function findOrLinkGoogleAccount(db: Database, identity: VerifiedGoogleIdentity): Promise<GoogleAccountMatch> {
  const found = await findGoogleAccount(db, identity);
  if (found.kind !== 'linkable') return found;
  const byEmail = found.user;
  const linked = await db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(users)
      .set({
        googleSubject: identity.subject,
        isEmailVerified: true,
        profilePicture: byEmail.profilePicture ?? identity.picture,
        ...(byEmail.isEmailVerified ? {} : { passwordHash: null }),
        updatedAt: now,
      })
      .where(and(eq(users.id, byEmail.id), isNull(users.googleSubject)))
      .returning();
    if (row && !byEmail.isEmailVerified) await revokeAllUserSessions(tx, byEmail.id, now);
    return row;
  });
  if (linked) return { kind: 'existing', user: linked };
  // Linked by a concurrent request in the meantime: look again.
  const again = await findUserByGoogleSubject(db, identity.subject);
  return again ? { kind: 'existing', user: again } : { kind: 'conflict' };
}

/** What findOrLinkGoogleAccount would do, without doing it: `linkable` is an account it would link. */
export async function findGoogleAccount(db: Database, identity: VerifiedGoogleIdentity): Promise<GoogleAccountMatch | { kind: 'linkable'; user: UserRow }> {
  const bySubject = await findUserByGoogleSubject(db, identity.subject);
  if (bySubject) return { kind: 'existing', user: bySubject };
  const byEmail = await findUserByEmail(db, identity.email);
  if (!byEmail) return { kind: 'none' };
  if (byEmail.googleSubject && byEmail.googleSubject !== identity.subject) return { kind: 'conflict' };
  if (!identity.authoritative) return { kind: 'needs-password' };
  return { kind: 'linkable', user: byEmail };
}

/** Links a Google identity to an account whose password was just proven; the password stays. */
export async function linkGoogleToAccount(db: Database, user: UserRow, identity: VerifiedGoogleIdentity): Promise<UserRow | null> {
  if (user.googleSubject) return user.googleSubject === identity.subject ? user : null;
  const [row] = await db
    .update(users)
    .set({ googleSubject: identity.subject, profilePicture: user.profilePicture ?? identity.picture, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), isNull(users.googleSubject)))
    .returning();
  if (row) return row;
  const again = await findUserByGoogleSubject(db, identity.subject);
  return again?.id === user.id ? again : null;
}

export interface NewGoogleAccount {
  firstName: string;
  lastName: string;
  role: Role;
  profilePicture: string | null;
}

/**
 * Takes over, for the owner Google vouches for, an account whose email was
 * never proven: it gets the names, role and picture the owner chose, the
 * Google link and a proven email; the password whoever registered it set, its
 * sessions and its reset links are gone. Null when it changed meanwhile.
 */
async function claimUnprovenAccount(db: Database, claimed: UserRow, identity: VerifiedGoogleIdentity, account: NewGoogleAccount): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(users)
      .set({
        firstName: account.firstName,
        lastName: account.lastName,
        role: account.role,
        profilePicture: account.profilePicture,
        googleSubject: identity.subject,
        isEmailVerified: true,
        passwordHash: null,
        updatedAt: now,
      })
      .where(and(eq(users.id, claimed.id), isNull(users.googleSubject), eq(users.isEmailVerified, false)))
      .returning();
    if (!row) return null;
    await revokeAllUserSessions(tx, claimed.id, now);
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, claimed.id));
    return row;
  });
}

/**
 * Creates the account of a Google identity (or claims an unproven one with its
 * email, see claimUnprovenAccount), or finds the one created meanwhile (never fails on a race).
 */
export async function createGoogleAccount(
  db: Database,
  identity: VerifiedGoogleIdentity,
  account: NewGoogleAccount,
): Promise<{ kind: 'created'; user: UserRow } | { kind: 'claimed'; user: UserRow } | GoogleAccountMatch> {
  const found = await findGoogleAccount(db, identity);
  if (found.kind === 'linkable' && !found.user.isEmailVerified) {
    const claimed = await claimUnprovenAccount(db, found.user, identity, account);
    if (claimed) return { kind: 'claimed', user: claimed };
  }
  const existing = await findOrLinkGoogleAccount(db, identity);
  if (existing.kind !== 'none') return existing;
  const [created] = await db
    .insert(users)
    .values({
      firstName: account.firstName,
      lastName: account.lastName,
      email: identity.email,
      role: account.role,
      isEmailVerified: true,
      profilePicture: account.profilePicture,
      googleSubject: identity.subject,
      passwordHash: null,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return { kind: 'created', user: created };
  return findOrLinkGoogleAccount(db, identity);
}

const NAME_MIN = 2;
const NAME_MAX = 50;

/** A name within the contract's limits (2 to 50 characters, whole characters only), or the fallback. */
export function fitName(value: string, fallback: string): string {
  let fitted = '';
  for (const char of stripControlCharacters(value).replace(/\s+/g, ' ')) {
    if (fitted.length + char.length > NAME_MAX) break;
    fitted += char;
  }
  fitted = fitted.trim();
  return fitted.length >= NAME_MIN ? fitted : fallback;
}

/** Names for role selection, from Google's profile: the email's local part or a stand-in fill the gaps. */
export function googleDisplayNames(profile: { firstName: string; lastName: string; email: string }, missingLastName: string) {
  const localPart = profile.email.split('@')[0] ?? '';
  return {
    firstName: fitName(profile.firstName, fitName(localPart, missingLastName)),
    lastName: fitName(profile.lastName, missingLastName),
  };
}
