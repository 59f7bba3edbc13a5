import { setupI18n, type I18n } from '@lingui/core';
import { loadedTranslations, pseudoLocale, type CompiledMessage } from './catalogs';
import { isDescriptor, type MessageDescriptor, type MessageValues, type Translated } from './define';
import { DEFAULT_LOCALE, intlLocales, type Locale } from './locales';

/** Whether a compiled (or raw) message needs values. */
function takesValues(message: CompiledMessage): boolean {
  if (typeof message === 'string') return message.includes('{');
  return message.some((token) => typeof token !== 'string');
}

// One Lingui instance per language: screens of two languages can render side by side (prerendering, stories).
const instances = new Map<string, { i18n: I18n; version: number }>();

/** The runtime of one language, with every catalog loaded so far for it. */
export function i18nFor(locale: string): I18n {
  let entry = instances.get(locale);
  if (!entry) {
    // Plural rules and numbers from `intlLocales`: a language Intl lacks (Kinyarwanda's plurals) follows English, not the runtime's default.
    entry = { i18n: setupI18n({ locale, locales: intlLocales(locale), messages: { [locale]: {} } }), version: 0 };
    instances.set(locale, entry);
  }
  const { version, messages } = loadedTranslations(locale);
  if (entry.version !== version) {
    entry.i18n.load(locale, messages as Record<string, never>);
    entry.version = version;
  }
  return entry.i18n;
}

/** Plain text given as source (not compiled by the build, e.g. another library's sentences): nothing to format. */
const isPlainSource = (message: CompiledMessage): message is string => typeof message === 'string' && !/[{}'#<]/.test(message);

function format(locale: string, descriptor: MessageDescriptor, values?: MessageValues): string {
  const english = () =>
    isPlainSource(descriptor.message)
      ? descriptor.message
      : i18nFor(DEFAULT_LOCALE)._(descriptor.id, values as Record<string, unknown>, { message: descriptor.message as never });
  const pseudo = pseudoLocale(locale);
  if (pseudo) return pseudo(english());
  if (locale === DEFAULT_LOCALE) return english();
  if (isPlainSource(descriptor.message) && !(descriptor.id in loadedTranslations(locale).messages)) return descriptor.message;
  return i18nFor(locale)._(descriptor.id, values as Record<string, unknown>, { message: descriptor.message as never });
}

const views = new WeakMap<object, Map<string, unknown>>();

/** A tree of messages in one language (memoised: the same object for the same tree and language). */
export function translate<D extends object>(descriptors: D, locale: Locale | string): Translated<D> {
  let byLocale = views.get(descriptors);
  if (!byLocale) views.set(descriptors, (byLocale = new Map()));
  const cached = byLocale.get(locale);
  if (cached) return cached as Translated<D>;
  const view: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(descriptors)) {
    if (isDescriptor(value)) {
      if (takesValues(value.message)) view[key] = (values: MessageValues) => format(locale, value, values);
      else Object.defineProperty(view, key, { enumerable: true, get: () => format(locale, value) });
    } else if (typeof value === 'object' && value !== null) {
      view[key] = translate(value, locale);
    }
  }
  byLocale.set(locale, view);
  return view as Translated<D>;
}

/**
 * One view of several translated views, later ones winning, that formats a
 * message only when it is read (as each view does). Spreading views
 * (`{ ...a, ...b }`) would format every message of them at once: a screen
 * that keeps its failure words ready would format them all as it starts.
 */
export function mergeTranslated<V extends object>(...views: readonly V[]): V {
  const merged = {} as V;
  for (const view of views) {
    for (const key of Object.keys(view)) {
      Object.defineProperty(merged, key, { enumerable: true, configurable: true, get: () => view[key as keyof V] });
    }
  }
  return merged;
}
