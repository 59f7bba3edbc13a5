import { delay, http, HttpResponse, type HttpHandler } from 'msw';

/**
 * What the network edge answers to one call, for tests and stories (msw
 * handlers, shared by Vitest's `msw/node` server and Storybook's service worker):
 * a status and JSON body (after `delayMs`), 'never' (stays pending until the
 * caller gives up: loading and submitting states) or 'offline' (a dropped
 * connection: the browser's "TypeError: Failed to fetch").
 */
export type Answer<TBody = unknown> =
  | { status?: number; body?: TBody; headers?: Record<string, string>; delayMs?: number }
  | 'never'
  | 'offline';

/** An answer chosen from the request (and its JSON body, parsed). */
export type AnswerFn<TBody = unknown> = (request: Request, body: unknown) => Answer<TBody> | Promise<Answer<TBody>>;

/** One route: an answer, answers in turn (the last one repeats), or a function of the request. */
export type Route<TBody = unknown> = Answer<TBody> | ReadonlyArray<Answer<TBody>> | AnswerFn<TBody>;

/** Routes by "METHOD /path", the path after the API's `/api` (or from the origin's root: `/.well-known/…`). */
export type NetworkRoutes = Record<string, Route | undefined>;

/** A call that reached the edge, as tests read it. */
export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
  authorization: string | null;
}

export interface NetworkHandlerOptions {
  /** Every call the handlers see, in order. */
  calls?: RecordedCall[];
  /** Answer an API call no route names with a 404 envelope instead of letting msw warn or fail. */
  notFound?: boolean;
  /**
   * The API these routes stand in for (`http://api-3.test/api`): calls under `/api` to another origin
   * are not theirs. Tests give each network its own origin, so a request a previous test left in
   * flight never takes this test's answers. Paths outside `/api` (OpenID's) match on any origin.
   */
  apiBase?: string;
}

/** The path a route names: the URL's path without the API's `/api` prefix. */
export function routePath(url: string): string {
  return new URL(url).pathname.replace(/^\/api(?=\/|$)/, '');
}

function parseKey(key: string): { method: string; path: string } {
  const space = key.indexOf(' ');
  if (space < 1) throw new Error(`A network route is "METHOD /path", not "${key}"`);
  return { method: key.slice(0, space).toUpperCase(), path: key.slice(space + 1) };
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Stays pending until the caller aborts (then fails as an aborted fetch does). */
async function never(request: Request): Promise<Response> {
  await new Promise<void>((resolve) => {
    if (request.signal.aborted) resolve();
    else request.signal.addEventListener('abort', () => resolve(), { once: true });
  });
  return HttpResponse.error();
}

/** The msw response for one answer. */
export async function respond(answer: Answer, request: Request): Promise<Response> {
  if (answer === 'never') return never(request);
  if (answer === 'offline') return HttpResponse.error();
  if (answer.delayMs) await delay(answer.delayMs);
  return HttpResponse.json((answer.body ?? {}) as never, { status: answer.status ?? 200, headers: answer.headers });
}

/** Whether a request is for the API at `apiBase` (or outside any API, when given). */
function inScope(url: string, apiBase: string | undefined): boolean {
  if (!apiBase) return true;
  const { origin, pathname } = new URL(url);
  return !/^\/api(\/|$)/.test(pathname) || origin === new URL(apiBase).origin;
}

/** One msw handler for one route of the map. */
export function routeHandler(key: string, route: Route, calls?: RecordedCall[], apiBase?: string): HttpHandler {
  const { method, path } = parseKey(key);
  let turn = 0;
  return http.all(
    ({ request }) => request.method === method && routePath(request.url) === path && inScope(request.url, apiBase),
    async ({ request }) => {
      const body = await readBody(request);
      record(calls, request, body);
      let answer: Answer;
      if (typeof route === 'function') answer = await (route as AnswerFn)(request, body);
      else if (Array.isArray(route)) answer = route[Math.min(turn++, route.length - 1)] as Answer;
      else answer = route as Answer;
      return respond(answer, request);
    },
  );
}

function record(calls: RecordedCall[] | undefined, request: Request, body: unknown): void {
  if (!calls) return;
  const url = new URL(request.url);
  calls.push({
    method: request.method,
    path: routePath(request.url),
    search: url.search,
    body,
    authorization: request.headers.get('authorization'),
  });
}

/** A call to an API (a path under `/api/`) or to a made-up test host (`*.test`: an OpenID Provider's paths). */
function isTestCall(url: string): boolean {
  const { hostname, pathname } = new URL(url);
  return /^\/api\//.test(pathname) || hostname.endsWith('.test');
}

/** The 404 envelope for an API call (or a call to a `*.test` host) no route names. */
export function notFoundHandler(calls?: RecordedCall[], apiBase?: string): HttpHandler {
  return http.all(
    ({ request }) => isTestCall(request.url) && inScope(request.url, apiBase),
    async ({ request }) => {
      record(calls, request, await readBody(request));
      const key = `${request.method} ${routePath(request.url)}`;
      return HttpResponse.json({ success: false, error: `No stub for ${key}` }, { status: 404 });
    },
  );
}

/**
 * The answer map (`{ 'POST /auth/login': answer, … }`) as msw handlers, in the
 * map's order, with a 404 for any other API call when `notFound` is set.
 */
export function networkHandlers(routes: NetworkRoutes = {}, options: NetworkHandlerOptions = {}): HttpHandler[] {
  const handlers = Object.entries(routes)
    .filter((entry): entry is [string, Route] => entry[1] !== undefined)
    .map(([key, route]) => routeHandler(key, route, options.calls, options.apiBase));
  return options.notFound ? [...handlers, notFoundHandler(options.calls, options.apiBase)] : handlers;
}
