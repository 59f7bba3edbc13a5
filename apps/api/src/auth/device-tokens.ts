import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { isUuid } from './users.js';

/**
 * Device tokens (OWASP "Slow down online guessing attacks with device
 * cookies"): after a successful sign-in, the browser gets a token that says
 * "this browser signed in to account X". At the per-account ceiling of failed
 * sign-ins, a browser with such a token for the account signs in without a
 * challenge, while strangers (no token) must solve one. A token's own
 * failures are counted (a stolen token is no way around the limits): past
 * DEVICE_LIMIT failures it is treated like no token.
 *
 * Format: `d1.<userId>.<issuedAt seconds>.<nonce>.<HMAC-SHA256>`, signed with a
 * key derived from the server's signing secret; nothing is stored. The browser
 * keeps a few (one per account it signed in to) and sends them with a sign-in.
 */
export const DEVICE_TOKEN_TTL_MS = 180 * 24 * 60 * 60 * 1000;
/** At most this many device tokens are read from one request. */
export const MAX_DEVICE_TOKENS = 5;

const keyOf = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'intambwe-device-token', 'hmac-sha256 v1', 32));
const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body, 'utf8').digest('base64url');

export function issueDeviceToken(secret: string, userId: string, now = new Date()): string {
  const body = `d1.${userId}.${Math.floor(now.getTime() / 1000)}.${randomBytes(16).toString('base64url')}`;
  return `${body}.${mac(keyOf(secret), body)}`;
}

export interface DeviceToken {
  userId: string;
  /** What the token's own failures are counted under. */
  id: string;
}

/** A genuine, unexpired device token, or null. */
export function readDeviceToken(secret: string, token: string, now = new Date()): DeviceToken | null {
  const parts = token.split('.');
  if (parts.length !== 5 || parts[0] !== 'd1') return null;
  const [, userId = '', issued = '', nonce = '', signature = ''] = parts;
  if (!isUuid(userId) || !/^\d{1,12}$/.test(issued) || !/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) return null;
  const expected = Buffer.from(mac(keyOf(secret), parts.slice(0, 4).join('.')));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(issued) * 1000 + DEVICE_TOKEN_TTL_MS <= now.getTime()) return null;
  return { userId, id: nonce };
}

/** The device token among `tokens` that is genuine and belongs to `userId`, or null. */
export function deviceTokenFor(secret: string, tokens: readonly string[], userId: string | undefined, now = new Date()): DeviceToken | null {
  if (!userId) return null;
  for (const token of tokens.slice(0, MAX_DEVICE_TOKENS)) {
    const read = readDeviceToken(secret, token, now);
    if (read?.userId === userId) return read;
  }
  return null;
}
