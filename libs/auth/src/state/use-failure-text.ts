import { useFailureText as useApiFailureText, type FailureWords } from '@intambwe/api-client';
import { mergeTranslated } from '@intambwe/i18n';
import { useCallback, useMemo } from 'react';
import { useAuthMessages } from '../messages';

export interface AuthFailureText {
  /** SPEC §8 "shows the message or <fallback>": the words of the failure's code, in the screen's language, or the fallback. */
  failureText(error: unknown, fallback: string): string;
  /** The words of a field code (SPEC §5), in the screen's language. */
  fieldText(code: string): string;
  /** A form field's error: the words of a field code, or words already chosen (a server failure shown by its field). */
  fieldError(error: string | undefined): string | undefined;
  /** Each field a 400 answer names, with its words. */
  fieldFailures(error: unknown): Record<string, string>;
}

/** Failure words for the auth screens: the auth codes (server and Google) first, then those every caller shares. */
export function useFailureText(): AuthFailureText {
  const m = useAuthMessages();
  const api = useApiFailureText();
  // Merged without reading them: each code's words are formatted only when a failure shows them.
  const words = useMemo(() => mergeTranslated<FailureWords>(m.server, m.google.errors), [m]);
  const failureText = useCallback(
    (error: unknown, fallback: string) => api.failureText(error, { words, fallback }),
    [api, words],
  );
  return useMemo(
    () => ({ failureText, fieldText: api.fieldText, fieldError: api.fieldError, fieldFailures: api.fieldFailures }),
    [api, failureText],
  );
}
