#!/usr/bin/env node
// Publishes every library of nx.json `release.projects` to a registry with
// `nx release publish` (each is built and staged first: Nx target `stage`).
//
//   REGISTRY_URL=http://127.0.0.1:4873/ node tools/registry/publish.mjs
//
// Without REGISTRY_URL (or --registry URL) it refuses: publishing anywhere but
// a registry named on purpose is never a default. The versions are the ones on
// disk (libs/*/package.json, written by `nx release version`); a version the
// registry already has is skipped by Nx.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { releaseProjects, workspaceRoot } from '../release/stage.mjs';
import { registryToken, writeNpmrc } from './registry.mjs';

const nxEnv = { NX_NO_CLOUD: 'true', NX_DAEMON: process.env.NX_DAEMON ?? 'false', NX_TUI: 'false' };

/** Publishes all libraries to `url` and returns [{ name, version }] as the registry reports them. */
export async function publishAll(url, { log = console.log } = {}) {
  const token = await registryToken(url);
  const work = mkdtempSync(join(tmpdir(), 'intambwe-publish-'));
  const npmrc = writeNpmrc(join(work, 'npmrc'), url, token);
  const env = { ...process.env, ...nxEnv, NPM_CONFIG_USERCONFIG: npmrc };
  try {
    execFileSync('npx', ['nx', 'release', 'publish', `--registry=${url}`, '--outputStyle=static'], {
      cwd: workspaceRoot,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const published = [];
    for (const { root } of releaseProjects()) {
      const { name } = JSON.parse(execFileSync('node', ['-p', 'JSON.stringify(require("./package.json"))'], { cwd: root, encoding: 'utf8' }));
      const version = execFileSync('npm', ['view', name, 'version', `--registry=${url}`], { cwd: work, env, encoding: 'utf8' }).trim();
      published.push({ name, version });
    }
    log(published.map(({ name, version }) => `${name}@${version}`).join('  '));
    return published;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const index = process.argv.indexOf('--registry');
  const url = index === -1 ? process.env.REGISTRY_URL : process.argv[index + 1];
  if (!url) {
    console.error('Name the registry: REGISTRY_URL=http://127.0.0.1:4873/ npm run registry:publish (start one with `npm run registry`).');
    process.exit(2);
  }
  await publishAll(url.endsWith('/') ? url : `${url}/`);
}
