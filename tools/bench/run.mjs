#!/usr/bin/env node
// npm run bench: builds if needed, starts the real product on free ports with fresh data directories,
// and measures (tools/bench/README.md says what each figure means and how the CPU is calibrated):
//   assets       initial JS+CSS (brotli) of every public page (apps/web/dist/prerender.json), pages over
//                130 KB flagged; raw/gzip/brotli, HTML and the scripts a visit downloads untouched for the
//                Lighthouse pages
//   lighthouse   Lighthouse mobile on /, /fr/, /login, /rw/login and /login with Google configured
//   floor        what this machine allows a page: Lighthouse on / (or --pages) as built, without its modules,
//                without any script, and a minimal page, one after the other in each run (floor.mjs)
//   presses      the first press of theme, menu, assistant launcher and Sign In (first-touch.mjs)
//   startup      main-thread work to interactive, longest task, tasks over 50 and 200 ms on / and /login
//   lists        the trending lists after scrolling to them
//   journey      the whole journey on Fast 3G: / -> menu -> Login -> Sign In -> sister platform
//   throughput   GET /api/jobs against a static file of the same JSON
//   server-load  sign-in under load on a server of its own started as the README says (TRUST_PROXY=1): throughput,
//                a person's sign-in under junk load, the owner after 100 failures (server-load.mjs)
//   packages     what the sister platforms install (packages.mjs)
// Every time figure: 5 runs (--runs N), median and range, each run in a fresh browser whose CPU slowdown
// is calibrated from the benchmarkIndex measured in it just before the run (calibration.mjs), or fixed
// with --cpu N. Every table is printed with the environment and each run's benchmarkIndex and multiplier.
//
//   npm run bench                                  everything
//   npm run bench -- --only lighthouse,journey     some sections (first-touch = presses,startup,lists)
//   npm run bench -- --only lighthouse --pages / --cpu 4 --runs 3
//   npm run bench -- --only lighthouse --pages / --load 1   with one busy process beside it (README.md)
//   BENCH_PORTS=4900-4949 npm run bench           every server and browser port in that range
// Figures, the environment and every run are written to dist/bench.json. Nothing here is a test:
// time is measured, never asserted.
import { execSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { describeRuns } from './calibration.mjs';
import { describeEnvironment, environmentLine, loadNow } from './environment.mjs';
import { measureFirstPresses, measureListsAfterScroll, measureStartWork, measureUntouchedDownload } from './first-touch.mjs';
import { measureRoute, publicRoutes } from './initial-assets.mjs';
import { measureJourney } from './journey.mjs';
import { FLOOR_VARIANTS, startRewritingProxy } from './floor.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measurePackages, packagesTable } from './packages.mjs';
import { freePort } from './ports.mjs';
import { startLoadServer } from './load-server.mjs';
import { measureServerLoad, serverLoadTable } from './server-load.mjs';
import { startSisterStandIn } from './sister-stand-in.mjs';
import { formatSummary, kib, ms, plain, seconds, summariseEach } from './stats.mjs';
import { compareThroughput } from './throughput.mjs';

const SECTIONS = [
  'assets',
  'lighthouse',
  'floor',
  'presses',
  'startup',
  'lists',
  'journey',
  'throughput',
  'server-load',
  'packages',
];
const ALIASES = { 'first-touch': ['presses', 'startup', 'lists'] };
const LIGHTHOUSE_FIGURES = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'speedIndex',
  'mainThreadWork',
  'longestTask',
  'mainThreadClock',
  'mainThreadCpu',
  'mainThreadWaiting',
  'competingCpu',
  'traceBlockingOnClock',
  'traceBlockingOnCpu',
  'blockingDocument',
  'blockingRendering',
  'blockingScripts',
  'blockingUnlisted',
];
const BUDGET_BYTES = 130 * 1024; // the initial JS+CSS budget of every public page (apps/web-e2e/src/budget.spec.ts)

