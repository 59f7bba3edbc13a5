/**
 * Stories never reach a real server: each story describes the answers it
 * needs at the network edge (the `fetch` the API client uses).
 *
 *   parameters: { network: { 'GET /jobs': { status: 200, body: {...} }, 'POST /contact': 'never' } }
 *
 * 'never' keeps a request pending forever (loading states); 'offline' fails
 * like a dropped connection.
 */
export type StubbedAnswer = { status?: number; body?: unknown; delayMs?: number } | 'never' | 'offline';
export type NetworkStubs = Record<string, StubbedAnswer | ((request: Request) => StubbedAnswer)>;

export const STORY_API_BASE = 'http://storybook.test/api';

export function createStubFetch(stubs: NetworkStubs = {}): typeof fetch {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const stub = stubs[`${request.method} ${path}`];
    const answer = typeof stub === 'function' ? stub(request) : stub;
    if (answer === undefined) {
      return new Response(JSON.stringify({ success: false, error: `No stub for ${request.method} ${path}` }), { status: 404 });
    }
    if (answer === 'never') return new Promise<Response>(() => undefined);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}
