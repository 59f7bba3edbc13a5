import { apiMessages } from '../messages';

/** How a request failed, before any wording is chosen. */
export type FailureKind = 'refused' | 'timeout' | 'network' | 'http' | 'contract';

export interface FailureFacts {
  kind: FailureKind;
  /** HTTP status, for `http` failures. */
  status?: number;
  /** The server's own message (`error` of the failure envelope), when it sent one. */
  serverMessage?: string;
}

/**
 * The shared client's error catalogue (SPEC §8): refused connections, timeouts,
 * other failures without a response, and 5xx get fixed sentences; other
 * statuses pass the server's message unchanged.
 */
export function describeFailure({ kind, status, serverMessage }: FailureFacts): string {
  switch (kind) {
    case 'refused':
      return apiMessages.connectionRefused;
    case 'timeout':
      return apiMessages.timeout;
    case 'network':
      return apiMessages.network;
    case 'contract':
      return apiMessages.unexpectedAnswer;
    case 'http':
      if (status !== undefined && status >= 500) return apiMessages.server;
      return serverMessage || apiMessages.requestFailed(status ?? 0);
  }
}

/** Login and register answer 401 for bad credentials: that must not sign anybody out. */
export function isCredentialsCall(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return /\/auth\/(login|register)\/?$/.test(path);
}

/**
 * Classifies an error thrown by fetch/ky when no response arrived. Browsers say
 * only "Failed to fetch"; Node's fetch (undici) names the cause, so a refused
 * connection can be told apart there.
 */
export function classifyTransportError(error: unknown): Exclude<FailureKind, 'http' | 'contract'> {
  if (!(error instanceof Error)) return 'network';
  if (error.name === 'TimeoutError') return 'timeout';
  const codes: unknown[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    codes.push(code);
    current = cause;
  }
  if (codes.includes('ECONNREFUSED')) return 'refused';
  if (codes.some((code) => code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ECONNABORTED')) {
    return 'timeout';
  }
  return 'network';
}
