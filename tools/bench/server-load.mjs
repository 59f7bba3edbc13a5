// Server load figures, against a server on loopback started as the README says (TRUST_PROXY=1, the real
// rate limits, a fresh data directory): each caller comes "through the proxy" with an X-Forwarded-For
// address of the benchmarking range 198.18.0.0/15 (only a header: no traffic goes there). Each figure is
// the median of RUNS runs, with fresh addresses and accounts per run:
//   - sign-in throughput and latency at 20 concurrent callers (real argon2id cost);
//   - a real person's sign-in while junk is in flight: 50 junk sign-ins from one address and 200 from
//     50 addresses (4 each), fired at once; the person signs in again and again until the junk is answered
//     (p95 of their sign-ins), from a browser that signed in before (device token) and from a new one;
//     the event loop's delay p99 meanwhile (from the server's /api/metrics);
//   - the owner after 100 failed sign-ins from 10 addresses: from a known browser (device token, no check)
//     and from a new browser (one ALTCHA challenge, solved here with altcha-lib as the widget would);
//   - GET /api/jobs?limit=6 latency p99 over 30 s at 50 connections, with the error count.
// Bounded in count and time; nothing here is a test: time is measured, not asserted.
import autocannon from 'autocannon';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

const RUNS = Number(process.env.BENCH_SERVER_RUNS ?? 5);
const SIGN_IN_CALLERS = 20;
const SIGN_INS_PER_CALLER = Number(process.env.BENCH_SIGN_INS_PER_CALLER ?? 8);
const JUNK_ONE_ADDRESS = 50;
const JUNK_ADDRESSES = 50;
const JUNK_PER_ADDRESS = 4;
const OWNER_SAMPLES_MAX = 20;
const JOBS_CONNECTIONS = 50;
const JOBS_SECONDS = Number(process.env.BENCH_JOBS_SECONDS ?? 30);

