import { useCallback } from 'react';
import { authMessages, useAuthMessages } from '../messages';
import { failureMessage } from '../rules/failure-message';
import { localizeSentence } from '../rules/localize-sentence';

/**
 * SPEC §8 "shows the message or <fallback>" in the screen's language: the
 * failure's own message (translated when it is one we know) or the fallback.
 */
export function useFailureText(): {
  failureText: (error: unknown, fallback: string) => string;
  localize: (text: string) => string;
} {
  const m = useAuthMessages();
  const localize = useCallback((text: string) => localizeSentence(text, authMessages, m), [m]);
  const failureText = useCallback((error: unknown, fallback: string) => localize(failureMessage(error, fallback)), [localize]);
  return { failureText, localize };
}