const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '5' },
    cpu: { type: 'string' },
    pages: { type: 'string' },
    load: { type: 'string', default: '0' },
    build: { type: 'boolean', default: false },
  },
});
const only = options.only ? options.only.split(',').flatMap((name) => ALIASES[name.trim()] ?? [name.trim()]) : SECTIONS;
for (const name of only)
  if (!SECTIONS.includes(name)) throw new Error(`--only ${name}: the sections are ${SECTIONS.join(', ')}, first-touch`);
const selected = (name) => only.includes(name);
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs ${options.runs}: a whole number of runs, 1 or more`);
const cpu = options.cpu ? { fixedMultiplier: Number(options.cpu) } : {};
if (options.cpu && !(cpu.fixedMultiplier >= 1)) throw new Error(`--cpu ${options.cpu}: a multiplier of 1 or more`);

const extraLoad = Number(options.load);
if (!Number.isInteger(extraLoad) || extraLoad < 0) throw new Error(`--load ${options.load}: a whole number of busy processes`);

const root = join(import.meta.dirname, '..', '..');
const distDir = join(root, 'apps', 'web', 'dist');
const serverEntry = join(root, 'apps', 'api', 'dist', 'main.js');

if (options.build || !existsSync(join(distDir, 'index.html')) || !existsSync(serverEntry)) {
  execSync('npx nx run-many -t build -p web api --outputStyle=static', { cwd: root, stdio: 'inherit' });
}

const environment = describeEnvironment();
const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
const cpuRule = cpu.fixedMultiplier
  ? `CPU slowed a fixed ${cpu.fixedMultiplier}x (--cpu)`
  : 'CPU slowdown calibrated per run from the benchmarkIndex measured just before it (Lighthouse docs/throttling.md)';

/** The first run's largest responses (by the target that fetched them), for where a journey's bytes go. */
function largestResponses(bytesByAddress, count = 12) {
  if (!bytesByAddress) return [];
  const entries = Object.entries(bytesByAddress).sort((a, b) => b[1] - a[1]);
  const shown = entries.slice(0, count);
  const rest = entries.slice(count).reduce((sum, [, bytes]) => sum + bytes, 0);
  return [
    `largest responses of the first run (encoded, by the target that fetched them; ${entries.length} in all):`,
    ...shown.map(([address, bytes]) => `  ${kib(bytes).padStart(10)}  ${address.replace(/^(\S+) https?:\/\/[^/]+/, '$1 ')}`),
    `  ${kib(rest).padStart(10)}  the other ${entries.length - shown.length}`,
  ];
}

/** Every table goes out under the environment lines: a figure without its environment is not printed. */
function printTable(title, rows, runLines = []) {
  console.log(`\n${title}`);
  console.log(
    `  ${environmentLine(environment)}; commit ${commit}${extraLoad ? `; ${extraLoad} busy process(es) added (--load)` : ''}`,
  );
  console.table(rows);
  for (const line of runLines) console.log(`  ${line}`);
}

async function waitForHealth(url, child) {
  for (let attempt = 0; attempt < 480; attempt += 1) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy in 2 min');
}

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

// --load N: N busy processes beside the measurement (the experiment of README.md: what other work on the
// machine does to the figures); each ends with the bench, and by itself after an hour at most.
const busy = Array.from({ length: extraLoad }, () =>
  spawn(process.execPath, ['-e', 'const end = Date.now() + 3_600_000; while (Date.now() < end);'], { stdio: 'ignore' }),
);

// The sister platform the journey arrives at: a stand-in on loopback, the server's ELEARNING_URL.
const sister = await startSisterStandIn(await freePort());
const servers = [];
const { url: baseUrl, child } = startServer(await freePort(), 'plain', { ELEARNING_URL: sister.url });
servers.push(child);
// The same product with Google sign-in configured, Google's script served by the e2e stand-in on loopback.
let googleBaseUrl = null;
if (selected('lighthouse')) {
  const googlePort = await freePort();
  const googleClientId = 'bench-client.apps.googleusercontent.com';
  servers.push(
    spawn(process.execPath, [join(root, 'apps', 'web-e2e', 'src', 'support', 'google-stand-in.mjs')], {
      env: { ...process.env, GOOGLE_STAND_IN_PORT: String(googlePort), GOOGLE_CLIENT_ID: googleClientId },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const google = startServer(await freePort(), 'google', {
    GOOGLE_CLIENT_ID: googleClientId,
    GOOGLE_SCRIPT_URL: `http://127.0.0.1:${googlePort}/gsi/client`,
    GOOGLE_JWKS_URL: `http://127.0.0.1:${googlePort}/oauth2/v3/certs`,
  });
  servers.push(google.child);
  googleBaseUrl = google.url;
  await waitForHealth(googleBaseUrl, google.child);
}

