import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret of 256 random bits, URL-safe (refresh and reset tokens). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token: its SHA-256, hex. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
