import { usePlatformConfig } from '@intambwe/api-client';
import { STORAGE_KEYS } from '@intambwe/auth';
import { LOCALE_STORAGE_KEY, useMessages, WithCatalogs, type CatalogLoaders, type MessageValues, type Translated } from '@intambwe/i18n';
import { THEME_STORAGE_KEY, useUiMessages } from '@intambwe/ui';
import { useMemo, type ComponentType } from 'react';
import { PAGE_CATALOGS } from './catalogs';
import { pageMessages } from './page-messages';

/** A message as a page reads it: plain text, or a function of the page's values. */
export type Words = string | ((values: MessageValues) => string);

export type PageMessages = Translated<typeof pageMessages>;

/**
 * The values the pages' messages may name (see page-messages.ts): brand facts
 * from the configuration, the names the site stores in the browser (code, not
 * words) and the skip link's label in the page's language.
 */
export function usePageValues(): MessageValues {
  const { brand } = usePlatformConfig();
  const { skipToContent } = useUiMessages();
  return useMemo(
    () => ({
      brand: brand.name,
      contactEmail: brand.contactEmail,
      supportEmail: brand.supportEmail,
      tokenKey: STORAGE_KEYS.token,
      refreshTokenKey: STORAGE_KEYS.refreshToken,
      userKey: STORAGE_KEYS.user,
      themeKey: THEME_STORAGE_KEY,
      languageKey: LOCALE_STORAGE_KEY,
      skipLink: skipToContent,
    }),
    [brand.name, brand.contactEmail, brand.supportEmail, skipToContent],
  );
}

/** The pages' messages in the page's language, and `say` to turn any of them into text with the page's values. */
export function usePageWords(): { m: PageMessages; say: (words: Words) => string } {
  const m = useMessages(pageMessages);
  const values = usePageValues();
  const say = useMemo(() => (words: Words) => (typeof words === 'function' ? words(values) : words), [values]);
  return { m, say };
}

/**
 * A page that shows once its words are here in the page's language (at once
 * in English; the host's <Suspense> shows its fallback meanwhile). `catalogs`
 * must be a module-level constant (one of ./catalogs).
 */
export function withPageWords(Page: ComponentType, catalogs: readonly CatalogLoaders[] = PAGE_CATALOGS): ComponentType {
  function Worded() {
    return (
      <WithCatalogs catalogs={catalogs}>
        <Page />
      </WithCatalogs>
    );
  }
  Worded.displayName = `WithPageWords(${Page.displayName ?? Page.name})`;
  return Worded;
}
