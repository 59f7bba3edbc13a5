#!/usr/bin/env node
// npm run bench: builds if needed, starts the real product on a free port with
// a fresh data directory, and prints:
//   - initial JS+CSS (raw, gzip, brotli) and HTML bytes of / and /login, and the script bytes a visit
//     downloads without any touch (the start, plus what is fetched ahead once the page is idle),
//   - Lighthouse mobile (Debian Chromium, 3 runs, median) for / and /login (the app starts at once), and
//     /login with Google sign-in configured (a stand-in for Google's script, served locally),
//   - what a person feels on a cheap phone (tools/bench/first-touch.mjs, 4x CPU, touch, median of 3):
//     the first press, main-thread work to interactive, the trending lists after scrolling,
//   - requests per second of GET /api/jobs?limit=6 vs a static file of the same JSON, and server load
//     (tools/bench/server-load.mjs: sign-in throughput, a person's sign-in under junk load, the owner after
//     100 failures; on a server of its own started with TRUST_PROXY=1; `node tools/bench/server-load.mjs --start` alone).
// Figures are also written to dist/bench.json. Nothing here is a test: time is measured, not asserted.
import { execSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureFirstPresses, measureListsAfterScroll, measureStartWork, measureUntouchedDownload } from './first-touch.mjs';
import { measureRoute } from './initial-assets.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measurePackages, packagesTable } from './packages.mjs';
import { compareThroughput } from './throughput.mjs';
import { startLoadServer } from './load-server.mjs';
import { measureServerLoad, serverLoadTable } from './server-load.mjs';

const root = join(import.meta.dirname, '..', '..');
const distDir = join(root, 'apps', 'web', 'dist');
const serverEntry = join(root, 'apps', 'api', 'dist', 'main.js');
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

if (process.argv.includes('--build') || !existsSync(join(distDir, 'index.html')) || !existsSync(serverEntry)) {
  execSync('npx nx run-many -t build -p web api --outputStyle=static', { cwd: root, stdio: 'inherit' });
}

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

async function waitForHealth(url, child) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy in 30 s');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

// A private copy of the site with the static twin of the jobs answer beside it.
const work = mkdtempSync(join(tmpdir(), 'intambwe-bench-'));
const siteCopy = join(work, 'site');
cpSync(distDir, siteCopy, { recursive: true });
function startServer(port, name, extraEnv = {}) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, `data-${name}`),
      WEB_DIST_DIR: siteCopy,
      LOG_LEVEL: 'error',
      PUBLIC_URL: url,
      RATE_LIMIT_FACTOR: '1000',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { url, child };
}

