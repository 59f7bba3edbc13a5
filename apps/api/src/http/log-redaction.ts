import type { FastifyServerOptions } from 'fastify';

/**
 * Logs without secrets (ASVS 16.2.5): tokens, codes and passwords never reach
 * a log line, whether in a URL (`/reset-password?token=…`, the OpenID
 * Provider's `?code=…&state=…&code_challenge=…`, `/api/newsletter/confirm?token=…`), in a logged
 * object, or in a database error that quotes its query parameters.
 */
export const REDACTED = '[redacted]';

/** Query parameters that carry secrets, on any path. */
const SECRET_PARAM = /token|code|password|secret|nonce|key|credential|jwt|signature|session|state|xsrf|challenge|verifier/i;

/** The URL with the values of secret-bearing query parameters replaced. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question === -1) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is judged as it is
      }
      return equals !== -1 && SECRET_PARAM.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
}

/** drizzle's query errors quote the statement's parameters (hashes, emails): keep the statement, drop the values. */
const QUERY_PARAMS = /params: [\s\S]*$/;

const withoutParams = (text: unknown) => (typeof text === 'string' ? text.replace(QUERY_PARAMS, `params: ${REDACTED}`) : undefined);

/** An error as a log field: its kind, code, message and stack (and its cause's), without query parameters. */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> | undefined {
  if (!(error instanceof Error)) return error === undefined ? undefined : { message: withoutParams(String(error)) };
  const { code, statusCode } = error as Error & { code?: unknown; statusCode?: unknown };
  return {
    type: error.name,
    message: withoutParams(error.message),
    ...(code !== undefined ? { code } : {}),
    ...(statusCode !== undefined ? { statusCode } : {}),
    stack: withoutParams(error.stack),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fields of logged objects that are secrets whatever they hold. */
const SECRET_FIELDS = ['password', 'token', 'refreshToken', 'idToken', 'registrationToken', 'code', 'nonce', 'link', 'secret'];

/** Pino options for the server: level, redaction of headers and secret fields, and the serializers above. */
export function loggerOptions(level: string, extra: { stream?: { write(line: string): void } } = {}): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', ...SECRET_FIELDS, ...SECRET_FIELDS.map((field) => `*.${field}`)],
      censor: REDACTED,
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error: Error) => {
        const serialized = serializeError(error) ?? {};
        return { ...serialized, type: String(serialized['type'] ?? 'Error'), message: String(serialized['message'] ?? ''), stack: String(serialized['stack'] ?? '') };
      },
    },
    ...extra,
  };
}
