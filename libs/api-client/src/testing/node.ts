import { setupServer } from 'msw/node';
import { afterAll, afterEach } from 'vitest';

/**
 * The network edge of unit tests (jsdom or node): one msw server per test
 * file, listening from the first `networkServer()` call; each test's handlers
 * are dropped after it. A call
 * no handler answers fails the test. Importing this module registers the
 * reset after each test and the close after the file.
 */
type NetworkServer = ReturnType<typeof setupServer>;
let server: NetworkServer | undefined;

export function networkServer(): NetworkServer {
  if (server) return server;
  const started = setupServer();
  started.listen({ onUnhandledRequest: 'error' });
  server = started;
  return started;
}

afterEach(() => {
  server?.resetHandlers();
});

afterAll(() => {
  server?.close();
  server = undefined;
});

let networks = 0;

/** An API base of its own for one test's network (`http://api-1.test/api`, `http://api-2.test/api`, …). */
export function freshApiBase(): string {
  networks += 1;
  return `http://api-${networks}.test/api`;
}
