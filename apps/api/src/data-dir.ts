import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { ConfigError } from './config.js';

/**
 * DATA_DIR holds the embedded database, the signing secret and the local
 * outbox: it is the owner's alone (0700, nothing in it open to group or
 * others), and one process uses it at a time.
 */

/** Removes group and other permissions from everything under `dir` (kept: the owner's). Returns how many entries it fixed. */
export function makePrivate(dir: string): number {
  let fixed = 0;
  const visit = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    if (stats.mode & 0o077) {
      chmodSync(path, stats.mode & 0o700);
      fixed += 1;
    }
    if (stats.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(dir);
  return fixed;
}

/** Creates DATA_DIR if needed and makes it private; files created later are private too (umask 077). */
export function prepareDataDir(dir: string): { fixed: number } {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (!statSync(dir).isDirectory()) throw new ConfigError(`DATA_DIR ${dir} is not a directory.`);
    process.umask(0o077);
    return { fixed: makePrivate(dir) };
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new ConfigError(`DATA_DIR ${dir} cannot be used (${code}): create it, or point DATA_DIR at a folder this user owns.`);
  }
}

/** Unix socket paths are limited to 107 bytes on Linux. */
const MAX_SOCKET_PATH = 107;

export interface DataDirLock {
  path: string;
  release(): Promise<void>;
}

/**
 * An exclusive lock on DATA_DIR: a Unix socket at DATA_DIR/.lock that this
 * process listens on. A second process finds it answering and stops at once;
 * after a crash (even kill -9) nobody answers any more, and the next start
 * takes it over. The kernel, not a PID file, says whether the holder lives, so
 * it also works across containers that share the folder on one host.
 */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  const path = join(dir, '.lock');
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    throw new ConfigError(`DATA_DIR ${dir} is too long for its lock (at most ${MAX_SOCKET_PATH - 6} bytes): choose a shorter path.`);
  }
  const held = () => new ConfigError(`DATA_DIR ${dir} is in use by another running server: stop it first, or give this one a DATA_DIR of its own.`);
  let server: Server;
  try {
    server = await listenOn(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (await answers(path)) throw held();
    // The holder is gone (a crash): take the lock over.
    try {
      unlinkSync(path);
    } catch {
      // another starter removed it first
    }
    try {
      server = await listenOn(path);
    } catch {
      throw held();
    }
  }
  // Two starters that both found a dead lock: the one whose socket is no longer at the path gives way.
  const ours = statSync(path).ino;
  await new Promise((resolve) => setTimeout(resolve, 100));
  if (statOrNull(path)?.ino !== ours) {
    server.close();
    throw held();
  }
  server.unref();
  return {
    path,
    release: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

const statOrNull = (path: string) => {
  try {
    return statSync(path);
  } catch {
    return null;
  }
};

function listenOn(path: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => {
      // A prober hangs up at once: its reset must not reach the holder as an error.
      socket.on('error', () => undefined);
      socket.end('intambwe-api\n');
    });
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/** Whether a live process listens on the socket. */
function answers(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(path);
    const done = (alive: boolean) => {
      socket.destroy();
      resolve(alive);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.setTimeout(1000, () => done(false));
  });
}
