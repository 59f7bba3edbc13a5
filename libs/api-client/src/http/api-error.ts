import type { FieldCode } from '@intambwe/contract';
import { describeFailure, failureCode, type FailureKind } from './error-catalogue';

/**
 * The one error type callers of the API see. `code` says what went wrong (the
 * server's code, or the client's own: `CLIENT_FAILURE_CODES`), `fieldCodes`
 * which rule each field broke, `retryAfterSeconds` how long to wait: screens
 * choose their words from these (`failureText`). `message` and `details` are
 * English (SPEC §8 wording), for logs and callers that show them as they are.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: FailureKind;
  readonly status?: number;
  readonly code: string;
  readonly details?: Record<string, string>;
  readonly fieldCodes?: Record<string, FieldCode | string>;
  readonly retryAfterSeconds?: number;

  constructor(init: {
    kind: FailureKind;
    status?: number;
    code?: string;
    serverMessage?: string;
    details?: Record<string, string>;
    fieldCodes?: Record<string, FieldCode | string>;
    retryAfterSeconds?: number;
    cause?: unknown;
  }) {
    super(describeFailure(init), { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = failureCode(init);
    this.details = init.details;
    this.fieldCodes = init.fieldCodes;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
