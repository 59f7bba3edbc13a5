import { apiMessages, isApiError } from '@intambwe/api-client';

/** The text of anything thrown: an Error's message, a string, or ''. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return '';
}

/**
 * The message worth showing from a failure, or '' when it carries none: the
 * shared client's "Request failed with status code N" stands for "the server
 * sent no message", so the screen's own fallback reads better.
 */
export function meaningfulMessage(error: unknown): string {
  const text = errorText(error).trim();
  if (!text) return '';
  if (isApiError(error) && error.status !== undefined && text === apiMessages.requestFailed(error.status)) return '';
  return text;
}

/**
 * SPEC §8 "shows the message or <fallback>" (login, registration, reset,
 * select role): the failure's own message when it has one, else the fallback.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return meaningfulMessage(error) || fallback;
}

/**
 * The server's message for one form field (CONTRACT: a 400 VALIDATION_ERROR names
 * fields in `details`), or '' when the failure names none for it. A rule only the
 * server can check (a common password) then shows beside the field it is about.
 */
export function fieldFailure(error: unknown, field: string): string {
  if (!isApiError(error) || error.status !== 400) return '';
  const text = error.details?.[field];
  return typeof text === 'string' ? text.trim() : '';
}
