import { HashQueue, HashQueueFullError } from './hash-queue.js';

/** Work that finishes when the test says so, recording the order it started in. */
function gate(started: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    work: () => {
      started.push(name);
      return done.then(() => name);
    },
    open,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The item at `index`, which the test put there. */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`nothing at ${index}`);
  return item;
}

describe('the password hashing queue', () => {
  it('runs at most `concurrency` hashes at once; the rest wait their turn', async () => {
    const queue = new HashQueue({ concurrency: 2, queueSize: 10, perKey: 10 });
    const started: string[] = [];
    const gates = ['a', 'b', 'c'].map((name) => gate(started, name));
    const results = gates.map((g, i) => queue.run(`10.0.0.${i}`, g.work));
    await tick();
    expect(started).toEqual(['a', 'b']);
    expect(queue.size).toEqual({ running: 2, waiting: 1 });
    at(gates, 0).open();
    await results[0];
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    gates.forEach((g) => g.open());
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c']);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('serves addresses whose last checks failed after the others: a person arriving behind fifty guessing addresses goes next', async () => {
    const queue = new HashQueue({ concurrency: 1, queueSize: 100, perKey: 100 });
    const started: string[] = [];
    const running = gate(started, 'running');
    const runs = [queue.run('198.51.100.200', running.work)];
    const guessers = Array.from({ length: 50 }, (_, i) => `198.51.100.${i}`);
    guessers.forEach((address) => queue.noteOutcome(address, false));
    const gates = guessers.map((address) => {
      const g = gate(started, address);
      runs.push(queue.run(address, g.work));
      return g;
    });
    const owner = gate(started, 'owner');
    runs.push(queue.run('203.0.113.5', owner.work));
    running.open();
    await runs[0];
    await tick();
    expect(started).toEqual(['running', 'owner']);
    owner.open();
    gates.forEach((g) => g.open());
    await Promise.all(runs);
    expect(started).toHaveLength(52);
  });

  it('forgets a failure once the address succeeds, or after a while', async () => {
    const queue = new HashQueue({ concurrency: 1, queueSize: 100, perKey: 100, suspectMs: 1_000 });
    const started: string[] = [];
    const order = async (failing: (address: string) => void) => {
      started.length = 0;
      const running = gate(started, 'running');
      const first = queue.run('192.0.2.1', running.work);
      failing('192.0.2.2');
      const a = gate(started, 'was-failing');
      const b = gate(started, 'other');
      const rest = [queue.run('192.0.2.2', a.work), queue.run('192.0.2.3', b.work)];
      running.open();
      a.open();
      b.open();
      await Promise.all([first, ...rest]);
      return started.slice(1);
    };
    expect(await order((address) => queue.noteOutcome(address, false))).toEqual(['other', 'was-failing']);
    expect(
      await order((address) => {
        queue.noteOutcome(address, false);
        queue.noteOutcome(address, true);
      }),
    ).toEqual(['was-failing', 'other']);
    expect(await order((address) => queue.noteOutcome(address, false, Date.now() - 2_000))).toEqual(['was-failing', 'other']);
  });

  it('serves waiting addresses in turn: a person arriving behind fifty requests of one address goes next', async () => {
    const queue = new HashQueue({ concurrency: 1, queueSize: 100, perKey: 100 });
    const started: string[] = [];
    const gates = [gate(started, 'junk-running')];
    const runs = [queue.run('198.51.100.1', at(gates, 0).work)];
    for (let i = 0; i < 50; i += 1) {
      const g = gate(started, `junk-${i}`);
      gates.push(g);
      runs.push(queue.run('198.51.100.1', g.work));
    }
    const owner = gate(started, 'owner');
    gates.push(owner);
    runs.push(queue.run('203.0.113.5', owner.work));
    at(gates, 0).open();
    await runs[0];
    await tick();
    at(gates, 1).open();
    await runs[1];
    await tick();
    // One of the flood, then the person, then the flood again.
    expect(started.slice(0, 3)).toEqual(['junk-running', 'junk-0', 'owner']);
    gates.forEach((g) => g.open());
    await Promise.all(runs);
  });

  it('lets priority work (a known device) go first', async () => {
    const queue = new HashQueue({ concurrency: 1, queueSize: 10, perKey: 10 });
    const started: string[] = [];
    const first = gate(started, 'first');
    const others = ['x', 'y'].map((name) => gate(started, name));
    const known = gate(started, 'known');
    const runs = [queue.run('a', first.work), ...others.map((g, i) => queue.run(`b${i}`, g.work)), queue.run('c', known.work, { priority: true })];
    first.open();
    await runs[0];
    await tick();
    expect(started).toEqual(['first', 'known']);
    [...others, known].forEach((g) => g.open());
    await Promise.all(runs);
  });

  it('refuses at once, with a wait in seconds, when the queue is full or one address holds its share', async () => {
    const queue = new HashQueue({ concurrency: 1, queueSize: 2, perKey: 2 });
    const started: string[] = [];
    const gates = ['a', 'b', 'c'].map((name) => gate(started, name));
    const runs = [queue.run('one', at(gates, 0).work), queue.run('one', at(gates, 1).work)];
    // The address holds its share (one running, one waiting).
    const refusedForAddress = queue.run('one', at(gates, 2).work);
    await expect(refusedForAddress).rejects.toBeInstanceOf(HashQueueFullError);
    await expect(refusedForAddress).rejects.toMatchObject({ retryAfterSeconds: expect.any(Number) });
    runs.push(queue.run('two', at(gates, 2).work));
    // Two waiting: the queue is full for everyone.
    const refused = queue.run('three', async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(HashQueueFullError);
    const failure = await refused.catch((error: unknown) => error);
    expect(failure instanceof HashQueueFullError && failure.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    gates.forEach((g) => g.open());
    await expect(Promise.all(runs)).resolves.toEqual(['a', 'b', 'c']);
    // Once drained, work is accepted again.
    await expect(queue.run('three', async () => 'again')).resolves.toBe('again');
  });

  it('frees the slot of work that failed', async () => {
    const queue = new HashQueue({ concurrency: 1, queueSize: 1, perKey: 1 });
    await expect(queue.run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run('a', async () => 'next')).resolves.toBe('next');
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });
});
