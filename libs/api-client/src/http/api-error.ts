import { describeFailure, type FailureKind } from './error-catalogue';

/**
 * The one error type callers of the API see. `message` is ready for people
 * (SPEC §8 wording); `status`, `code` and `details` let screens map further.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: FailureKind;
  readonly status?: number;
  readonly code?: string;
  readonly details?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(init: {
    kind: FailureKind;
    status?: number;
    code?: string;
    serverMessage?: string;
    details?: Record<string, string>;
    retryAfterSeconds?: number;
    cause?: unknown;
  }) {
    super(describeFailure(init), { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
