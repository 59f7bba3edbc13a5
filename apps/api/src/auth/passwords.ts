import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with Node's scrypt (memory-hard, OWASP: N=2^17, r=8, p=1).
 *
 * A hash is stored in PHC string form with its parameters,
 * `$scrypt$ln=17,r=8,p=1$<salt>$<key>` (salt and key in unpadded base64), so the
 * cost can be raised later: `needsRehash` tells the login route to upgrade a
 * hash made with other parameters.
 */
export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  logN: number;
  r: number;
  p: number;
}

export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { logN: 17, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;

/** scrypt needs 128 * N * r bytes; Node refuses anything at or above `maxmem`, so leave twice that. */
export function scryptMaxmem({ logN, r }: ScryptParams): number {
  return 2 * 128 * 2 ** logN * r;
}

/**
 * At most this many derivations run at once. Each one holds 128 MiB at N=2^17
 * and a libuv thread for ~0.4 s; bounding them keeps memory in check and leaves
 * threads free for file and DNS work. Further calls wait their turn.
 */
const MAX_CONCURRENT_DERIVATIONS = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_DERIVATIONS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * The one place scrypt runs. Exposed as an object so tests can observe that a
 * derivation happens on every login path (the unknown-email path included).
 */
export const keyDerivation = {
  derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
    const options: ScryptOptions = { N: 2 ** params.logN, r: params.r, p: params.p, maxmem: scryptMaxmem(params) };
    return withSlot(
      () =>
        new Promise<Buffer>((resolve, reject) => {
          scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
        }),
    );
  },
};

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

export function formatHash(params: ScryptParams, salt: Buffer, key: Buffer): string {
  return `$scrypt$ln=${params.logN},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`;
}

export interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

const HASH_PATTERN = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]{16,})\$([A-Za-z0-9+/]{16,})$/;

/** Reads a stored hash; null for anything that is not one of ours (it then never verifies). */
export function parseHash(stored: string): ParsedHash | null {
  const match = HASH_PATTERN.exec(stored);
  if (!match) return null;
  const [, logN, r, p, salt, key] = match;
  const params = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (params.logN < 1 || params.logN > 20 || params.r < 1 || params.p < 1) return null;
  return { params, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await keyDerivation.derive(password, salt, params, KEY_BYTES);
  return formatHash(params, salt, key);
}

/** Constant-time check of a password against a stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await keyDerivation.derive(password, parsed.salt, parsed.params, parsed.key.length);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

export function needsRehash(stored: string, params: ScryptParams): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.params.logN !== params.logN || parsed.params.r !== params.r || parsed.params.p !== params.p;
}

/**
 * A hash that matches no password, with the current parameters. Checking a
 * password against it costs exactly what a real check costs, so an unknown
 * email (or an account without a password) answers in about the same time as
 * a wrong password.
 */
export function dummyHash(params: ScryptParams): string {
  return formatHash(params, randomBytes(SALT_BYTES), randomBytes(KEY_BYTES));
}

/** The hasher a server uses: its parameters, and a check that always costs one derivation. */
export function createPasswordHasher(params: ScryptParams) {
  const dummy = dummyHash(params);
  return {
    params,
    hash: (password: string) => hashPassword(password, params),
    /** False for a missing hash too, after the same work as a real check. */
    async verify(password: string, stored: string | null | undefined): Promise<boolean> {
      if (stored && parseHash(stored)) return verifyPassword(password, stored);
      await verifyPassword(password, dummy);
      return false;
    },
    needsRehash: (stored: string) => needsRehash(stored, params),
  };
}
export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
