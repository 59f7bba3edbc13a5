/**
 * Control characters (PostgreSQL cannot even store NUL) and bidirectional
 * overrides (they reorder the text around them, e.g. in an email) carry
 * nothing a person meant to write.
 */
const CONTROL_OR_BIDI = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;
/** Control characters other than tab and line breaks. */
const CONTROL_EXCEPT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/gu;

/** One-line text such as a name: control characters and bidi overrides dropped, then trimmed. */
export const stripControlCharacters = (value: string) => value.replace(CONTROL_OR_BIDI, '').trim();

/** Free text such as a message: control characters dropped, tabs and line breaks kept. */
export const stripControlCharactersKeepingLines = (value: string) => value.replace(CONTROL_EXCEPT_LINE_BREAKS, '');

/** The same for every string field of a JSON body, before it is validated. */
export function withoutControlCharacters(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? stripControlCharactersKeepingLines(value) : value]),
  );
}

/** Line breaks, tabs and Unicode line separators: a one-line field (a name, an email subject) has none. */
const LINE_BREAKS = /[\t\n\r\v\f\u0085\u2028\u2029]+/g;

/** One line of text: line breaks become spaces, control characters and bidi overrides go, runs of spaces shrink. */
export const singleLine = (value: string) => stripControlCharacters(value.replace(LINE_BREAKS, ' ')).replace(/ {2,}/g, ' ');
