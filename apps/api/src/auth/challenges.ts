import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { hkdfSync } from 'node:crypto';
import type { Database } from '../db/client.js';
import { oneTimeCodes } from '../db/schema.js';
import { ONE_TIME_KINDS } from './one-time-codes.js';
import { hashOpaqueToken } from './opaque-tokens.js';

/**
 * Proof-of-work challenges (ALTCHA, self-hosted: altcha-lib here, the `altcha`
 * widget on the sign-in screen). Asked of a browser without a device token
 * once an account has had many failed sign-ins, instead of locking the
 * account: each further guess costs the guesser some CPU, while the owner's
 * browser solves one in about a second and signs in.
 *
 * PBKDF2/SHA-256 with 1,000 iterations per try, the answer drawn between 300
 * and 1,200 tries (deterministic mode: the server knows the answer's key and
 * checks an HMAC, no key derivation when verifying). Challenges live five
 * minutes and work once (their nonce is used up in `one_time_codes`).
 */
export const CHALLENGE = { algorithm: 'PBKDF2/SHA-256', cost: 1000, counterMin: 300, counterMax: 1200, ttlMs: 5 * 60_000 } as const;

interface ChallengeKeys {
  signature: string;
  keySignature: string;
}

const keysOf = (secret: string): ChallengeKeys => {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', secret, 'intambwe-altcha', info, 32)).toString('hex');
  return { signature: derive('challenge signature v1'), keySignature: derive('key signature v1') };
};

export function createLoginChallenge(secret: string, now = new Date()): Promise<Challenge> {
  const keys = keysOf(secret);
  return createChallenge({
    algorithm: CHALLENGE.algorithm,
    cost: CHALLENGE.cost,
    counter: randomInt(CHALLENGE.counterMax, CHALLENGE.counterMin),
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE.ttlMs),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
}

/** The widget's payload (base64 of `{ challenge, solution }`), or null. */
function parsePayload(raw: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as Payload;
    const nonce = payload?.challenge?.parameters?.nonce;
    return typeof nonce === 'string' && nonce.length > 0 && nonce.length <= 256 && payload.solution ? payload : null;
  } catch {
    return null;
  }
}

/**
 * True once for a payload that solves a challenge of ours that has not
 * expired; false for anything else (malformed, forged, wrong, expired, used).
 */
export async function useChallengeSolution(db: Database, secret: string, raw: string | undefined): Promise<boolean> {
  if (!raw) return false;
  const payload = parsePayload(raw);
  if (!payload) return false;
  const keys = keysOf(secret);
  let verified = false;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.keySignature,
    });
    verified = result.verified;
  } catch {
    return false;
  }
  if (!verified) return false;
  // Used once: the nonce is recorded as used; of two requests with one solution only the first records it.
  const now = new Date();
  const inserted = await db
    .insert(oneTimeCodes)
    .values({
      kind: ONE_TIME_KINDS.altchaChallenge,
      codeHash: hashOpaqueToken(payload.challenge.parameters.nonce),
      expiresAt: new Date(now.getTime() + CHALLENGE.ttlMs),
      usedAt: now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: oneTimeCodes.id });
  return inserted.length === 1;
}
