import { isFieldCode } from '@intambwe/contract';
import { useMessages } from '@intambwe/i18n';
import { useMemo } from 'react';
import { failureText, fieldFailures, fieldText, type FailureTextOptions } from './failure-text';
import { apiClientMessageTree } from './messages';

export interface FailureTextApi {
  /** The words for anything thrown, in the screen's language (see `failureText`). */
  failureText(error: unknown, options?: FailureTextOptions): string;
  /** The words of a field code (a form's check), in the screen's language. */
  fieldText(code: string): string;
  /**
   * A form field's error as shown: a field code (the form's own check, kept as
   * the error's message) in words, or words already chosen (a 400's field
   * failure set on the field) as they are.
   */
  fieldError(problem: string | undefined): string | undefined;
  /** Each field a 400 answer names, with its words. */
  fieldFailures(error: unknown): Record<string, string>;
}

/** Failure words in the screen's language (the catalogs: `apiClientCatalogs`). */
export function useFailureText(): FailureTextApi {
  const t = useMessages(apiClientMessageTree);
  return useMemo(
    () => ({
      failureText: (error, options) => failureText(error, t, options),
      fieldText: (code) => fieldText(code, t),
      fieldError: (problem) => (problem && isFieldCode(problem) ? fieldText(problem, t) : problem),
      fieldFailures: (error) => fieldFailures(error, t),
    }),
    [t],
  );
}
