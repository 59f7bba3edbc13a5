import { calculateJwkThumbprint, type JWK } from 'jose';
import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The OpenID Provider's signing keys: asymmetric (ES256 on P-256, or RS256),
 * each with a `kid`. The first key signs; every key is published at the
 * JWKS URI, so tokens signed by a key that no longer signs still verify
 * until they expire (rotation without downtime).
 *
 * - `OIDC_SIGNING_KEYS`: a JWKS of private keys (`{"keys":[...]}`), the same
 *   on every server process (like JWT_SECRET). Rotate by putting a new key
 *   first and keeping the old one after it for at least
 *   KEY_RETIREMENT_SECONDS, then removing it.
 * - Otherwise the keys are generated into DATA_DIR/oidc-signing-keys.json
 *   (readable by the owner only) on first start, and `rotateSigningKeyFile`
 *   (`node apps/api/dist/oidc-keys.js rotate`) rotates them there.
 */
export type PrivateJwk = JWK & { kid: string; d: string };

/** The longest life of anything a retired key signed (ID tokens: one hour), with a margin: keep it published this long. */
export const KEY_RETIREMENT_SECONDS = 2 * 60 * 60;

export const SIGNING_KEYS_FILE = 'oidc-signing-keys.json';

interface KeyFile {
  /** Newest first; the first signs. `retiredAt`: when a newer key replaced it (ISO date). */
  keys: Array<{ jwk: PrivateJwk; retiredAt?: string }>;
}

export class SigningKeysError extends Error {}

/** A fresh ES256 private key with its RFC 7638 thumbprint as `kid`. */
export async function newSigningKey(): Promise<PrivateJwk> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  const kid = await calculateJwkThumbprint(jwk);
  return { ...jwk, kid, alg: 'ES256', use: 'sig' } as PrivateJwk;
}

const SIGNING_ALGS = new Set(['ES256', 'RS256']);

/** Checks one configured key: private, asymmetric (EC P-256 or RSA 2048+), with a kid; returns it with its `alg`. */
function checkKey(candidate: unknown, index: number): PrivateJwk {
  const jwk = candidate as Partial<PrivateJwk> | null;
  const where = `key ${index + 1}`;
  if (!jwk || typeof jwk !== 'object') throw new SigningKeysError(`${where} is not a JWK object`);
  if (typeof jwk.kid !== 'string' || jwk.kid === '') throw new SigningKeysError(`${where} has no "kid"`);
  if (typeof jwk.d !== 'string') throw new SigningKeysError(`${where} (${jwk.kid}) is not a private key (no "d")`);
  const alg = jwk.kty === 'EC' && jwk.crv === 'P-256' ? 'ES256' : jwk.kty === 'RSA' ? 'RS256' : null;
  if (!alg || (jwk.alg !== undefined && jwk.alg !== alg) || !SIGNING_ALGS.has(alg)) {
    throw new SigningKeysError(`${where} (${jwk.kid}) must be an EC P-256 (ES256) or RSA (RS256) key`);
  }
  try {
    const key = createPrivateKey({ key: jwk as JWK & { kty: string }, format: 'jwk' });
    if (alg === 'RS256' && (key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) throw new SigningKeysError(`${where} (${jwk.kid}): RSA keys need 2048 bits at least`);
  } catch (error) {
    if (error instanceof SigningKeysError) throw error;
    throw new SigningKeysError(`${where} (${jwk.kid}) is not a usable key: ${(error as Error).message}`);
  }
  return { ...jwk, alg, use: 'sig' } as PrivateJwk;
}

/** Reads a JWKS of private signing keys (OIDC_SIGNING_KEYS); throws SigningKeysError saying what is wrong. */
export function parseSigningKeys(raw: string): PrivateJwk[] {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new SigningKeysError('it is not valid JSON (write a JWKS: {"keys":[...]})');
  }
  const keys = (json as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys) || keys.length === 0) throw new SigningKeysError('it has no "keys" array with at least one key');
  const checked = keys.map(checkKey);
  const kids = new Set(checked.map((key) => key.kid));
  if (kids.size !== checked.length) throw new SigningKeysError('two keys share a "kid"');
  return checked;
}

function readKeyFile(file: string): KeyFile {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as KeyFile;
  if (!Array.isArray(parsed.keys) || parsed.keys.length === 0) throw new SigningKeysError(`${file} holds no key`);
  return { keys: parsed.keys.map((entry, index) => ({ ...entry, jwk: checkKey(entry.jwk, index) })) };
}

function writeKeyFile(file: string, content: KeyFile): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

/**
 * The signing keys, first one signing: OIDC_SIGNING_KEYS when set, otherwise
 * the generated file in DATA_DIR (made on first start).
 */
export async function resolveSigningKeys(dataDir: string, configured?: string): Promise<PrivateJwk[]> {
  if (configured) return parseSigningKeys(configured);
  const file = join(dataDir, SIGNING_KEYS_FILE);
  if (existsSync(file)) return readKeyFile(file).keys.map((entry) => entry.jwk);
  mkdirSync(dataDir, { recursive: true });
  const key = await newSigningKey();
  writeKeyFile(file, { keys: [{ jwk: key }] });
  return [key];
}

/**
 * Rotates the generated keys in DATA_DIR: a new key signs from the next start
 * (or at once with `reload`), the previous one stays published for
 * KEY_RETIREMENT_SECONDS after it stopped signing, and keys retired longer
 * ago than that are dropped. Returns the kids now signing, kept and dropped.
 */
export async function rotateSigningKeyFile(dataDir: string, now = new Date()): Promise<{ signing: string; kept: string[]; dropped: string[] }> {
  const file = join(dataDir, SIGNING_KEYS_FILE);
  const current = existsSync(file) ? readKeyFile(file).keys : [];
  const fresh = await newSigningKey();
  const kept: KeyFile['keys'] = [];
  const dropped: string[] = [];
  current.forEach((entry, index) => {
    const retiredAt = entry.retiredAt ?? (index === 0 ? now.toISOString() : undefined);
    const retiredFor = retiredAt ? (now.getTime() - Date.parse(retiredAt)) / 1000 : 0;
    if (retiredFor > KEY_RETIREMENT_SECONDS) dropped.push(entry.jwk.kid);
    else kept.push({ jwk: entry.jwk, ...(retiredAt ? { retiredAt } : {}) });
  });
  mkdirSync(dataDir, { recursive: true });
  writeKeyFile(file, { keys: [{ jwk: fresh }, ...kept] });
  return { signing: fresh.kid, kept: kept.map((entry) => entry.jwk.kid), dropped };
}
