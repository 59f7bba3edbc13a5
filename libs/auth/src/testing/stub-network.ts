import { createApiClient, type ApiClient } from '@intambwe/api-client';
import { validationMessages, type FieldCode } from '@intambwe/contract';

/**
 * The network edge for unit tests: answers per "METHOD /path" (path after /api).
 * 'never' stays pending (submitting states), 'offline' fails like a dropped
 * connection. An array answers in turn (the last one repeats).
 */
export type StubAnswer = { status?: number; body?: unknown; headers?: Record<string, string> } | 'never' | 'offline';
export type StubRoute = StubAnswer | StubAnswer[] | ((request: Request, body: unknown) => StubAnswer);
export type StubRoutes = Record<string, StubRoute>;

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

export const TEST_API_BASE = 'http://api.test/api';

/** Calls that every journey of a kind makes on the way (Google's nonce) answer like the server unless a test routes them. */
function defaultAnswer(key: string): StubAnswer | undefined {
  if (key === 'POST /auth/google/nonce') return googleNonceAnswer;
  return undefined;
}

export function stubNetwork(routes: StubRoutes = {}): { api: ApiClient; calls: RecordedCall[]; fetch: typeof fetch } {
  const calls: RecordedCall[] = [];
  const turns = new Map<string, number>();
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const key = `${request.method} ${path}`;
    const text = request.method === 'GET' ? '' : await request.clone().text();
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    calls.push({ method: request.method, path, body, authorization: request.headers.get('authorization') });
    const route = routes[key];
    let answer: StubAnswer | undefined;
    if (typeof route === 'function') answer = route(request, body);
    else if (Array.isArray(route)) {
      const turn = turns.get(key) ?? 0;
      turns.set(key, turn + 1);
      answer = route[Math.min(turn, route.length - 1)];
    } else answer = route;
    if (answer === undefined) answer = defaultAnswer(key);
    if (answer === undefined) {
      return new Response(JSON.stringify({ success: false, error: `No stub for ${key}` }), { status: 404 });
    }
    if (answer === 'never') return new Promise<Response>(() => undefined);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  };
  const api = createApiClient({ baseUrl: TEST_API_BASE, fetch: fetchStub as typeof fetch });
  return { api, calls, fetch: fetchStub as typeof fetch };
}

/** Sample answers shared by tests and stories. */
export const sampleUser = {
  _id: 'u-aline',
  firstName: 'Aline',
  lastName: 'Uwase',
  email: 'aline@example.com',
  role: 'student',
  isEmailVerified: true,
  profilePicture: null,
  createdAt: '2026-01-05T08:00:00.000Z',
};

export const signInAnswer = (user: Partial<typeof sampleUser> = {}, status = 200) => ({
  status,
  body: {
    success: true,
    data: {
      user: { ...sampleUser, ...user },
      token: 'eyJhbGciOiJIUzI1NiJ9.access-token-for-tests-0123456789abcdefghijklmnop',
      refreshToken: 'refresh-token-for-tests-0123456789abcdefghijklmnopqrstuvwxyz',
    },
  },
});

/** POST /auth/google/nonce: what the Google flows ask first (the stub answers it unless a test routes it). */
export const googleNonceAnswer = { status: 200, body: { success: true, data: { nonce: 'nonce-for-tests', expiresIn: 600 } } };

export interface FailureExtras {
  /** The English sentence (screens never read it: they choose words from the code). */
  error?: string;
  /** A 400's broken rules: `{ field: FieldCode }` (the stub adds the English `details` as the server does). */
  fieldCodes?: Record<string, FieldCode>;
  retryAfterSeconds?: number;
}

/** A failure as our server sends it (CONTRACT envelope): status, code, an English sentence, and for some the field codes or the wait. */
export const failureAnswer = (status: number, code?: string, { error, fieldCodes, retryAfterSeconds }: FailureExtras = {}) => ({
  status,
  body: {
    success: false,
    error: error ?? `The server's English for ${code ?? status}`,
    ...(code ? { code } : {}),
    ...(fieldCodes
      ? {
          details: Object.fromEntries(Object.entries(fieldCodes).map(([field, fieldCode]) => [field, validationMessages[fieldCode]])),
          fieldCodes,
        }
      : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  },
});

export const sampleGoogleUserData = {
  firstName: 'Jean',
  lastName: 'Mugisha',
  email: 'jean.mugisha@gmail.example',
  profilePicture: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"%3E%3Crect width="40" height="40" fill="%23027a48"/%3E%3C/svg%3E',
  registrationToken: 'registration-token-for-tests',
};