const port = await freePort();
const { url: baseUrl, child } = startServer(port, 'plain');
// The same product with Google sign-in configured, Google's script served by the e2e stand-in on loopback.
const googlePort = await freePort();
const googleClientId = 'bench-client.apps.googleusercontent.com';
const googleStandIn = spawn(process.execPath, [join(root, 'apps', 'web-e2e', 'src', 'support', 'google-stand-in.mjs')], {
  env: { ...process.env, GOOGLE_STAND_IN_PORT: String(googlePort), GOOGLE_CLIENT_ID: googleClientId },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const { url: googleBaseUrl, child: googleChild } = startServer(await freePort(), 'google', {
  GOOGLE_CLIENT_ID: googleClientId,
  GOOGLE_SCRIPT_URL: `http://127.0.0.1:${googlePort}/gsi/client`,
  GOOGLE_JWKS_URL: `http://127.0.0.1:${googlePort}/oauth2/v3/certs`,
});

try {
  await waitForHealth(baseUrl, child);
  await waitForHealth(googleBaseUrl, googleChild);
  const jobsJson = await (await fetch(`${baseUrl}/api/jobs?limit=6`)).text();
  writeFileSync(join(siteCopy, 'bench-jobs.json'), jobsJson);

  const pages = ['/', '/login'];
  const sizes = Object.fromEntries(pages.map((page) => [page, measureRoute(distDir, page)]));
  const untouched = {};
  for (const page of pages) untouched[page] = await measureUntouchedDownload(baseUrl, page);
  const lighthouseTargets = [
    ['/', `${baseUrl}/`],
    ['/login', `${baseUrl}/login`],
    ['/login (Google configured)', `${googleBaseUrl}/login`],
  ];
  const lighthouse = {};
  for (const [name, url] of lighthouseTargets) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await runLighthouse(url, join(work, `chrome-${name.replace(/\W+/g, '-')}-${run}`)));
    const keys = Object.keys(results[0]);
    lighthouse[name] = Object.fromEntries(keys.map((key) => [key, median(results.map((result) => result[key]))]));
    lighthouse[name].runs = results;
  }
  const firstPresses = await measureFirstPresses(baseUrl, runs);
  const startWork = await measureStartWork(baseUrl, pages, runs);
  const lists = await measureListsAfterScroll(baseUrl, runs);
  // The static file exists only in the copy, so restart-free: @fastify/static serves new files (wildcard route).
  const throughput = await compareThroughput(`${baseUrl}/api/jobs?limit=6`, `${baseUrl}/bench-jobs.json`);

  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const table = {};
  for (const [name] of lighthouseTargets) {
    const page = name.split(' ')[0];
    const size = sizes[page];
    const score = lighthouse[name];
    table[name] = {
      'JS+CSS raw': kib(size.initial.raw),
      'JS+CSS gzip': kib(size.initial.gzip),
      'JS+CSS brotli': kib(size.initial.brotli),
      'scripts downloaded untouched (wire)': kib(untouched[page]),
      'HTML raw / brotli': `${kib(size.html.raw)} / ${kib(size.html.brotli)}`,
      performance: score.performance,
      accessibility: score.accessibility,
      'best practices': score.bestPractices,
      SEO: score.seo,
      FCP: `${(score.fcp / 1000).toFixed(2)} s`,
      LCP: `${(score.lcp / 1000).toFixed(2)} s`,
      TBT: `${Math.round(score.tbt)} ms`,
      CLS: score.cls.toFixed(3),
      'Speed Index': `${(score.speedIndex / 1000).toFixed(2)} s`,
    };
  }
  console.log(`\nLighthouse mobile, ${runs} runs each, median (Debian Chromium); the app starts at once on every page`);
  console.table(table);
  const ms = (value) => (value === null ? 'lost' : `${Math.round(value)} ms`);
  console.log(`First press on a cheap phone (412x823, touch, CPU 4x, fresh profile, tap 3 s after load; median of ${runs}):`);
  console.table(Object.fromEntries(Object.entries(firstPresses).map(([name, r]) => [name, { 'to visible effect': ms(r.median), lost: r.lost, runs: r.runs.map(ms).join(', ') }])));
  console.log(`Start-up at 4x CPU (median of ${runs}):`);
  console.table(Object.fromEntries(Object.entries(startWork).map(([page, r]) => [page, { 'interactive at': ms(r.interactiveAt), 'main-thread work to interactive': ms(r.mainThreadWork), 'longest task': ms(r.longestTask), 'tasks over 50 ms': r.longTasks }])));
  console.log(`Trending lists after scrolling to them (4x CPU, 3 s after load; median of ${runs}):`);
  console.table(Object.fromEntries(Object.entries(lists).map(([name, r]) => [name, { 'to cards on screen': ms(r.median), missing: r.missing, runs: r.runs.map(ms).join(', ') }])));
  console.log('Throughput on loopback (autocannon, 10 connections, 10 s each):');
  console.table({
    'GET /api/jobs?limit=6': { 'requests/s': Math.round(throughput.api) },
    'static file, same JSON': { 'requests/s': Math.round(throughput.static) },
    ratio: { 'requests/s': `${(100 * throughput.ratio).toFixed(0)}%` },
  });
  // A server of its own, started as the README says behind one proxy (TRUST_PROXY=1, the real rate limits).
  const loadServer = await startLoadServer();
  let serverLoad;
  try {
    serverLoad = await measureServerLoad(loadServer.url);
  } finally {
    await loadServer.stop();
  }
  console.log('Server under load on loopback (sign-in at the production argon2id cost, TRUST_PROXY=1; event-loop delay from /api/metrics):');
  console.table(serverLoadTable(serverLoad));
  // What the sister platforms install (tools/bench/packages.mjs): tarball sizes and each entry point's JS.
  console.log('Published packages (npm pack of dist/packages/<project>; brotli of each entry point and the chunks it loads):');
  console.table(packagesTable(measurePackages(root)));
  mkdirSync(join(root, 'dist'), { recursive: true });
  const out = join(root, 'dist', 'bench.json');
  writeFileSync(out, JSON.stringify({ measuredAt: new Date().toISOString(), sizes, untouched, lighthouse, firstPresses, startWork, lists, throughput, serverLoad }, null, 2));
  console.log(`Figures written to ${out}`);
} finally {
  for (const running of [child, googleChild, googleStandIn]) {
    running.kill('SIGTERM');
    if (running.exitCode === null) await new Promise((resolve) => running.once('exit', resolve));
  }
  rmSync(work, { recursive: true, force: true });
}
