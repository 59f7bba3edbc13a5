import { validationMessages } from '@intambwe/contract';
import { defineMessages, type Translated } from '@intambwe/i18n';

/**
 * The contract's validation sentences (SPEC §5), which the forms and the server
 * both say in English, as messages of the page's language: the contract's own
 * texts are the English (plain sentences, so they need no compiling).
 */
export const validationMessageDescriptors = /* @__PURE__ */ defineMessages('auth.validation', validationMessages);

type ValidationKey = keyof typeof validationMessages;
const keyOfSentence = new Map<string, ValidationKey>(
  (Object.entries(validationMessages) as Array<[ValidationKey, string]>).map(([key, text]) => [text, key]),
);

/**
 * A validation sentence (from a form's schema or a server's 400 `details`) in
 * the page's language; a sentence the contract does not know shows as it came.
 */
export function localizeValidation(
  sentence: string | undefined,
  messages: Translated<typeof validationMessageDescriptors>,
): string | undefined {
  if (!sentence) return sentence;
  const key = keyOfSentence.get(sentence);
  return key ? messages[key] : sentence;
}