const results = {
  measuredAt: new Date().toISOString(),
  commit,
  environment,
  loadAverageAtStart: loadNow(),
  options: { only, runs, cpu: cpu.fixedMultiplier ?? 'calibrated', extraLoad },
};
// dist/bench.json is written after each section, so an interrupted bench keeps what it measured.
const out = join(root, 'dist', 'bench.json');
function save() {
  mkdirSync(join(root, 'dist'), { recursive: true });
  writeFileSync(out, JSON.stringify(results, null, 2));
}

let stopped = false;
async function stopAll() {
  if (stopped) return;
  stopped = true;
  for (const running of busy) running.kill('SIGKILL');
  for (const running of servers) {
    running.kill('SIGTERM');
    if (running.exitCode === null) await new Promise((resolve) => running.once('exit', resolve));
  }
  await sister.close();
  rmSync(work, { recursive: true, force: true });
}
// Interrupted (Ctrl-C, a time limit): the servers, the busy processes and the temporary folder go too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.warn(`\n${signal}: stopping; what was measured so far is in ${out}`);
    stopAll().finally(() => process.exit(130));
  });
}

/** One Lighthouse run; a run that failed three times is kept as its error, and left out of the figures. */
const lighthouseSample = (url, userDataDir) =>
  runLighthouse(url, userDataDir, cpu).catch((error) => ({ error: error.message.split('\n')[0] }));

/** The figures of a page's runs (median, min, max of each), with every run. */
const summariseLighthouse = (samples) => ({
  ...summariseEach(
    samples.filter((sample) => !sample.error),
    LIGHTHOUSE_FIGURES,
  ),
  runs: samples,
});

/** A row of a Lighthouse table: every column, or those named in `columns`. */
function lighthouseRow(figures, columns = null) {
  const row = {
    performance: formatSummary(figures.performance),
    TBT: formatSummary(figures.tbt, ms),
    // Medians of each run's split (tbt-sources.mjs): they need not add up to the TBT's median.
    'TBT by source: document / rendering / scripts': [
      figures.blockingDocument,
      figures.blockingRendering,
      figures.blockingScripts,
    ]
      .map((figure) => (figure.median === null ? '-' : ms(figure.median)))
      .join(' / '),
    // The same slowdown applied to the observed trace's tasks from the first paint on (trace-clock.mjs
    // blockingFromTrace): with their time on the clock, as Lighthouse's simulation does, and with their time on
    // a CPU, as with a core to spare; the second is the page's own work, whatever else held the cores.
    'TBT of the trace, tasks on the clock / on a CPU': `${formatSummary(figures.traceBlockingOnClock, ms)} / ${formatSummary(
      figures.traceBlockingOnCpu,
      ms,
    )}`,
    FCP: formatSummary(figures.fcp, seconds),
    LCP: formatSummary(figures.lcp, seconds),
    'Speed Index': formatSummary(figures.speedIndex, seconds),
    'longest task': formatSummary(figures.longestTask, ms),
    CLS: formatSummary(figures.cls, (value) => value.toFixed(3)),
    'main thread, unslowed: clock / CPU': `${formatSummary(figures.mainThreadClock, ms)} / ${formatSummary(figures.mainThreadCpu, ms)}`,
    'waiting for a core': formatSummary(figures.mainThreadWaiting, (value) => `${Math.round(value)}%`),
    // What held the cores meanwhile (trace-clock.mjs competingCpu).
    'browser + GPU process on a CPU meanwhile': formatSummary(figures.competingCpu, ms),
    a11y: formatSummary(figures.accessibility),
    'best pr.': formatSummary(figures.bestPractices),
    SEO: formatSummary(figures.seo),
  };
  return columns ? Object.fromEntries(columns.map((column) => [column, row[column]])) : row;
}

