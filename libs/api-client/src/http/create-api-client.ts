import type { KyInstance, Options as KyOptions } from 'ky';
import * as v from 'valibot';
import { describeIssues, ERROR_CODES } from '@intambwe/contract';
import { ApiError } from './api-error';
import { classifyTransportError, isCredentialsCall } from './error-catalogue';

export type SearchParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  searchParams?: SearchParams;
  signal?: AbortSignal;
  /** Milliseconds, or false for none (the default, as in SPEC §7). */
  timeout?: number | false;
  headers?: Record<string, string>;
  /**
   * On a 401 the session is asked to renew the access token once and the call is
   * repeated (the default). False for the calls that renew or end the session itself.
   */
  renewOnUnauthorized?: boolean;
  /** A JSON body for a DELETE (DELETE /account carries the password); the other methods take theirs as an argument. */
  body?: unknown;
}

/**
 * How the client takes part in a session (libs/auth binds one): where the
 * bearer token comes from, and what to do when the server answers 401 to a
 * call that carried it. The client itself never navigates and never writes
 * storage.
 */
export interface SessionBinding {
  /** The access token to send, or null. */
  accessToken(): string | null;
  /**
   * Called after a 401 to a call that carried `failedToken`. Resolves true when a
   * new access token is ready (the call is then repeated once), false when the
   * session has ended.
   */
  renewAfterUnauthorized(failedToken: string): Promise<boolean>;
}

/**
 * Without a session bound (a client used on its own, or before the session
 * owner binds one): no token is sent, and a 401 is the caller's. The session
 * owner (`@intambwe/auth`) keeps the tokens and ends the stored session when
 * a 401 cannot be renewed (SPEC §8).
 */
export const anonymousSession: SessionBinding = {
  accessToken: () => null,
  renewAfterUnauthorized: async () => false,
};

export interface ApiClientOptions {
  /** Base URL ending in /api, absolute or relative to the page. */
  baseUrl: string;
  /** The session the client starts with (see `bindSession`); by default none (no token is sent). */
  session?: SessionBinding;
  /** Language of the person, sent as `Accept-Language` (the server words its emails in it). */
  language?: () => string | undefined;
  timeout?: number | false;
  fetch?: typeof fetch;
}

type Schema = v.GenericSchema;
type Out<S extends Schema> = v.InferOutput<S>;

/** The shared HTTP client of SPEC §7: get, post, put, delete, patch and multipart post. */
export interface ApiClient {
  readonly baseUrl: string;
  /** The fetch this client sends with (the one given in the options, or the browser's): for calls beyond the API, such as OpenID Connect. */
  readonly fetch: typeof fetch;
  get<S extends Schema>(path: string, schema: S, options?: RequestOptions): Promise<Out<S>>;
  post<S extends Schema>(path: string, body: unknown, schema: S, options?: RequestOptions): Promise<Out<S>>;
  put<S extends Schema>(path: string, body: unknown, schema: S, options?: RequestOptions): Promise<Out<S>>;
  patch<S extends Schema>(path: string, body: unknown, schema: S, options?: RequestOptions): Promise<Out<S>>;
  delete<S extends Schema>(path: string, schema: S, options?: RequestOptions): Promise<Out<S>>;
  postMultipart<S extends Schema>(path: string, form: FormData, schema: S, options?: RequestOptions): Promise<Out<S>>;
  /** Makes the client send this session's token and ask it to renew after a 401; returns a function that unbinds it. */
  bindSession(binding: SessionBinding): () => void;
}

/** Resolves a relative base ('/api') against the page, so ky gets an absolute prefix. */
export function resolveBaseUrl(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  if (typeof window === 'undefined' || /^https?:\/\//i.test(base)) return base;
  return new URL(base, window.location.href).href.replace(/\/+$/, '');
}

function retryAfterSeconds(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

const textRecord = (value: unknown): Record<string, string> | undefined => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
};

/** What a failure envelope says (CONTRACT.md), read leniently: a proxy's HTML page says nothing. */
function failureFields(body: unknown) {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : undefined);
  const wait = record['retryAfterSeconds'];
  return {
    message: text('error') ?? text('message'),
    code: text('code'),
    details: textRecord(record['details']),
    fieldCodes: textRecord(record['fieldCodes']),
    retryAfterSeconds: typeof wait === 'number' && Number.isFinite(wait) && wait >= 0 ? wait : undefined,
  };
}

async function readFailure(response: Response) {
  try {
    return failureFields(await response.clone().json());
  } catch {
    return failureFields(null);
  }
}

