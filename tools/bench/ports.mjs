// Ports for the bench's servers and browsers. BENCH_PORTS=4900-4949 keeps every one of them
// in that range (several people share a machine, each with their own ports); without it
// the system picks free ones.
import { createServer } from 'node:net';

function tryPort(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
  });
}

const range = process.env.BENCH_PORTS?.match(/^(\d+)-(\d+)$/);
const taken = new Set();

/** A port nobody listens on now (and that this bench has not handed out already). */
export async function freePort() {
  if (!range) return tryPort(0);
  for (let port = Number(range[1]); port <= Number(range[2]); port += 1) {
    if (taken.has(port)) continue;
    if ((await tryPort(port)) !== null) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port left in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}
