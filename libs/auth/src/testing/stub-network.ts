import { createApiClient, type ApiClient } from '@intambwe/api-client';
import { networkHandlers, type Answer, type RecordedCall, type Route } from '@intambwe/api-client/testing';
import { freshApiBase, networkServer } from '@intambwe/api-client/testing/node';
import { googleNonceAnswer } from './sample-answers';

export * from './sample-answers';
export type { RecordedCall };

/**
 * The network edge for unit tests: msw answers per "METHOD /path" (path after
 * /api). 'never' stays pending (submitting states), 'offline' fails like a
 * dropped connection. An array answers in turn (the last one repeats). Any
 * other API call gets a 404 envelope; a call elsewhere fails the test.
 */
export type StubAnswer = Answer;
export type StubRoute = Route;
export type StubRoutes = Record<string, StubRoute>;

/**
 * Routes the network for this test and gives an API client on the normal
 * `fetch` (msw answers it), the calls that reached the edge, and that fetch
 * (for calls beyond the API, such as OpenID Connect). Calls that every
 * journey of a kind makes on the way (Google's nonce) answer like the server
 * unless the test routes them.
 */
export function stubNetwork(routes: StubRoutes = {}): { api: ApiClient; calls: RecordedCall[]; fetch: typeof fetch } {
  const calls: RecordedCall[] = [];
  // An API origin of this network's own: a request an earlier test left in flight never takes these answers.
  const apiBase = freshApiBase();
  networkServer().use(...networkHandlers({ 'POST /auth/google/nonce': googleNonceAnswer, ...routes }, { calls, notFound: true, apiBase }));
  const api = createApiClient({ baseUrl: apiBase });
  return { api, calls, fetch: (input, init) => globalThis.fetch(input, init) };
}
