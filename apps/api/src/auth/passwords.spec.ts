import { HashQueue } from './hash-queue.js';
import { argon2Params, createPasswordHasher, keyDerivation, OWASP_ARGON2ID, parseScryptHash, scryptHash, scryptMaxmem } from './passwords.js';

const fast = { memoryCost: 1024, timeCost: 2, parallelism: 1 };
const queue = () => new HashQueue({ concurrency: 2, queueSize: 100, perKey: 100 });
const someone = { key: '203.0.113.9' };

afterEach(() => vi.restoreAllMocks());

describe('password hashing (argon2id)', () => {
  it("uses OWASP's first argon2id configuration by default: 19 MiB, two passes, one lane", async () => {
    expect(OWASP_ARGON2ID).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const hasher = createPasswordHasher({ params: OWASP_ARGON2ID, queue: queue() });
    const stored = await hasher.hash('Secret123', someone);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    await expect(hasher.verify('Secret123', stored, someone)).resolves.toBe(true);
  });

  it('stores the parameters with a salted hash, never the password', async () => {
    const hasher = createPasswordHasher({ params: fast, queue: queue() });
    const [first, second] = await Promise.all([hasher.hash('Secret123', someone), hasher.hash('Secret123', someone)]);
    expect(argon2Params(first)).toEqual(fast);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Secret123');
  });

  it('verifies the right password and refuses others', async () => {
    const hasher = createPasswordHasher({ params: fast, queue: queue() });
    const stored = await hasher.hash('Secret123', someone);
    for (const [password, expected] of [['Secret123', true], ['secret123', false], ['Secret1234', false], ['', false]] as const) {
      await expect(hasher.verify(password, stored, someone)).resolves.toBe(expected);
    }
  });

  it('still verifies a scrypt hash of the previous version, and asks for it to be replaced', async () => {
    const hasher = createPasswordHasher({ params: fast, queue: queue() });
    const old = await scryptHash('Secret123', { logN: 10, r: 8, p: 1 });
    expect(parseScryptHash(old)?.params).toEqual({ logN: 10, r: 8, p: 1 });
    await expect(hasher.verify('Secret123', old, someone)).resolves.toBe(true);
    await expect(hasher.verify('Wrong1234', old, someone)).resolves.toBe(false);
    expect(hasher.needsRehash(old)).toBe(true);
    expect(hasher.needsRehash(await hasher.hash('Secret123', someone))).toBe(false);
    expect(hasher.needsRehash(await createPasswordHasher({ params: { ...fast, memoryCost: 2048 }, queue: queue() }).hash('x', someone))).toBe(true);
    expect(scryptMaxmem({ logN: 17, r: 8, p: 1 })).toBeGreaterThan(128 * 1024 * 1024);
  });

  it.each([null, undefined, '', 'plain-text', '$2b$10$abcdefghijklmnopqrstuv', '$argon2i$v=19$m=1024,t=2,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAA'])(
    'spends one argon2id check at its own cost, and says no, when there is no usable hash (%j)',
    async (stored) => {
      const hasher = createPasswordHasher({ params: fast, queue: queue() });
      await hasher.hash('warm-up', someone); // the stand-in hash is made once, ahead
      const verify = vi.spyOn(keyDerivation, 'argon2Verify');
      await expect(hasher.verify('Secret123', stored, someone)).resolves.toBe(false);
      expect(verify).toHaveBeenCalledTimes(1);
      expect(argon2Params(verify.mock.calls[0]?.[0] ?? '')).toEqual(fast);
    },
  );

  it('spends the same single check for a real hash', async () => {
    const hasher = createPasswordHasher({ params: fast, queue: queue() });
    const stored = await hasher.hash('Secret123', someone);
    const verify = vi.spyOn(keyDerivation, 'argon2Verify');
    await hasher.verify('Wrong1234', stored, someone);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]?.[0]).toBe(stored);
  });

  it('runs many checks at once without failing (they wait their turn in the queue)', async () => {
    const hasher = createPasswordHasher({ params: fast, queue: queue() });
    const stored = await hasher.hash('Secret123', someone);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => hasher.verify(i % 2 ? 'Secret123' : 'Wrong1234', stored, someone)));
    expect(results).toEqual([false, true, false, true, false, true, false, true]);
  });
});
