#!/usr/bin/env node
// A local npm registry (Verdaccio) on loopback, for CI and for trying the
// packages as a sister platform would install them.
//
//   node tools/registry/registry.mjs [--port 4873] [--storage DIR]   runs one in the foreground
//
// Storage is a fresh temporary folder unless --storage (or REGISTRY_STORAGE) is
// given. @intambwe/* packages live only here (never looked up upstream);
// everything else is fetched from the npm registry this machine uses
// (`npm config get registry`) and cached in the storage.
//
// Verdaccio 6.10's command line refuses Node 20, so it is started through its
// programmatic API (`runServer`), which runs on Node 20.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_REGISTRY_PORT = 4873;

function upstreamRegistry() {
  if (process.env.REGISTRY_UPLINK) return process.env.REGISTRY_UPLINK;
  try {
    const configured = execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    // A loopback registry as the default (this one, say) must not be its own uplink.
    if (configured && !/\/\/(127\.0\.0\.1|localhost)[:/]/.test(configured)) return configured;
  } catch {
    // npm not on PATH: use the public registry
  }
  return 'https://registry.npmjs.org/';
}

/**
 * Runs Verdaccio in this process. Resolves once it listens; `close()` stops it.
 * @param {{ port?: number, storage?: string, host?: string }} [options] port 0 picks a free one.
 */
export async function serveRegistry(options = {}) {
  const { runServer, parseConfigFile } = await import('verdaccio');
  const ownsStorage = !options.storage;
  const storage = resolve(options.storage ?? mkdtempSync(join(tmpdir(), 'intambwe-registry-')));
  mkdirSync(storage, { recursive: true });
  const config = parseConfigFile(join(here, 'config.yaml'));
  config.storage = storage;
  config.self_path = join(storage, 'config.yaml');
  config.auth.htpasswd.file = join(storage, 'htpasswd');
  config.uplinks.npmjs.url = upstreamRegistry();
  const host = options.host ?? '127.0.0.1';
  const server = await runServer(config);
  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_REGISTRY_PORT, host, resolveListen);
  });
  const { port } = server.address();
  const url = `http://${host}:${port}/`;
  return {
    url,
    storage,
    close: () =>
      new Promise((resolveClose) => {
        server.closeAllConnections?.();
        server.close(() => {
          // A storage made for this run goes with it.
          if (ownsStorage) rmSync(storage, { recursive: true, force: true });
          resolveClose();
        });
      }),
  };
}

/**
 * Starts Verdaccio in a child process (a caller that then waits on npm or Nx
 * synchronously cannot serve it from its own event loop). Resolves once it
 * listens; `close()` stops it.
 * @param {{ port?: number, storage?: string }} [options] port 0 (the default) picks a free one.
 */
export function startRegistry(options = {}) {
  const args = [fileURLToPath(import.meta.url), '--port', String(options.port ?? 0), '--announce-json'];
  if (options.storage) args.push('--storage', options.storage);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const close = () =>
    new Promise((resolveClose) => {
      if (child.exitCode !== null) return resolveClose();
      child.once('exit', () => resolveClose());
      child.kill('SIGTERM');
    });
  return new Promise((resolveStart, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('Verdaccio did not start within 30 s'));
    }, 30_000);
    child.once('exit', (code) => reject(new Error(`Verdaccio exited during start-up (code ${code})`)));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n').find((text) => text.startsWith('{"url"'));
      if (!line) return;
      clearTimeout(timer);
      child.stdout.resume();
      const { url, storage } = JSON.parse(line);
      resolveStart({ url, storage, close, pid: child.pid });
    });
  });
}

/** Makes (or signs in) a user and returns its token: publishing needs one. */
export async function registryToken(url, name = 'intambwe-ci', password = 'intambwe-ci-password') {
  const response = await fetch(new URL(`-/user/org.couchdb.user:${encodeURIComponent(name)}`, url), {
    method: 'PUT',
    // With Basic credentials Verdaccio signs an existing user in, and otherwise adds it.
    headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${name}:${password}`).toString('base64')}` },
    body: JSON.stringify({ _id: `org.couchdb.user:${name}`, name, password, type: 'user', roles: [], date: new Date().toISOString() }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok || !body.token) throw new Error(`the registry at ${url} gave no token for ${name}: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}

/**
 * A user config for npm that points @intambwe/* at the registry and carries its
 * token; pass it as NPM_CONFIG_USERCONFIG so nothing in ~/.npmrc is touched.
 */
export function writeNpmrc(file, url, token) {
  const hostPath = url.replace(/^https?:/, '');
  const lines = [`@intambwe:registry=${url}`, `${hostPath}:_authToken=${token}`, 'fund=false', 'audit=false', 'update-notifier=false'];
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  return file;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argument = (name) => {
    const index = process.argv.indexOf(name);
    return index === -1 ? undefined : process.argv[index + 1];
  };
  const registry = await serveRegistry({
    port: Number(argument('--port') ?? process.env.REGISTRY_PORT ?? DEFAULT_REGISTRY_PORT),
    storage: argument('--storage') ?? process.env.REGISTRY_STORAGE,
  });
  if (process.argv.includes('--announce-json')) {
    console.log(JSON.stringify({ url: registry.url, storage: registry.storage }));
  } else {
    console.log(`Verdaccio listening on ${registry.url} (storage ${registry.storage}); Ctrl+C stops it.`);
    console.log(`Publish the libraries to it: REGISTRY_URL=${registry.url} npm run registry:publish`);
  }
  const stop = async () => {
    await registry.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
