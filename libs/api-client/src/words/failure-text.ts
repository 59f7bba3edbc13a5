import type { MessageValues, Translated } from '@intambwe/i18n';
import { isApiError } from '../http/api-error';
import { CLIENT_FAILURE_CODES } from '../http/error-catalogue';
import type { apiClientMessageTree } from './messages';

/** libs/api-client's words in one language (`useMessages(apiClientMessageTree)`, or `translate`). */
export type ApiClientWords = Translated<typeof apiClientMessageTree>;

/** Words for codes: plain, or a function of the failure's values (`{ seconds }`). */
export type FailureWords = Readonly<Record<string, string | ((values: MessageValues) => string)>>;

export interface FailureTextOptions {
  /** A feature's words for its own codes (`INVALID_CREDENTIALS`…), looked up first. */
  words?: FailureWords;
  /** The screen's words when the failure's code says nothing more precise ('Login failed. Please try again.'). */
  fallback?: string;
}

/** The code of anything thrown: an `ApiError`'s, or the `code` text of another error (Google sign-in's), or none. */
export function codeOf(error: unknown): string | undefined {
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code ? code : undefined;
}

const say = (words: string | ((values: MessageValues) => string) | undefined, values: MessageValues) =>
  typeof words === 'function' ? words(values) : words;

/** The words of a field code (a form's own check or a 400's `fieldCodes`); `english` for a code these words lack. */
export function fieldText(code: string, t: ApiClientWords, english?: string): string {
  const words = (t.fields as Readonly<Record<string, string>>)[code];
  return words ?? english ?? t.fields.INVALID_VALUE;
}

/** Each field a 400 answer names, with the words of its code (empty for any other failure). */
export function fieldFailures(error: unknown, t: ApiClientWords): Record<string, string> {
  if (!isApiError(error) || !error.fieldCodes) return {};
  const fields: Record<string, string> = {};
  for (const [field, code] of Object.entries(error.fieldCodes)) fields[field] = fieldText(code, t, error.details?.[field]);
  return fields;
}

/**
 * The words for a failure, chosen from its code and values, never from its
 * sentence: a feature's own words for the code; for a server error (5xx) SPEC
 * §8's 'Server error'; for a 400 the words of its first field; the words every
 * caller shares (offline, timeout, too many requests with its wait…); else the
 * screen's fallback.
 */
export function failureText(error: unknown, t: ApiClientWords, options: FailureTextOptions = {}): string {
  const fallback = options.fallback ?? t.failures.REQUEST_FAILED;
  const code = codeOf(error);
  if (!code) return fallback;
  const values: MessageValues = { seconds: isApiError(error) ? Math.ceil(error.retryAfterSeconds ?? 0) : 0 };
  const own = say(options.words?.[code], values);
  if (own) return own;
  if (isApiError(error) && error.kind === 'http' && error.status !== undefined && error.status >= 500) return t.failures.SERVER_ERROR;
  const first = Object.values(fieldFailures(error, t))[0];
  if (first) return first;
  if (code === CLIENT_FAILURE_CODES.requestFailed) return fallback;
  return say((t.failures as Readonly<Record<string, string | ((values: MessageValues) => string)>>)[code], values) ?? fallback;
}
