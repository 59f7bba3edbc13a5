// The server the load figures are taken on: the built product (apps/api/dist/main.js) started as the
// README says for a deployment behind one proxy (TRUST_PROXY=1, the real rate limits), on a free
// loopback port with a fresh data directory, so the bench can speak for many clients through X-Forwarded-For.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const serverEntry = join(root, 'apps', 'api', 'dist', 'main.js');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function startLoadServer(extraEnv = {}) {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: build the server first (npx nx build api)`);
  const port = Number(process.env.BENCH_LOAD_PORT ?? 0) || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'intambwe-load-'));
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-site'),
      LOG_LEVEL: 'error',
      PUBLIC_URL: url,
      TRUST_PROXY: '1',
      RATE_LIMIT_FACTOR: '1',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error('the load server exited during start-up');
    if (attempt > 240) throw new Error('the load server did not become healthy in 60 s');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
