#!/usr/bin/env node
// The foreign-consumer check: the libraries as a sister platform gets them.
//
//   node tools/release/sister-platform.mjs          publish to a fresh local registry, install and build the example
//   node tools/release/sister-platform.mjs --e2e    ... then run its Playwright journey against the running product
//
// 1. Starts Verdaccio on loopback (E2E_REGISTRY_PORT, or a free port; storage in a temp
//    folder), unless REGISTRY_URL names one that runs already.
// 2. Publishes every library to it (`nx release publish`; each is built and staged first).
// 3. Copies examples/sister-platform outside the repository (no parent node_modules,
//    no workspace tsconfig to lean on) and installs it: @intambwe/* from the local
//    registry, everything else from the npm registry through npm's cache.
// 4. Checks what was installed is what was published (real folders, same versions,
//    no workspace-only export condition), then type-checks and builds the app with
//    the product's URL (VITE_FRONT_DOOR_URL).
// 5. With --e2e: apps/web-e2e/playwright.sister.config.ts serves the built example (its
//    pages and its tiny backend) on its own origin beside the built product, which is its
//    OpenID Provider, and runs the journeys.
//
// The install folder is kept between runs (its node_modules less @intambwe/* is reused):
// SISTER_PLATFORM_DIR, default <tmp>/intambwe-sister-platform-<hash of this checkout>.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { publishAll } from '../registry/publish.mjs';
import { startRegistry } from '../registry/registry.mjs';
import { WORKSPACE_CONDITION, workspaceRoot } from './stage.mjs';

const exampleDir = join(workspaceRoot, 'examples', 'sister-platform');
const installDir =
  process.env.SISTER_PLATFORM_DIR ??
  join(tmpdir(), `intambwe-sister-platform-${createHash('sha256').update(workspaceRoot).digest('hex').slice(0, 8)}`);

/** Ports of the journey (apps/web-e2e/playwright.sister.config.ts reads the same variables). */
const productPort = Number(process.env.E2E_SISTER_API_PORT ?? 4330);
const sisterPort = Number(process.env.E2E_SISTER_PORT ?? productPort + 1);
const frontDoorUrl = process.env.VITE_FRONT_DOOR_URL ?? `http://127.0.0.1:${productPort}`;

const started = Date.now();
const step = (text) => console.log(`\n[sister-platform ${((Date.now() - started) / 1000).toFixed(0)}s] ${text}`);
const run = (command, args, options = {}) => execFileSync(command, args, { stdio: 'inherit', ...options });

/** Copies the example's own files (not its node_modules or build) over the install folder. */
function copyExample() {
  mkdirSync(installDir, { recursive: true });
  for (const entry of readdirSync(installDir)) {
    if (entry !== 'node_modules') rmSync(join(installDir, entry), { recursive: true, force: true });
  }
  cpSync(exampleDir, installDir, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist)([/\\]|$)/.test(relative(exampleDir, source)),
  });
  // Published packages replace whatever an earlier run installed, even at the same version.
  rmSync(join(installDir, 'node_modules', '@intambwe'), { recursive: true, force: true });
  rmSync(join(installDir, 'node_modules', '.package-lock.json'), { force: true });
}

/** What the example installed must be the published packages, not a link into the workspace. */
function checkInstalled(published) {
  const problems = [];
  const wanted = Object.keys(JSON.parse(readFileSync(join(exampleDir, 'package.json'), 'utf8')).dependencies).filter((name) =>
    name.startsWith('@intambwe/'),
  );
  for (const { name, version } of published) {
    const dir = join(installDir, 'node_modules', name);
    if (!existsSync(dir)) {
      if (wanted.includes(name)) problems.push(`${name} is not installed`);
      continue;
    }
    if (lstatSync(dir).isSymbolicLink()) problems.push(`${name} is a link, not an installed package`);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    if (manifest.version !== version) problems.push(`${name} is ${manifest.version}, the registry has ${version}`);
    if (JSON.stringify(manifest.exports).includes(WORKSPACE_CONDITION)) problems.push(`${name} still has the ${WORKSPACE_CONDITION} condition`);
    if (existsSync(join(dir, 'src'))) problems.push(`${name} ships its src/ folder`);
  }
  if (problems.length > 0) throw new Error(`The example did not get the published packages:\n  - ${problems.join('\n  - ')}`);
}

async function prepare() {
  const given = process.env.REGISTRY_URL;
  const registry = given
    ? { url: given.endsWith('/') ? given : `${given}/`, close: async () => undefined }
    : await startRegistry({ port: Number(process.env.E2E_REGISTRY_PORT ?? 0) });
  try {
    step(`publishing the libraries to ${registry.url}`);
    const published = await publishAll(registry.url);

    step(`installing examples/sister-platform in ${installDir}`);
    copyExample();
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', `--@intambwe:registry=${registry.url}`], { cwd: installDir });
    checkInstalled(published);
    return published;
  } finally {
    await registry.close();
  }
}

const published = await prepare();
step(`type-checking and building the example against ${frontDoorUrl}`);
run('npm', ['run', 'build'], { cwd: installDir, env: { ...process.env, VITE_FRONT_DOOR_URL: frontDoorUrl, PLATFORM_URL: `http://127.0.0.1:${sisterPort}` } });
console.log(`Built ${installDir}/dist with ${published.map(({ name, version }) => `${name}@${version}`).join(', ')}`);

if (process.argv.includes('--e2e')) {
  step('the journey on the sister origin (Playwright)');
  run('npx', ['playwright', 'test', '-c', 'apps/web-e2e/playwright.sister.config.ts'], {
    cwd: workspaceRoot,
    env: {
      ...process.env,
      SISTER_PLATFORM_DIR: installDir,
      E2E_SISTER_API_PORT: String(productPort),
      E2E_SISTER_PORT: String(sisterPort),
    },
  });
}
step('done');
