import { hash as argon2Hash, verify as argon2Verify, type Options as Argon2Options } from '@node-rs/argon2';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { HashQueue } from './hash-queue.js';

/**
 * Password hashing with argon2id, OWASP's first choice (Password Storage
 * Cheat Sheet): m=19 MiB, t=2, p=1. The hash is stored in PHC form with its
 * parameters (`$argon2id$v=19$m=19456,t=2,p=1$<salt>$<key>`), so the cost can
 * change: `needsRehash` tells the login route to store the hash again.
 *
 * Hashes of earlier versions (`$scrypt$ln=17,r=8,p=1$...`) still verify, and
 * are replaced by an argon2id hash at the person's next sign-in.
 *
 * Every hash and check runs through the server's HashQueue (bounded, fair by
 * client address): see ./hash-queue.ts.
 */
export interface Argon2Params {
  /** Memory in KiB. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const OWASP_ARGON2ID: Argon2Params = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot inline). */
const ARGON2ID = 2 as NonNullable<Argon2Options['algorithm']>;

const ARGON2_PATTERN = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,3}),p=(\d{1,3})\$[A-Za-z0-9+/]{16,}\$[A-Za-z0-9+/]{16,}$/;

/** The parameters of one of our argon2id hashes, or null. */
export function argon2Params(stored: string): Argon2Params | null {
  const match = ARGON2_PATTERN.exec(stored);
  if (!match) return null;
  return { memoryCost: Number(match[1]), timeCost: Number(match[2]), parallelism: Number(match[3]) };
}

/* ---- scrypt: hashes made before argon2id (verified, then upgraded) ---- */

export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  logN: number;
  r: number;
  p: number;
}

/** scrypt needs 128 * N * r bytes; Node refuses anything at or above `maxmem`, so leave twice that. */
export function scryptMaxmem({ logN, r }: ScryptParams): number {
  return 2 * 128 * 2 ** logN * r;
}

const SCRYPT_PATTERN = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]{16,})\$([A-Za-z0-9+/]{16,})$/;

export interface ParsedScryptHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

/** Reads a stored scrypt hash; null for anything else. */
export function parseScryptHash(stored: string): ParsedScryptHash | null {
  const match = SCRYPT_PATTERN.exec(stored);
  if (!match) return null;
  const [, logN, r, p, salt, key] = match;
  const params = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (params.logN < 1 || params.logN > 20 || params.r < 1 || params.p < 1) return null;
  return { params, salt: Buffer.from(salt ?? '', 'base64'), key: Buffer.from(key ?? '', 'base64') };
}

function deriveScrypt(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** params.logN, r: params.r, p: params.p, maxmem: scryptMaxmem(params) };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** A scrypt hash as the server stored them before argon2id (kept for tests of the upgrade). */
export async function scryptHash(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveScrypt(password, salt, params, 32);
  const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');
  return `$scrypt$ln=${params.logN},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`;
}

/**
 * The one place passwords are hashed and checked. Exposed as an object so
 * tests can observe that each login path (the unknown-email one included)
 * costs exactly one hash.
 */
export const keyDerivation = {
  argon2Hash(password: string, params: Argon2Params): Promise<string> {
    return argon2Hash(password.normalize('NFKC'), { ...params, algorithm: ARGON2ID });
  },
  argon2Verify(stored: string, password: string): Promise<boolean> {
    return argon2Verify(stored, password.normalize('NFKC'));
  },
  async scryptVerify(parsed: ParsedScryptHash, password: string): Promise<boolean> {
    const key = await deriveScrypt(password, parsed.salt, parsed.params, parsed.key.length);
    return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  },
};

export interface PasswordHasherOptions {
  params: Argon2Params;
  queue: HashQueue;
}

/** Who asks for a hash: the client's address key (fair share of the queue) and whether they go first. */
export interface HashRequester {
  key: string;
  priority?: boolean;
}

/** The hasher a server uses: its parameters, its queue, and a check that always costs one hash. */
export function createPasswordHasher({ params, queue }: PasswordHasherOptions) {
  // A hash that matches no password: checking against it costs what a real check costs, so an
  // unknown email (or an account without a password) answers in about the time of a wrong password.
  let dummy: Promise<string> | null = null;
  const dummyHash = () => (dummy ??= keyDerivation.argon2Hash(randomBytes(32).toString('base64'), params));

  return {
    params,
    /** A new argon2id hash of `password` (registration, reset). */
    hash: (password: string, requester: HashRequester) =>
      queue.run(requester.key, () => keyDerivation.argon2Hash(password, params), requester),
    /** False for a missing or unusable hash too, after the same work as a real check. */
    async verify(password: string, stored: string | null | undefined, requester: HashRequester): Promise<boolean> {
      const scrypted = stored ? parseScryptHash(stored) : null;
      let valid: boolean;
      if (scrypted) valid = await queue.run(requester.key, () => keyDerivation.scryptVerify(scrypted, password), requester);
      else {
        const usable = stored && argon2Params(stored) ? stored : null;
        const target = usable ?? (await dummyHash());
        const matches = await queue.run(requester.key, () => keyDerivation.argon2Verify(target, password), requester); // the same work either way
        valid = usable !== null && matches;
      }
      queue.noteOutcome(requester.key, valid);
      return valid;
    },
    /** True for a hash made otherwise than today's argon2id parameters (scrypt, another cost). */
    needsRehash(stored: string): boolean {
      const current = argon2Params(stored);
      return !current || current.memoryCost !== params.memoryCost || current.timeCost !== params.timeCost || current.parallelism !== params.parallelism;
    },
  };
}
export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