const PASSWORD = 'Bench7Load-Runner';
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const round = (value) => Math.round(value * 10) / 10;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Fresh client addresses of the benchmarking range (198.18.0.0/15), never reused within a bench. */
let addressCounter = 0;
function nextAddress() {
  addressCounter += 1;
  return `198.${18 + ((addressCounter >> 16) & 1)}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

async function postJson(baseUrl, path, body, address) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, json };
}

async function metrics(baseUrl, reset) {
  const response = await fetch(`${baseUrl}/api/metrics${reset ? '?reset=1' : ''}`);
  if (!response.ok) throw new Error(`GET /api/metrics answered ${response.status}`);
  return response.json();
}

let accountCounter = 0;
/** A new account, and the device token of its registration (the browser that made it). */
async function newAccount(baseUrl, label) {
  accountCounter += 1;
  const email = `bench.${label}.${accountCounter}.${Date.now()}@example.com`;
  const registered = await postJson(baseUrl, '/api/auth/register', { firstName: 'Bench', lastName: 'Runner', email, password: PASSWORD, role: 'student' }, nextAddress());
  if (registered.status !== 201) throw new Error(`registering a bench account answered ${registered.status}`);
  return { email, deviceToken: registered.json.data.deviceToken };
}

const signIn = (baseUrl, body, address = nextAddress()) => postJson(baseUrl, '/api/auth/login', body, address);

/** One run: 20 callers, each its own address, signing in as soon as their previous sign-in answered. */
async function signInThroughputRun(baseUrl) {
  const { email } = await newAccount(baseUrl, 'throughput');
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SIGN_IN_CALLERS }, async () => {
      const address = nextAddress();
      for (let i = 0; i < SIGN_INS_PER_CALLER; i += 1) {
        const start = performance.now();
        const { status } = await signIn(baseUrl, { email, password: PASSWORD }, address).catch(() => ({ status: 0 }));
        latencies.push(performance.now() - start);
        if (status !== 200) errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95), errors, signIns: latencies.length };
}

/** One run: the junk burst, and the person signing in (sequentially) until it is all answered. */
async function junkLoadRun(baseUrl, knownDevice) {
  const owner = await newAccount(baseUrl, 'person');
  const ownerAddress = nextAddress();
  const oneAddress = nextAddress();
  const spread = Array.from({ length: JUNK_ADDRESSES }, () => nextAddress());
  const junkStatuses = {};
  const junk = (address, i) =>
    signIn(baseUrl, { email: `junk.${accountCounter}.${i}.${Math.random().toString(36).slice(2)}@example.com`, password: 'Wrong-guess-1' }, address)
      .then(({ status }) => status)
      .catch(() => 0)
      .then((status) => {
        junkStatuses[status] = (junkStatuses[status] ?? 0) + 1;
      });
  await metrics(baseUrl, true);
  let inFlight = true;
  const burst = Promise.all([
    ...Array.from({ length: JUNK_ONE_ADDRESS }, (_, i) => junk(oneAddress, i)),
    ...spread.flatMap((address, a) => Array.from({ length: JUNK_PER_ADDRESS }, (_, i) => junk(address, `${a}-${i}`))),
  ]).then(() => {
    inFlight = false;
  });
  const latencies = [];
  let ownerErrors = 0;
  const body = { email: owner.email, password: PASSWORD, ...(knownDevice ? { deviceTokens: [owner.deviceToken] } : {}) };
  while ((inFlight || latencies.length === 0) && latencies.length < OWNER_SAMPLES_MAX) {
    const start = performance.now();
    const { status } = await signIn(baseUrl, body, ownerAddress);
    latencies.push(performance.now() - start);
    if (status !== 200) ownerErrors += 1;
  }
  await burst;
  const { eventLoopDelayMs } = await metrics(baseUrl, false);
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), samples: latencies.length, ownerErrors, eventLoopP99: eventLoopDelayMs.p99, junkStatuses };
}

/**
 * 100 failed sign-ins to an account from 10 addresses (10 each, within every per-address allowance): the
 * addresses at once, each one's guesses one after another (more than 8 at once from one address are refused
 * by the hashing queue, 503, and would not count as failures). Answers the number refused as a wrong password.
 */
async function hundredFailures(baseUrl, email) {
  const addresses = Array.from({ length: 10 }, () => nextAddress());
  const counted = await Promise.all(
    addresses.map(async (address, a) => {
      let failures = 0;
      for (let i = 0; i < 10; i += 1) if ((await signIn(baseUrl, { email, password: `Guess-${a}-${i}` }, address)).status === 401) failures += 1;
      return failures;
    }),
  );
  return counted.reduce((sum, failures) => sum + failures, 0);
}

/**
 * One run: 100 failures from 10 addresses, then the owner signs in from a new browser (one challenge, solved
 * here as the widget would); then 100 failures again (the owner's success ended the first run of failures),
 * and the owner signs in from a browser that signed in before (device token: no challenge).
 */
async function afterFailuresRun(baseUrl) {
  const owner = await newAccount(baseUrl, 'owner');
  const failures = await hundredFailures(baseUrl, owner.email);
  let start = performance.now();
  const address = nextAddress();
  const first = await signIn(baseUrl, { email: owner.email, password: PASSWORD }, address);
  let challenges = 0;
  let newStatus = first.status;
  if (first.status === 403 && first.json?.code === 'CHALLENGE_REQUIRED') {
    challenges += 1;
    const challenge = await (await fetch(`${baseUrl}/api/auth/challenge`, { headers: { 'x-forwarded-for': address } })).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    newStatus = (await signIn(baseUrl, { email: owner.email, password: PASSWORD, altcha }, address)).status;
  }
  const newMs = performance.now() - start;

  const failuresAgain = await hundredFailures(baseUrl, owner.email);
  start = performance.now();
  const known = await signIn(baseUrl, { email: owner.email, password: PASSWORD, deviceTokens: [owner.deviceToken] });
  const knownMs = performance.now() - start;
  return { knownMs, knownStatus: known.status, newMs, newStatus, challenges, failures: [failures, failuresAgain] };
}

function measureJobs(baseUrl) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${baseUrl}/api/jobs?limit=6`, connections: JOBS_CONNECTIONS, duration: JOBS_SECONDS, pipelining: 1 }, (error, result) => {
      if (error) reject(error);
      else
        resolve({
          connections: JOBS_CONNECTIONS,
          seconds: JOBS_SECONDS,
          requests: result.requests.total,
          perSecond: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        });
    });
  });
}

async function repeat(runs, measure) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await measure());
  return results;
}

