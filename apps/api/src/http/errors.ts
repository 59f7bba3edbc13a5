import { describeIssues, ERROR_CODES, validationMessages, type ErrorCode, type FieldCode } from '@intambwe/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { HashQueueFullError } from '../auth/hash-queue.js';
import { serverMessages } from '../messages.js';

export interface AppErrorExtras {
  /** English sentence per field (CONTRACT `details`). */
  details?: Record<string, string>;
  /** Code per field (CONTRACT `fieldCodes`), from which clients choose their words. */
  fieldCodes?: Record<string, FieldCode>;
  /** A 429's wait, in the body too (a cross-origin caller may not read Retry-After). */
  retryAfterSeconds?: number;
  headers?: Record<string, string>;
}

/** A failure meant for the caller: status, machine code, an English sentence and, for some, values. */
export class AppError extends Error {
  readonly details?: Record<string, string>;
  readonly fieldCodes?: Record<string, FieldCode>;
  readonly retryAfterSeconds?: number;
  readonly headers?: Record<string, string>;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    extras: AppErrorExtras = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.details = extras.details;
    this.fieldCodes = extras.fieldCodes;
    this.retryAfterSeconds = extras.retryAfterSeconds;
    this.headers = extras.headers;
  }
}

/** A 400 VALIDATION_ERROR naming the broken rule of each field; its `error` is the first field's sentence. */
export function invalidFields(fieldCodes: Record<string, FieldCode>, details?: Record<string, string>): AppError {
  const sentences = details ?? Object.fromEntries(Object.entries(fieldCodes).map(([field, code]) => [field, validationMessages[code]]));
  const first = Object.values(sentences)[0] ?? serverMessages.invalidInput;
  return new AppError(400, ERROR_CODES.validation, first, { details: sentences, fieldCodes });
}

/** A 429 with its wait in Retry-After and in the body. */
export function tooManyRequests(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, ERROR_CODES.rateLimited, serverMessages.rateLimited(seconds), {
    retryAfterSeconds: seconds,
    headers: { 'retry-after': String(seconds) },
  });
}

/** Parses input with a contract schema; a failure is a 400 with each field's code and sentence. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  const { details, fieldCodes } = describeIssues(result.issues);
  throw invalidFields(fieldCodes, details);
}

export function sendFailure(reply: FastifyReply, error: AppError) {
  if (error.headers) reply.headers(error.headers);
  return reply.code(error.statusCode).send({
    success: false,
    error: error.message,
    code: error.code,
    ...(error.details ? { details: error.details } : {}),
    ...(error.fieldCodes ? { fieldCodes: error.fieldCodes } : {}),
    ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
  });
}

const DATABASE_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);

/** PostgreSQL refusing text it cannot store (NUL, invalid byte sequences): the input's fault, not ours. */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/** The error and its causes, outermost first (drivers wrap the database's own error). */
function* causeChain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let current = error as { code?: unknown; cause?: unknown; message?: unknown } | undefined, depth = 0; current && depth < 5; depth += 1) {
    yield current;
    current = current.cause as typeof current;
  }
}

const hasCode = (error: unknown, codes: Set<string>) => [...causeChain(error)].some(({ code }) => typeof code === 'string' && codes.has(code));

const DATABASE_GONE = /database closed|PGlite is closed|Connection terminated|Cannot use a pool after calling end/i;

function isDatabaseDown(error: unknown): boolean {
  return hasCode(error, DATABASE_DOWN_CODES) || [...causeChain(error)].some(({ message }) => typeof message === 'string' && DATABASE_GONE.test(message));
}

/** Maps every error to the contract's failure envelope: bad input is never a 500. */
export function toAppError(error: FastifyError | Error): AppError {
  if (error instanceof AppError) return error;
  // Too many password checks waiting: answered at once, never queued behind a flood.
  if (error instanceof HashQueueFullError) {
    return new AppError(503, ERROR_CODES.serverBusy, serverMessages.busy(error.retryAfterSeconds), {
      retryAfterSeconds: error.retryAfterSeconds,
      headers: { 'retry-after': String(error.retryAfterSeconds) },
    });
  }
  const { code, statusCode } = error as FastifyError;
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError(400, ERROR_CODES.invalidJson, serverMessages.invalidJson);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(400, ERROR_CODES.invalidJson, serverMessages.emptyJson);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return statusCode === 400
        ? new AppError(400, ERROR_CODES.validation, serverMessages.invalidJson)
        : new AppError(415, ERROR_CODES.unsupportedMediaType, serverMessages.unsupportedMediaType);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, ERROR_CODES.payloadTooLarge, serverMessages.payloadTooLarge);
    // A path parameter longer than any id: nothing has it.
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError(404, ERROR_CODES.notFound, serverMessages.notFound);
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_ASYNC_CONSTRAINT':
      return new AppError(400, ERROR_CODES.validation, serverMessages.badUrl);
  }
  if (statusCode === 429) return tooManyRequests(60);
  if (error instanceof SyntaxError && statusCode === 400) {
    return new AppError(400, ERROR_CODES.invalidJson, serverMessages.invalidJson);
  }
  if (isDatabaseDown(error)) return new AppError(503, ERROR_CODES.unavailable, serverMessages.unavailable);
  if (hasCode(error, UNSTORABLE_TEXT_CODES)) return new AppError(400, ERROR_CODES.validation, serverMessages.unstorableText);
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    return new AppError(statusCode, statusCode === 404 ? ERROR_CODES.notFound : ERROR_CODES.validation, error.message);
  }
  return new AppError(500, ERROR_CODES.internal, serverMessages.internal);
}

/** For Fastify's `frameworkErrors` option: errors met before routing (a bad URL, a parameter too long) get the envelope too. */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const failure = toAppError(error);
  request.log.info({ code: failure.code, status: failure.statusCode }, failure.message);
  return sendFailure(reply, failure);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const failure = toAppError(error);
    if (failure.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: failure.code, status: failure.statusCode }, failure.message);
    return sendFailure(reply, failure);
  });
}