const runLine = (name, samples) => {
  const measured = samples.filter((run) => !run.error);
  const skipped = samples.filter((run) => run.error);
  return (
    `${name}: benchmarkIndex->CPU of each run (index after it; ! = moved > 20%): ${describeRuns(measured)}` +
    (skipped.length ? `; ${skipped.length} run(s) not measured: ${skipped[0].error}` : '')
  );
};

try {
  await waitForHealth(baseUrl, child);
  console.log(
    `Bench of commit ${commit}, ${runs} run(s) per time figure; ${cpuRule}${extraLoad ? `; ${extraLoad} busy process(es) beside it (--load)` : ''}.`,
  );
  console.log(environmentLine(environment));

  const lighthousePages = [
    ['/', '/'],
    ['/fr/', '/fr/'],
    ['/login', '/login'],
    ['/rw/login', '/rw/login'],
    ['/login (Google configured)', '/login'],
  ].filter(([name]) => !options.pages || options.pages.split(',').includes(name));

  if (selected('assets')) {
    const routes = publicRoutes(distDir);
    const sizes = Object.fromEntries(routes.map((route) => [route, measureRoute(distDir, route)]));
    const locales = ['en', 'fr', 'rw', 'sw'];
    const localeOf = (route) => locales.find((locale) => route.startsWith(`/${locale}/`)) ?? 'en';
    const pageOf = (route) => (localeOf(route) === 'en' ? route : route.slice(3) || '/');
    const grid = {};
    for (const route of routes) {
      const brotli = sizes[route].initial.brotli;
      grid[pageOf(route)] ??= {};
      grid[pageOf(route)][localeOf(route)] = `${kib(brotli)}${brotli > BUDGET_BYTES ? ' OVER' : ''}`;
    }
    const over = routes.filter((route) => sizes[route].initial.brotli > BUDGET_BYTES);
    printTable(`Initial JS+CSS brotli of every public page (${routes.length} in prerender.json; OVER = more than 130 KB)`, grid, [
      over.length ? `${over.length} of ${routes.length} pages over 130 KB: ${over.join(', ')}` : `no page over 130 KB`,
    ]);
    const detailPages = [...new Set(lighthousePages.map(([, path]) => path))];
    const untouched = {};
    for (const page of detailPages) untouched[page] = await measureUntouchedDownload(baseUrl, page);
    const detail = {};
    for (const page of detailPages) {
      const size = sizes[page] ?? measureRoute(distDir, page);
      detail[page] = {
        'JS+CSS raw': kib(size.initial.raw),
        'JS+CSS gzip': kib(size.initial.gzip),
        'JS+CSS brotli': kib(size.initial.brotli),
        'page-linked (before start) brotli': kib(size.beforeStartBrotli),
        'scripts downloaded untouched (wire)': kib(untouched[page]),
        'HTML raw / brotli': `${kib(size.html.raw)} / ${kib(size.html.brotli)}`,
      };
    }
    printTable(
      'Initial download of the Lighthouse pages (scripts downloaded untouched: unthrottled visit, 10 s after load)',
      detail,
    );
    results.assets = { sizes, untouched, overBudget: over };
    save();
  }

  if (selected('lighthouse')) {
    const lighthouse = {};
    for (const [name, path] of lighthousePages) {
      const url = `${name.includes('Google') ? googleBaseUrl : baseUrl}${path}`;
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        samples.push(await lighthouseSample(url, join(work, `chrome-${name.replace(/\W+/g, '-')}-${run}`)));
      }
      lighthouse[name] = summariseLighthouse(samples);
    }
    const rows = Object.fromEntries(Object.entries(lighthouse).map(([name, figures]) => [name, lighthouseRow(figures)]));
    printTable(
      `Lighthouse ${environment.lighthouse} mobile (simulated Slow 4G, Moto G Power screen), ${runs} runs each, median (min-max); ${cpuRule}`,
      rows,
      Object.entries(lighthouse).flatMap(([name, figures]) => [
        runLine(name, figures.runs),
        `${name}: Lighthouse's own benchmarkIndex of each run: ${figures.runs
          .filter((run) => !run.error)
          .map((run) => Math.round(run.lighthouseBenchmarkIndex))
          .join(', ')}`,
      ]),
    );
    results.lighthouse = lighthouse;
    save();
  }

  if (selected('floor')) {
    // The variants alternate within each run, so a busy minute of the machine falls on all of them alike.
    const floorPages = [...new Set(lighthousePages.filter(([name]) => !name.includes('Google')).map(([, path]) => path))];
    const pages = options.pages ? floorPages : ['/'];
    const proxies = [];
    for (const variant of FLOOR_VARIANTS) proxies.push({ variant, proxy: await startRewritingProxy(baseUrl, variant.rewrite) });
    const floor = {};
    try {
      for (const path of pages) {
        const samples = Object.fromEntries(FLOOR_VARIANTS.map((variant) => [variant.name, []]));
        for (let run = 0; run < runs; run += 1) {
          for (const { variant, proxy } of proxies) {
            const userDataDir = join(
              work,
              `chrome-floor-${variant.name.replace(/\W+/g, '-')}-${path.replace(/\W+/g, '-')}-${run}`,
            );
            samples[variant.name].push(await lighthouseSample(`${proxy.baseUrl}${path}`, userDataDir));
          }
        }
        for (const [name, runsOfVariant] of Object.entries(samples))
          floor[`${path} ${name}`] = summariseLighthouse(runsOfVariant);
      }
    } finally {
      for (const { proxy } of proxies) await proxy.close();
    }
    const columns = [
      'performance',
      'TBT',
      'TBT by source: document / rendering / scripts',
      'TBT of the trace, tasks on the clock / on a CPU',
      'FCP',
      'longest task',
      'main thread, unslowed: clock / CPU',
    ];
    const rows = Object.fromEntries(Object.entries(floor).map(([name, figures]) => [name, lighthouseRow(figures, columns)]));
    printTable(
      `What this machine allows a page: Lighthouse ${environment.lighthouse} mobile on the page as built and with parts taken away ` +
        `(served through a proxy that rewrites only the HTML), ${runs} runs each, median (min-max); ${cpuRule}`,
      rows,
      Object.entries(floor).map(([name, figures]) => runLine(name, figures.runs)),
    );
    results.floor = floor;
    save();
  }

  if (selected('presses')) {
    const presses = await measureFirstPresses(baseUrl, runs, cpu);
    printTable(
      `First press on a cheap phone (412x823, touch, fresh profile, tap 3 s after load), ${runs} runs, median (min-max); ${cpuRule}`,
      Object.fromEntries(
        Object.entries(presses).map(([name, r]) => [
          name,
          { 'to visible effect': formatSummary(r.time, ms), lost: r.time.missing },
        ]),
      ),
      Object.entries(presses).map(([name, r]) => runLine(name, r.runs)),
    );
    results.firstPresses = presses;
    save();
  }

  if (selected('startup')) {
    const startWork = await measureStartWork(baseUrl, ['/', '/login'], runs, cpu);
    printTable(
      `Start-up work (navigation to the app's start:interactive mark; a bare protocol client, nothing of a harness in the page), ${runs} runs, median (min-max); ${cpuRule}`,
      Object.fromEntries(
        Object.entries(startWork).map(([page, r]) => [
          page,
          {
            'interactive at': formatSummary(r.interactiveAt, ms),
            'main-thread work': formatSummary(r.mainThreadWork, ms),
            'of it on the CPU': formatSummary(r.mainThreadCpu, ms),
            'longest task': formatSummary(r.longestTask, ms),
            'tasks > 50 ms': formatSummary(r.tasksOver50, plain),
            'tasks > 200 ms': formatSummary(r.tasksOver200, plain),
          },
        ]),
      ),
      Object.entries(startWork).map(([page, r]) => runLine(page, r.runs)),
    );
    results.startWork = startWork;
    save();
  }

  if (selected('lists')) {
    const lists = await measureListsAfterScroll(baseUrl, runs, cpu);
    printTable(
      `Trending lists after scrolling to them (3 s after load), ${runs} runs, median (min-max); ${cpuRule}`,
      Object.fromEntries(
        Object.entries(lists).map(([name, r]) => [
          name,
          { 'to cards on screen': formatSummary(r.time, ms), missing: r.time.missing },
        ]),
      ),
      Object.entries(lists).map(([name, r]) => runLine(name, r.runs)),
    );
    results.lists = lists;
    save();
  }

  if (selected('journey')) {
    const journey = await measureJourney(baseUrl, sister, runs, cpu, join(root, 'dist'));
    const row = (summary, unit) => formatSummary(summary, unit);
    printTable(
      `The journey on DevTools Fast 3G (1.6 Mbps x 0.9 down, 750 kbps x 0.9 up, 562.5 ms latency), phone, fresh profile, ${runs} runs, median (min-max); ${cpuRule}`,
      {
        'home painted at': { figure: row(journey.homePaintedAt, ms) },
        'menu tapped at (as soon as painted)': { figure: row(journey.menuTappedAt, ms) },
        'menu answer (tap -> menu visible)': { figure: row(journey.menuAnswer, ms) },
        'menu taps lost (nothing in 15 s: tapped again)': {
          figure: `${journey.runs.filter((run) => run.menuTapLost).length} of ${runs}`,
        },
        'login screen shown after its tap': { figure: row(journey.loginShownAfterTap, ms) },
        'sister platform reached after Sign In': { figure: row(journey.sisterAfterSignIn, ms) },
        'total journey (navigation start -> sister)': { figure: row(journey.total, ms) },
        'bytes over the wire (received)': { figure: row(journey.bytes, kib) },
      },
      [
        runLine('journey', journey.runs),
        `bytes by target of each run: ${journey.runs
          .filter((run) => run.bytesByTarget)
          .map((run) =>
            Object.entries(run.bytesByTarget)
              .map(([type, bytes]) => `${type} ${kib(bytes)}`)
              .join(' + '),
          )
          .join('; ')}`,
        ...largestResponses(journey.runs.find((run) => run.bytesByAddress)?.bytesByAddress),
        ...journey.runs.filter((run) => run.error).map((run) => `a run did not finish: ${run.error}`),
      ],
    );
    results.journey = journey;
    save();
  }

  if (selected('throughput')) {
    const jobsJson = await (await fetch(`${baseUrl}/api/jobs?limit=6`)).text();
    writeFileSync(join(siteCopy, 'bench-jobs.json'), jobsJson); // @fastify/static serves new files of its folder
    const throughput = await compareThroughput(`${baseUrl}/api/jobs?limit=6`, `${baseUrl}/bench-jobs.json`);
    printTable('Throughput on loopback (autocannon, 10 connections, 10 s each)', {
      'GET /api/jobs?limit=6': { 'requests/s': Math.round(throughput.api) },
      'static file, same JSON': { 'requests/s': Math.round(throughput.static) },
      ratio: { 'requests/s': `${(100 * throughput.ratio).toFixed(0)}%` },
    });
    results.throughput = throughput;
    save();
  }

  if (selected('server-load')) {
    // A server of its own, started as the README says behind one proxy (TRUST_PROXY=1, the real rate limits).
    const loadServer = await startLoadServer();
    let serverLoad;
    try {
      serverLoad = await measureServerLoad(loadServer.url);
    } finally {
      await loadServer.stop();
    }
    printTable(
      'Server under load on loopback (sign-in at the production argon2id cost, TRUST_PROXY=1; event-loop delay from /api/metrics)',
      serverLoadTable(serverLoad),
    );
    results.serverLoad = serverLoad;
    save();
  }

  if (selected('packages')) {
    // What the sister platforms install (tools/bench/packages.mjs): tarball sizes and each entry point's JS.
    const packages = measurePackages(root);
    printTable(
      'Published packages (npm pack of dist/packages/<project>; brotli of each entry point and the chunks it loads)',
      packagesTable(packages),
    );
    results.packages = packages;
    save();
  }

  results.loadAverageAtEnd = loadNow();
  save();
  console.log(`\nFigures, environment and every run written to ${out}`);
} finally {
  await stopAll();
}