/** The figures of a server at `baseUrl`, started with TRUST_PROXY=1 (the bench speaks through X-Forwarded-For). */
export async function measureServerLoad(baseUrl, { runs = RUNS, jobs = true } = {}) {
  await signIn(baseUrl, { email: 'warm.up@example.com', password: PASSWORD }); // warm up
  const throughputRuns = await repeat(runs, () => signInThroughputRun(baseUrl));
  const junkKnownRuns = await repeat(runs, () => junkLoadRun(baseUrl, true));
  const junkNewRuns = await repeat(runs, () => junkLoadRun(baseUrl, false));
  const failureRuns = await repeat(runs, () => afterFailuresRun(baseUrl));
  const pick = (results, key) => round(median(results.map((result) => result[key])));
  return {
    runs,
    signIn: {
      callers: SIGN_IN_CALLERS,
      signInsPerRun: SIGN_IN_CALLERS * SIGN_INS_PER_CALLER,
      perSecond: pick(throughputRuns, 'perSecond'),
      p50Ms: pick(throughputRuns, 'p50'),
      p95Ms: pick(throughputRuns, 'p95'),
      errors: throughputRuns.reduce((sum, result) => sum + result.errors, 0),
      perRun: throughputRuns.map((result) => round(result.perSecond)),
    },
    underJunk: Object.fromEntries(
      [
        ['knownDevice', junkKnownRuns],
        ['newDevice', junkNewRuns],
      ].map(([name, results]) => [
        name,
        {
          personP50Ms: pick(results, 'p50'),
          personP95Ms: pick(results, 'p95'),
          eventLoopP99Ms: pick(results, 'eventLoopP99'),
          personSamples: results.map((result) => result.samples),
          personErrors: results.reduce((sum, result) => sum + result.ownerErrors, 0),
          p95PerRun: results.map((result) => round(result.p95)),
          junkStatuses: results.at(-1).junkStatuses,
        },
      ]),
    ),
    afterFailures: {
      knownDeviceMs: pick(failureRuns, 'knownMs'),
      newDeviceMs: pick(failureRuns, 'newMs'),
      challengesNewDevice: failureRuns.map((result) => result.challenges),
      /** Wrong-password answers (401) of each run's two rounds of 100 guesses: each must be 100 for the figure to mean it. */
      failuresCounted: failureRuns.map((result) => result.failures.join('+')),
      statuses: failureRuns.map((result) => `${result.knownStatus}/${result.newStatus}`),
    },
    jobs: jobs ? await measureJobs(baseUrl) : null,
  };
}

/** The figures as rows for console.table. */
export function serverLoadTable({ runs, signIn, underJunk, afterFailures, jobs }) {
  const rows = {
    [`sign-in, ${signIn.callers} callers (${signIn.signInsPerRun} per run)`]: {
      figure: `${signIn.perSecond}/s`,
      'p50 / p95': `${signIn.p50Ms} / ${signIn.p95Ms} ms`,
      'per run': signIn.perRun.join(', '),
      errors: signIn.errors,
    },
  };
  for (const [name, label] of [
    ['knownDevice', 'a person (known browser) under 250 junk sign-ins'],
    ['newDevice', 'a person (new browser) under 250 junk sign-ins'],
  ]) {
    const figures = underJunk[name];
    rows[label] = {
      figure: `p95 ${figures.personP95Ms} ms`,
      'p50 / p95': `${figures.personP50Ms} / ${figures.personP95Ms} ms`,
      'per run': figures.p95PerRun.join(', '),
      errors: figures.personErrors,
    };
    rows[`event-loop delay p99 meanwhile (${name === 'knownDevice' ? 'known' : 'new'})`] = { figure: `${figures.eventLoopP99Ms} ms`, 'p50 / p95': '', 'per run': '', errors: '' };
  }
  rows['owner after 100 failures, known browser'] = { figure: `${afterFailures.knownDeviceMs} ms`, 'p50 / p95': '', 'per run': afterFailures.statuses.join(' '), errors: '' };
  rows['owner after 100 failures, new browser (1 challenge)'] = {
    figure: `${afterFailures.newDeviceMs} ms`,
    'p50 / p95': '',
    'per run': `challenges ${afterFailures.challengesNewDevice.join(', ')}; 401s ${afterFailures.failuresCounted.join(', ')}`,
    errors: '',
  };
  if (jobs) {
    rows[`GET /api/jobs, ${jobs.connections} connections, ${jobs.seconds} s`] = {
      figure: `${jobs.perSecond}/s`,
      'p50 / p95': `${jobs.p50Ms} ms / ${jobs.p99Ms} ms (p99)`,
      'per run': '',
      errors: jobs.errors + jobs.non2xx,
    };
  }
  return { [`(median of ${runs} runs)`]: { figure: '', 'p50 / p95': '', 'per run': '', errors: '' }, ...rows };
}

// `node tools/bench/server-load.mjs http://127.0.0.1:3000` measures a server that is already running (TRUST_PROXY=1);
// `node tools/bench/server-load.mjs --start` starts the built server (apps/api/dist/main.js) itself, on a fresh data dir.
if (import.meta.url === `file://${process.argv[1]}` && process.argv[2]) {
  const { startLoadServer } = await import('./load-server.mjs');
  const server = process.argv[2] === '--start' ? await startLoadServer() : { url: process.argv[2], stop: async () => undefined };
  try {
    const figures = await measureServerLoad(server.url, { jobs: !process.argv.includes('--no-jobs') });
    console.log(JSON.stringify(figures, null, 2));
    console.table(serverLoadTable(figures));
  } finally {
    await server.stop();
  }
}
