import { createPasswordHasher, DEFAULT_SCRYPT_PARAMS, hashPassword, keyDerivation, needsRehash, parseHash, scryptMaxmem, verifyPassword } from './passwords.js';

const fast = { logN: 10, r: 8, p: 1 };

describe('password hashing (scrypt)', () => {
  it('stores the parameters, a 16-byte salt and the key in PHC form', async () => {
    const stored = await hashPassword('Secret123', fast);
    expect(stored).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    const parsed = parseHash(stored);
    expect(parsed?.params).toEqual(fast);
    expect(parsed?.salt).toHaveLength(16);
    expect(parsed?.key).toHaveLength(32);
  });

  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('Secret123', fast);
    await expect(verifyPassword('Secret123', stored)).resolves.toBe(true);
    await expect(verifyPassword('secret123', stored)).resolves.toBe(false);
    await expect(verifyPassword('Secret1234', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    const [first, second] = await Promise.all([hashPassword('Secret123', fast), hashPassword('Secret123', fast)]);
    expect(first).not.toBe(second);
  });

  it('reads the cost from the stored hash, so older hashes keep working', async () => {
    const old = await hashPassword('Secret123', { logN: 11, r: 8, p: 1 });
    await expect(verifyPassword('Secret123', old)).resolves.toBe(true);
    expect(needsRehash(old, fast)).toBe(true);
    expect(needsRehash(await hashPassword('Secret123', fast), fast)).toBe(false);
  });

  it.each(['', 'plain-text', '$2b$10$abcdefghijklmnopqrstuv', '$scrypt$ln=99,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAA', '$scrypt$ln=10,r=8,p=1$short$short'])(
    'never verifies against a malformed hash %j',
    async (stored) => {
      expect(parseHash(stored)).toBeNull();
      await expect(verifyPassword('Secret123', stored)).resolves.toBe(false);
    },
  );

  it('uses the OWASP parameters by default, with memory to spare (N=2^17 needs more than 128 MiB)', async () => {
    expect(DEFAULT_SCRYPT_PARAMS).toEqual({ logN: 17, r: 8, p: 1 });
    expect(scryptMaxmem(DEFAULT_SCRYPT_PARAMS)).toBeGreaterThan(128 * 1024 * 1024);
    const stored = await hashPassword('Secret123');
    expect(stored.startsWith('$scrypt$ln=17,r=8,p=1$')).toBe(true);
    await expect(verifyPassword('Secret123', stored)).resolves.toBe(true);
  });
});

describe('createPasswordHasher', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hashes with its parameters and verifies', async () => {
    const hasher = createPasswordHasher(fast);
    const stored = await hasher.hash('Secret123');
    expect(parseHash(stored)?.params).toEqual(fast);
    await expect(hasher.verify('Secret123', stored)).resolves.toBe(true);
    await expect(hasher.verify('Wrong1234', stored)).resolves.toBe(false);
  });

  it.each([null, undefined, '', 'not-a-hash'])('spends one full derivation at its own cost when there is no usable hash (%j)', async (stored) => {
    const hasher = createPasswordHasher(fast);
    const derive = vi.spyOn(keyDerivation, 'derive');
    await expect(hasher.verify('Secret123', stored)).resolves.toBe(false);
    expect(derive).toHaveBeenCalledTimes(1);
    expect(derive.mock.calls[0]?.[2]).toEqual(fast);
  });

  it('spends the same single derivation for a real hash', async () => {
    const hasher = createPasswordHasher(fast);
    const stored = await hasher.hash('Secret123');
    const derive = vi.spyOn(keyDerivation, 'derive');
    await hasher.verify('Wrong1234', stored);
    expect(derive).toHaveBeenCalledTimes(1);
    expect(derive.mock.calls[0]?.[2]).toEqual(fast);
  });

  it('runs many checks at once without failing (they queue for a bounded number of slots)', async () => {
    const hasher = createPasswordHasher(fast);
    const stored = await hasher.hash('Secret123');
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => hasher.verify(i % 2 ? 'Secret123' : 'Wrong1234', stored)));
    expect(results).toEqual([false, true, false, true, false, true, false, true]);
  });
});
