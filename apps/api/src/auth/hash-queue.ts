/**
 * The queue every password hash goes through. Hashing is the one costly step
 * of a sign-in (~25 ms of a core each with argon2id at OWASP's cost), so:
 *
 * - at most `concurrency` hashes run at once (on libuv's threads; the rest of
 *   the pool stays free for files and DNS, and the event loop keeps its core);
 * - waiting work is served **fairly by client address** (round robin over the
 *   addresses that have work waiting), so fifty requests from one address wait
 *   behind each other, not in front of a person arriving from another one;
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
}

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
  private readonly priority: Task[] = [];
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
      this.ring.push(task.key);
    }
  }

  /** The next task: priority first, then one task of the next address in turn. */
  private next(): Task | undefined {
    const urgent = this.priority.shift();
    if (urgent) return urgent;
    const key = this.ring.shift();
    if (key === undefined) return undefined;
    const tasks = this.waiting.get(key) ?? [];
    const task = tasks.shift();
    if (tasks.length > 0) this.ring.push(key);
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
