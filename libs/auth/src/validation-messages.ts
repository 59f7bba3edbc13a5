import { validationMessages } from '@intambwe/contract';
import { defineMessages, type Translated } from '@intambwe/i18n';

/** The contract's rules the auth forms and their server answers can break (the others belong to other screens). */
const AUTH_RULES = [
  'emailRequired',
  'emailInvalid',
  'emailTooLong',
  'passwordRequired',
  'loginPasswordTooShort',
  'passwordTooShort',
  'passwordTooLong',
  'passwordComplexity',
  'passwordTooCommon',
  'firstNameRequired',
  'firstNameTooShort',
  'firstNameTooLong',
  'lastNameRequired',
  'lastNameTooShort',
  'lastNameTooLong',
  'confirmPasswordRequired',
  'passwordsMustMatch',
  'roleRequired',
  'roleInvalid',
  'termsRequired',
  'selectRoleRequired',
  'resetTokenMissing',
  'idTokenRequired',
  'registrationTokenRequired',
] as const satisfies ReadonlyArray<keyof typeof validationMessages>;

type AuthRule = (typeof AUTH_RULES)[number];

/**
 * Those sentences (SPEC §5), which the forms and the server both say in English,
 * as messages of the page's language: the contract's own texts are the English
 * (plain sentences, so they need no compiling).
 */
export const validationMessageDescriptors = /* @__PURE__ */ defineMessages(
  'auth.validation',
  Object.fromEntries(AUTH_RULES.map((rule) => [rule, validationMessages[rule]])) as {
    readonly [K in AuthRule]: (typeof validationMessages)[K];
  },
);

const keyOfSentence = new Map<string, AuthRule>(AUTH_RULES.map((rule) => [validationMessages[rule], rule]));

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
