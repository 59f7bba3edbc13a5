import { createElement } from 'react';
import {
  DEFAULT_LOCALE,
  I18nProvider,
  LOCALES,
  defineMessages,
  isLocale,
  localizePath,
  negotiateLocale,
  splitLocalePath,
  translate,
  useLocale,
  useMessages,
  type Locale,
  type MessageValues,
} from '@intambwe/i18n';
import { LOCALES as CORE_LOCALES, translate as translateOnServer } from '@intambwe/i18n/core';
import { exact, type Equal } from './expect';

exact<Equal<Locale, 'en' | 'fr' | 'rw' | 'sw'>>();
exact<Equal<typeof LOCALES, readonly ['en', 'fr', 'rw', 'sw']>>();
exact<Equal<typeof CORE_LOCALES, typeof LOCALES>>();
exact<Equal<typeof DEFAULT_LOCALE, Locale>>();

declare const header: string;
if (isLocale(header)) exact<Equal<typeof header, Locale>>();
exact<Equal<ReturnType<typeof negotiateLocale>, Locale | null>>();
exact<Equal<ReturnType<typeof splitLocalePath>, { locale: Locale; path: string }>>();
// @ts-expect-error: a path is put in one of the four languages, not any string
localizePath('/login', 'de');

// A message tree keeps its keys; messages with {values} become functions of those values.
const messages = defineMessages('consumer', { title: 'Sign in', greeting: 'Hello {name}', nested: { hint: 'Forgot?' } });
const words = translate(messages, 'fr');
exact<Equal<typeof words.title, string>>();
exact<Equal<typeof words.greeting, (values: MessageValues) => string>>();
exact<Equal<typeof words.nested.hint, string>>();
exact<Equal<ReturnType<typeof translateOnServer<typeof messages>>, typeof words>>();
// @ts-expect-error: the tree has no such message
export const missing = words.subtitle;

export function Greeting() {
  const locale = useLocale();
  exact<Equal<typeof locale, Locale | string>>();
  const t = useMessages(messages);
  return createElement('p', null, t.greeting({ name: locale }));
}
// @ts-expect-error: the provider needs the page's locale
createElement(I18nProvider, { catalogs: [], children: createElement(Greeting) });