/** A 401 that refuses the proof the person gave (a password, a Google ID token), not the session's token. */
const isProofRefusal = (code: string | undefined) => code === ERROR_CODES.wrongPassword || code === ERROR_CODES.invalidIdToken;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { timeout = false } = options;
  const baseUrl = resolveBaseUrl(options.baseUrl);
  let session = options.session ?? anonymousSession;

  // ky is not in the page's first download (nothing on first paint needs HTTP): it is fetched once the page is
  // idle (below), or by the first request if that comes sooner. A download that failed (the connection dropped)
  // is a network failure of that request, and the next request tries again.
  let kyModule: Promise<{ http: KyInstance; HTTPError: typeof import('ky').HTTPError }> | null = null;
  const loadKy = () =>
    (kyModule ??= import('ky').then(({ default: ky, HTTPError }) => ({
      HTTPError,
      http: ky.create({
        prefixUrl: baseUrl,
        timeout,
        retry: 0,
        throwHttpErrors: true,
        ...(options.fetch ? { fetch: options.fetch } : {}),
        headers: { Accept: 'application/json' },
        hooks: {
          beforeRequest: [
            (request) => {
              const language = options.language?.();
              if (language && !request.headers.has('Accept-Language')) request.headers.set('Accept-Language', language);
            },
          ],
        },
      }),
    })).catch((error: unknown) => {
      kyModule = null;
      throw new ApiError({ kind: 'network', cause: error });
    }));
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => void loadKy().catch(() => undefined), { timeout: 5_000 });
  }

  async function send<S extends Schema>(
    method: 'get' | 'post' | 'put' | 'patch' | 'delete',
    path: string,
    schema: S,
    body: { json?: unknown; form?: FormData },
    requestOptions: RequestOptions = {},
  ): Promise<Out<S>> {
    const relativePath = path.replace(/^\/+/, '');
    const kyOptions: KyOptions = {
      method,
      signal: requestOptions.signal,
      headers: requestOptions.headers,
      ...(requestOptions.timeout !== undefined ? { timeout: requestOptions.timeout } : {}),
      ...(body.json !== undefined ? { json: body.json } : {}),
      ...(body.form ? { body: body.form } : {}),
    };
    if (requestOptions.searchParams) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(requestOptions.searchParams)) {
        if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
      }
      kyOptions.searchParams = params;
    }

    const { http, HTTPError } = await loadKy();
    const attempt = (token: string | null) =>
      http(relativePath, token ? { ...kyOptions, headers: { ...requestOptions.headers, Authorization: `Bearer ${token}` } } : kyOptions);
    let response: Response;
    try {
      const token = session.accessToken();
      try {
        response = await attempt(token);
      } catch (error) {
        const unauthorized =
          token !== null &&
          requestOptions.renewOnUnauthorized !== false &&
          error instanceof HTTPError &&
          error.response.status === 401 &&
          !isCredentialsCall(error.request.url);
        // A wrong current password (change-password, change-email, DELETE /account), or a Google sign-in that does not
        // prove the account (DELETE /account of a Google-only account), is a 401 of a session that is fine.
        const renew = unauthorized && error instanceof HTTPError && !isProofRefusal((await readFailure(error.response.clone())).code);
        // The access token expired (or was revoked): the session renews it once, then the call is repeated.
        if (!renew || !(await session.renewAfterUnauthorized(token))) throw error;
        response = await attempt(session.accessToken());
      }
    } catch (error) {
      if (error instanceof HTTPError) {
        const { status } = error.response;
        const failure = await readFailure(error.response);
        throw new ApiError({
          kind: 'http',
          status,
          code: failure.code,
          serverMessage: failure.message,
          details: failure.details,
          fieldCodes: failure.fieldCodes,
          retryAfterSeconds: failure.retryAfterSeconds ?? retryAfterSeconds(error.response),
          cause: error,
        });
      }
      if (error instanceof DOMException && error.name === 'AbortError') throw error; // the caller cancelled
      throw new ApiError({ kind: classifyTransportError(error), cause: error });
    }

    let payload: unknown;
    try {
      payload = response.status === 204 ? {} : await response.json();
    } catch (error) {
      throw new ApiError({ kind: 'contract', status: response.status, cause: error });
    }
    const parsed = v.safeParse(schema, payload);
    if (!parsed.success) {
      // A 2xx body that says it failed ({ success: false, error }) keeps its own message.
      const said = failureFields(payload);
      if ((payload as { success?: unknown } | null)?.success === false && said.message) {
        throw new ApiError({ kind: 'http', status: response.status, serverMessage: said.message, code: said.code, details: said.details, fieldCodes: said.fieldCodes });
      }
      throw new ApiError({ kind: 'contract', status: response.status, details: describeIssues(parsed.issues).details });
    }
    return parsed.output;
  }

  return {
    baseUrl,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    get: (path, schema, opts) => send('get', path, schema, {}, opts),
    post: (path, body, schema, opts) => send('post', path, schema, { json: body ?? {} }, opts),
    put: (path, body, schema, opts) => send('put', path, schema, { json: body ?? {} }, opts),
    patch: (path, body, schema, opts) => send('patch', path, schema, { json: body ?? {} }, opts),
    delete: (path, schema, opts) => send('delete', path, schema, opts?.body === undefined ? {} : { json: opts.body }, opts),
    postMultipart: (path, form, schema, opts) => send('post', path, schema, { form }, opts),
    bindSession(binding) {
      session = binding;
      return () => {
        if (session === binding) session = options.session ?? anonymousSession;
      };
    },
  };
}
