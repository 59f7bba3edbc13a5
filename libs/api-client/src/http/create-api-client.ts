import type { KyInstance, Options as KyOptions } from 'ky';
import * as v from 'valibot';
import { flattenIssues } from '@intambwe/contract';
import { authStorage } from '../storage/auth-storage';
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
   * On a 401 the stored token and user are always removed; set false to stay
   * on the page instead of going to /login (used while checking a stored session).
   */
  redirectOnUnauthorized?: boolean;
}

export interface ApiClientOptions {
  /** Base URL ending in /api, absolute or relative to the page. */
  baseUrl: string;
  /** Where the bearer token comes from; defaults to the stored `token`. */
  getToken?: () => string | null;
  /** Removes stored auth after a 401; defaults to clearing `token` and `user`. */
  clearAuth?: () => void;
  /** Where a 401 sends the person; defaults to a real navigation to /login. */
  onUnauthorized?: (context: { url: string }) => void;
  timeout?: number | false;
  fetch?: typeof fetch;
}

type Schema = v.GenericSchema;
type Out<S extends Schema> = v.InferOutput<S>;

/** The shared HTTP client of SPEC §7: get, post, put, delete, patch and multipart post. */
export interface ApiClient {
  readonly baseUrl: string;
  get<S extends Schema>(path: string, schema: S, options?: RequestOptions): Promise<Out<S>>;
  post<S extends Schema>(path: string, body: unknown, schema: S, options?: RequestOptions): Promise<Out<S>>;
  put<S extends Schema>(path: string, body: unknown, schema: S, options?: RequestOptions): Promise<Out<S>>;
  patch<S extends Schema>(path: string, body: unknown, schema: S, options?: RequestOptions): Promise<Out<S>>;
  delete<S extends Schema>(path: string, schema: S, options?: RequestOptions): Promise<Out<S>>;
  postMultipart<S extends Schema>(path: string, form: FormData, schema: S, options?: RequestOptions): Promise<Out<S>>;
}

export function goToLogin(): void {
  if (typeof window !== 'undefined' && window.location.pathname !== '/login') window.location.assign('/login');
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

async function readFailure(response: Response) {
  try {
    const body = (await response.clone().json()) as Record<string, unknown>;
    const message = typeof body['error'] === 'string' ? body['error'] : typeof body['message'] === 'string' ? body['message'] : undefined;
    const details = body['details'] && typeof body['details'] === 'object' ? (body['details'] as Record<string, string>) : undefined;
    const code = typeof body['code'] === 'string' ? body['code'] : undefined;
    return { message, details, code };
  } catch {
    return { message: undefined, details: undefined, code: undefined };
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const {
    getToken = authStorage.getToken,
    clearAuth = authStorage.clear,
    onUnauthorized = goToLogin,
    timeout = false,
  } = options;
  const baseUrl = resolveBaseUrl(options.baseUrl);

  // ky arrives with the first request, not with the page: nothing on first paint needs HTTP.
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
              const token = getToken();
              if (token) request.headers.set('Authorization', `Bearer ${token}`);
            },
          ],
        },
      }),
    })));

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
    let response: Response;
    try {
      response = await http(relativePath, kyOptions);
    } catch (error) {
      if (error instanceof HTTPError) {
        const { status } = error.response;
        const failure = await readFailure(error.response);
        if (status === 401 && !isCredentialsCall(error.request.url)) {
          clearAuth();
          if (requestOptions.redirectOnUnauthorized !== false) onUnauthorized({ url: error.request.url });
        }
        throw new ApiError({
          kind: 'http',
          status,
          code: failure.code,
          serverMessage: failure.message,
          details: failure.details,
          retryAfterSeconds: retryAfterSeconds(error.response),
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
      const failure = payload as { success?: unknown; error?: unknown };
      if (failure && failure.success === false && typeof failure.error === 'string') {
        throw new ApiError({ kind: 'http', status: response.status, serverMessage: failure.error });
      }
      throw new ApiError({ kind: 'contract', status: response.status, details: flattenIssues(parsed.issues) });
    }
    return parsed.output;
  }

  return {
    baseUrl,
    get: (path, schema, opts) => send('get', path, schema, {}, opts),
    post: (path, body, schema, opts) => send('post', path, schema, { json: body ?? {} }, opts),
    put: (path, body, schema, opts) => send('put', path, schema, { json: body ?? {} }, opts),
    patch: (path, body, schema, opts) => send('patch', path, schema, { json: body ?? {} }, opts),
    delete: (path, schema, opts) => send('delete', path, schema, {}, opts),
    postMultipart: (path, form, schema, opts) => send('post', path, schema, { form }, opts),
  };
}
