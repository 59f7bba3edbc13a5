import { knownSentence } from '@intambwe/i18n';
import type { AuthMessages } from '../messages';

const RATE_LIMITED = /^Too many requests\. Please wait (\d+) seconds? and try again\.$/;

/**
 * A sentence libs/auth knows in English (its own, the server's failures, the
 * validation rules) in the language of `messages`; any other text as it came.
 * Server failures reach the screens as English sentences (CONTRACT `error`).
 */
export function localizeSentence(text: string, english: AuthMessages, messages: AuthMessages): string {
  if (english === messages || !text) return text;
  const limited = RATE_LIMITED.exec(text);
  if (limited) return messages.server.rateLimited({ seconds: Number(limited[1]) });
  return knownSentence(text, english, messages);
}
