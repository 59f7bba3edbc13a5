import { messageText } from '@intambwe/i18n';
import { failureMessages } from '../words/messages';

/** How a request failed, before any wording is chosen. */
export type FailureKind = 'refused' | 'timeout' | 'network' | 'http' | 'contract';

/**
 * The client's own failure codes: no answer (a refused connection, the
 * network, a timeout), a server error without a code, an answer it cannot read,
 * or another status without a code. Answers of our server carry their own code.
 */
export const CLIENT_FAILURE_CODES = {
  connectionRefused: 'CONNECTION_REFUSED',
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  server: 'SERVER_ERROR',
  unreadableAnswer: 'UNREADABLE_ANSWER',
  requestFailed: 'REQUEST_FAILED',
} as const;
export type ClientFailureCode = (typeof CLIENT_FAILURE_CODES)[keyof typeof CLIENT_FAILURE_CODES];

export interface FailureFacts {
  kind: FailureKind;
  /** HTTP status, for `http` failures. */
  status?: number;
  /** The server's code (`code` of the failure envelope), when it sent one. */
  code?: string;
  /** The server's own message (`error` of the failure envelope), when it sent one. */
  serverMessage?: string;
}

const TRANSPORT_CODES: Record<Exclude<FailureKind, 'http'>, ClientFailureCode> = {
  refused: CLIENT_FAILURE_CODES.connectionRefused,
  network: CLIENT_FAILURE_CODES.network,
  timeout: CLIENT_FAILURE_CODES.timeout,
  contract: CLIENT_FAILURE_CODES.unreadableAnswer,
};

/** The code of a failure: the server's own, else the client's (see `CLIENT_FAILURE_CODES`). */
export function failureCode({ kind, status, code }: FailureFacts): string {
  if (kind !== 'http') return TRANSPORT_CODES[kind];
  if (code) return code;
  return status !== undefined && status >= 500 ? CLIENT_FAILURE_CODES.server : CLIENT_FAILURE_CODES.requestFailed;
}

/**
 * The English sentence of a failure (SPEC §8: an `ApiError`'s `message`, for
 * logs and for callers that show it as it is): refused connections, timeouts,
 * other failures without a response and 5xx get fixed sentences; other
 * statuses pass the server's message unchanged. Screens choose their words
 * from the code instead (`failureText`).
 */
export function describeFailure(facts: FailureFacts): string {
  const { kind, status, serverMessage } = facts;
  if (kind === 'contract' && serverMessage) return serverMessage;
  if (kind !== 'http' || (status !== undefined && status >= 500)) {
    return messageText(failureMessages[failureCode({ kind, status }) as ClientFailureCode], 'en');
  }
  return serverMessage || `Request failed with status code ${status ?? 0}`;
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
