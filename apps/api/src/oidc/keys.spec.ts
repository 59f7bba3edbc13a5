import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { generateKeyPairSync } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY_RETIREMENT_SECONDS, newSigningKey, parseSigningKeys, resolveSigningKeys, rotateSigningKeyFile, SIGNING_KEYS_FILE } from './keys.js';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'intambwe-keys-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('signing keys', () => {
  it('are generated into DATA_DIR once, private to the owner, and read back the same', async () => {
    const dir = freshDir();
    const [first] = await resolveSigningKeys(dir);
    expect(first).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(first?.kid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(join(dir, SIGNING_KEYS_FILE)).mode & 0o777).toBe(0o600);
    expect((await resolveSigningKeys(dir))[0]?.kid).toBe(first?.kid);
  });

  it('come from OIDC_SIGNING_KEYS when it is set (the same on every process), nothing written', async () => {
    const dir = freshDir();
    const configured = [await newSigningKey(), await newSigningKey()];
    const keys = await resolveSigningKeys(dir, JSON.stringify({ keys: configured }));
    expect(keys.map((key) => key.kid)).toEqual(configured.map((key) => key.kid));
    expect(existsSync(join(dir, SIGNING_KEYS_FILE))).toBe(false);
  });

  it.each([
    ['not JSON', 'nope', /not valid JSON/],
    ['no keys', '{"keys":[]}', /at least one key/],
    ['a public key', () => JSON.stringify({ keys: [{ kty: 'EC', crv: 'P-256', x: 'x', y: 'y', kid: 'k' }] }), /not a private key/],
    ['no kid', () => JSON.stringify({ keys: [{ kty: 'EC', crv: 'P-256', x: 'x', y: 'y', d: 'd' }] }), /no "kid"/],
    ['a symmetric key', () => JSON.stringify({ keys: [{ kty: 'oct', k: 'c2VjcmV0', kid: 'k', d: 'x' }] }), /EC P-256 \(ES256\) or RSA/],
    [
      'a small RSA key',
      () => JSON.stringify({ keys: [{ ...generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'jwk' }), kid: 'small' }] }),
      /2048 bits/,
    ],
  ])('refuse %s with a sentence that says why', (_name, raw, message) => {
    expect(() => parseSigningKeys(typeof raw === 'function' ? raw() : raw)).toThrow(message);
  });

  it('rotate: a new key signs, the old one stays published until its tokens have expired, then goes', async () => {
    const dir = freshDir();
    const [original] = await resolveSigningKeys(dir);
    const start = new Date('2026-11-25T10:00:00Z');
    const first = await rotateSigningKeyFile(dir, start);
    expect(first.kept).toEqual([original?.kid]);
    const afterFirst = await resolveSigningKeys(dir);
    expect(afterFirst.map((key) => key.kid)).toEqual([first.signing, original?.kid]);
    // Within the retirement time the old key is kept by a second rotation too.
    const second = await rotateSigningKeyFile(dir, new Date(start.getTime() + 60_000));
    expect(second.kept).toEqual([first.signing, original?.kid]);
    // Later, keys retired for longer than the longest token life are dropped.
    const third = await rotateSigningKeyFile(dir, new Date(start.getTime() + (KEY_RETIREMENT_SECONDS + 120) * 1000));
    expect(third.dropped).toEqual([first.signing, original?.kid]);
    expect(third.kept).toEqual([second.signing]);
    expect(JSON.parse(readFileSync(join(dir, SIGNING_KEYS_FILE), 'utf8')).keys).toHaveLength(2);
  });
});
