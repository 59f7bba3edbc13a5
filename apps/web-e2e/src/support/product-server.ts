import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productServerEnv } from './product-env.js';

const root = join(import.meta.dirname, '..', '..', '..', '..');

export interface ProductServer {
  baseURL: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts another instance of the product (the built server and site, as the
 * main web server of playwright.config.ts) with some settings changed, on its
 * own port and data directory: for journeys that need a setting the shared
 * server must not have (short-lived access tokens, another sister platform).
 */
export async function startProductServer(port: number, env: Record<string, string>): Promise<ProductServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'intambwe-e2e-extra-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const [command = 'node', ...args] = (process.env['E2E_SERVER_COMMAND'] ?? 'node apps/api/dist/main.js').split(' ');
  const child: ChildProcess = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...productServerEnv(port, dataDir), ...env },
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The product server stopped at start:\n${errors}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The product server did not answer on ${baseURL} within 60 s:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
