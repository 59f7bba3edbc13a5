// Server load figures (issue 14.9), against a running server on loopback:
//   - sign-in latency p50/p95 under 20 concurrent callers (real scrypt cost),
//     and the event loop's delay p99 meanwhile (from the server's /api/metrics);
//   - GET /api/jobs?limit=6 latency p99 over 30 s at 50 connections, with the error count.
// Bounded in count and time; nothing here is a test: time is measured, not asserted.
import autocannon from 'autocannon';

const SIGN_IN_CALLERS = 20;
const SIGN_INS_PER_CALLER = Number(process.env.BENCH_SIGN_INS_PER_CALLER ?? 8);
const JOBS_CONNECTIONS = 50;
const JOBS_SECONDS = Number(process.env.BENCH_JOBS_SECONDS ?? 30);

const account = { firstName: 'Bench', lastName: 'Runner', email: 'bench.runner@example.com', password: 'Bench7Load-Runner', role: 'student' };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (value) => Math.round(value * 10) / 10;

async function postJson(url, body) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await response.arrayBuffer();
  return response.status;
}

async function metrics(baseUrl, reset) {
  const response = await fetch(`${baseUrl}/api/metrics${reset ? '?reset=1' : ''}`);
  if (!response.ok) throw new Error(`GET /api/metrics answered ${response.status}`);
  return response.json();
}

/** 20 callers signing in at once, each as soon as its previous sign-in answered. */
async function measureSignIn(baseUrl) {
  const registered = await postJson(`${baseUrl}/api/auth/register`, account);
  if (registered !== 201 && registered !== 409) throw new Error(`registering the bench account answered ${registered}`);
  await postJson(`${baseUrl}/api/auth/login`, { email: account.email, password: account.password }); // warm up
  await metrics(baseUrl, true);
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SIGN_IN_CALLERS }, async () => {
      for (let i = 0; i < SIGN_INS_PER_CALLER; i += 1) {
        const start = performance.now();
        const status = await postJson(`${baseUrl}/api/auth/login`, { email: account.email, password: account.password }).catch(() => 0);
        latencies.push(performance.now() - start);
        if (status !== 200) errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const { eventLoopDelayMs } = await metrics(baseUrl, false);
  latencies.sort((a, b) => a - b);
  return {
    callers: SIGN_IN_CALLERS,
    signIns: latencies.length,
    errors,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    perSecond: round(latencies.length / seconds),
    eventLoopDelayMs,
  };
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

/** The figures of a server at `baseUrl` (it must allow many sign-ins: RATE_LIMIT_FACTOR raised). */
export async function measureServerLoad(baseUrl) {
  const signIn = await measureSignIn(baseUrl);
  const jobs = await measureJobs(baseUrl);
  return { signIn, jobs };
}

/** The figures as rows for console.table. */
export function serverLoadTable({ signIn, jobs }) {
  return {
    [`sign-in, ${signIn.callers} concurrent callers (${signIn.signIns} sign-ins)`]: {
      p50: `${signIn.p50Ms} ms`,
      'p95 / p99': `${signIn.p95Ms} ms (p95)`,
      'per second': signIn.perSecond,
      errors: signIn.errors,
    },
    'event-loop delay during sign-in': {
      p50: `${signIn.eventLoopDelayMs.p50} ms`,
      'p95 / p99': `${signIn.eventLoopDelayMs.p99} ms (p99)`,
      'per second': '',
      errors: '',
    },
    [`GET /api/jobs, ${jobs.connections} connections, ${jobs.seconds} s`]: {
      p50: `${jobs.p50Ms} ms`,
      'p95 / p99': `${jobs.p99Ms} ms (p99)`,
      'per second': jobs.perSecond,
      errors: jobs.errors + jobs.non2xx,
    },
  };
}

// `node tools/bench/server-load.mjs http://127.0.0.1:3000` measures a server that is already running.
if (import.meta.url === `file://${process.argv[1]}` && process.argv[2]) {
  const figures = await measureServerLoad(process.argv[2]);
  console.log(JSON.stringify(figures, null, 2));
  console.table(serverLoadTable(figures));
}
