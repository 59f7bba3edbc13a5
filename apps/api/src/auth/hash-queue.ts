/**
 * The queue every password hash goes through. Hashing is the one costly step
 * of a sign-in (~25 ms of a core each with argon2id at OWASP's cost), so:
 *
 * - at most `concurrency` hashes run at once (on libuv's threads; the rest of
 *   the pool stays free for files and DNS, and the event loop keeps its core);
 * - waiting work is served **fairly by client address** (round robin over the
 *   addresses that have work waiting), so fifty requests from one address wait
 *   behind each other, not in front of a person arriving from another one;
 * - addresses whose last password checks failed (`noteOutcome`) are served
 *   only when no other address waits: a flood of wrong guesses from many
 *   addresses costs the guessers, not the person who knows their password;
 * - a person whose browser proved an earlier sign-in to the account (a device
 *   token) goes first (`priority`);
 * - the queue is **bounded**: past `queueSize` waiting hashes, or `perKey` for
 *   one address, new work is refused at once (HashQueueFullError: the route
 *   answers 503 with Retry-After) instead of waiting behind a flood.
 */
export class HashQueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The password hashing queue is full');
    this.name = 'HashQueueFullError';
  }
}

export interface HashQueueOptions {
  /** Hashes that run at once. */
  concurrency: number;
  /** Hashes that may wait; past that, new work is refused. */
  queueSize: number;
  /** Hashes (running or waiting) one client address may have; past that, its new work is refused. */
  perKey: number;
  /** How long an address's failed checks put it behind the others (default 5 minutes). */
  suspectMs?: number;
}

/** Addresses remembered as failing, at most (the oldest are forgotten first). */
const SUSPECTS_KEPT = 10_000;

interface Task {
  key: string;
  start: () => void;
}

export class HashQueue {
  private running = 0;
  private waitingCount = 0;
  /** Work waiting per address, and the addresses in the order they are served. */
  private readonly waiting = new Map<string, Task[]>();
  private readonly ring: string[] = [];
  /** Addresses with work waiting whose recent checks failed: served after `ring`. */
  private readonly suspectRing: string[] = [];
  private readonly priority: Task[] = [];
  /** Addresses whose checks failed since their last success, with when the last one failed. */
  private readonly failing = new Map<string, number>();
  /** Running and waiting work per address. */
  private readonly perKey = new Map<string, number>();
  /** A running average of one hash's duration, for Retry-After. */
  private averageMs = 50;

  constructor(readonly options: HashQueueOptions) {}

  /** Runs `work` when its turn comes; rejects with HashQueueFullError at once when the queue is full. */
  run<T>(key: string, work: () => Promise<T>, { priority = false }: { priority?: boolean } = {}): Promise<T> {
    const held = this.perKey.get(key) ?? 0;
    const mustWait = this.running >= this.options.concurrency;
    if (held >= this.options.perKey || (mustWait && this.waitingCount >= this.options.queueSize)) {
      return Promise.reject(new HashQueueFullError(this.retryAfterSeconds()));
    }
    this.perKey.set(key, held + 1);
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        const began = performance.now();
        work()
          .then(resolve, reject)
          .finally(() => {
            this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - began);
            this.release(key);
          });
      };
      if (!mustWait) {
        this.running += 1;
        start();
      } else this.enqueue({ key, start }, priority);
    });
  }

  /**
   * What a password check of `key` came to: a failure puts the address behind
   * the others for a while; a success (the person knew the password) clears it.
   */
  noteOutcome(key: string, succeeded: boolean, now = Date.now()): void {
    this.failing.delete(key);
    if (succeeded) return;
    this.failing.set(key, now); // re-inserted: the map stays in order of the last failure
    if (this.failing.size > SUSPECTS_KEPT) {
      const oldest = this.failing.keys().next().value;
      if (oldest !== undefined) this.failing.delete(oldest);
    }
  }

  private isSuspect(key: string, now = Date.now()): boolean {
    const failedAt = this.failing.get(key);
    if (failedAt === undefined) return false;
    if (now - failedAt <= (this.options.suspectMs ?? 5 * 60_000)) return true;
    this.failing.delete(key);
    return false;
  }

  /** What the queue holds now (tests, metrics). */
  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waitingCount };
  }

  private enqueue(task: Task, priority: boolean) {
    this.waitingCount += 1;
    if (priority) {
      this.priority.push(task);
      return;
    }
    const tasks = this.waiting.get(task.key);
    if (tasks) tasks.push(task);
    else {
      this.waiting.set(task.key, [task]);
      this.ringOf(task.key).push(task.key);
    }
  }

  private ringOf(key: string): string[] {
    return this.isSuspect(key) ? this.suspectRing : this.ring;
  }

  /** The next task: priority first, then one task of the next address in turn (failing addresses last). */
  private next(): Task | undefined {
    const urgent = this.priority.shift();
    if (urgent) return urgent;
    const key = this.ring.shift() ?? this.suspectRing.shift();
    if (key === undefined) return undefined;
    const tasks = this.waiting.get(key) ?? [];
    const task = tasks.shift();
    // Back in line behind the others; by now its last check may have failed (or succeeded).
    if (tasks.length > 0) this.ringOf(key).push(key);
    else this.waiting.delete(key);
    return task;
  }

  private release(key: string) {
    const held = (this.perKey.get(key) ?? 1) - 1;
    if (held > 0) this.perKey.set(key, held);
    else this.perKey.delete(key);
    const task = this.next();
    if (!task) {
      this.running -= 1;
      return;
    }
    this.waitingCount -= 1;
    task.start();
  }

  private retryAfterSeconds(): number {
    const drainMs = ((this.waitingCount + this.running) * this.averageMs) / this.options.concurrency;
    return Math.max(1, Math.ceil(drainMs / 1000));
  }
}
