import { setupI18n, type I18n } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * Messages are defined in code, in English, as ICU messages (`'{count, plural,
 * one {# program} other {# programs}}'`), each under a stable id; translations
 * live in per-language catalogs (`locales/fr.po`...) a translator edits without
 * touching code. The build compiles both ahead of time (tools/vite/i18n.mts), so
 * no message parser ships to the browser.
 */
export type CompiledMessage = string | readonly unknown[];

export interface MessageDescriptor<Source extends string = string> {
  readonly id: string;
  /** The English message, compiled at build time (raw in tools that run the source directly). */
  readonly message: CompiledMessage;
  /** Type-level only: the English source, so a translated view knows which messages take values. */
  readonly __source?: Source;
}

export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

export type Descriptors<T> = {
  readonly [K in keyof T]: T[K] extends string ? MessageDescriptor<T[K]> : Descriptors<T[K]>;
};

/** What a message may be given: names in `{braces}` of its ICU text. */
export type MessageValues = Readonly<Record<string, string | number | Date | null | undefined>>;

type TakesValues<S> = S extends `${string}{${string}` ? true : false;

/** A tree of messages as a screen uses it: plain messages are strings, messages with values are functions. */
export type Translated<D> = {
  readonly [K in keyof D]: D[K] extends MessageDescriptor<infer S>
    ? TakesValues<S> extends true
      ? (values: MessageValues) => string
      : string
    : Translated<D[K]>;
};

const DESCRIPTORS = Symbol.for('intambwe.i18n.descriptors');

/**
 * Defines a library's messages under `namespace` (ids are `namespace.path.to.key`).
 * The English texts are the source of the catalogs (`npm run i18n:sync`).
 */
export function defineMessages<const T extends MessageTree>(namespace: string, tree: T): Descriptors<T> {
  const build = (node: MessageTree, prefix: string): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      const id = `${prefix}.${key}`;
      out[key] = typeof value === 'object' && !Array.isArray(value) ? build(value as MessageTree, id) : { id, message: value };
    }
    Object.defineProperty(out, DESCRIPTORS, { value: true });
    return out;
  };
  return build(tree, namespace) as Descriptors<T>;
}

const isDescriptor = (value: unknown): value is MessageDescriptor =>
  typeof value === 'object' && value !== null && 'id' in value && 'message' in value && !(DESCRIPTORS in value);

/** Every message of a tree (for catalogs, tests and tools). */
export function listMessages(tree: unknown): MessageDescriptor[] {
  if (isDescriptor(tree)) return [tree];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.values(tree).flatMap(listMessages);
}

/** Whether a compiled (or raw) message needs values. */
function takesValues(message: CompiledMessage): boolean {
  if (typeof message === 'string') return message.includes('{');
  return message.some((token) => typeof token !== 'string');
}

// One Lingui instance per language: screens of two languages can render side by side (prerendering, stories).
const instances = new Map<string, I18n>();

export function i18nFor(locale: string): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = setupI18n({ locale, messages: { [locale]: {} } });
    instances.set(locale, instance);
  }
  return instance;
}

/**
 * How a language outside LOCALES renders (the pseudo-locale of tests): set by
 * tests only, through `setPseudoLocale`.
 */
const pseudoLocales = new Map<string, (english: string) => string>();

/** Registers a pseudo-locale: every message renders as `transform(English)` (tests prove nothing escapes translation). */
export function setPseudoLocale(name: string, transform: (english: string) => string): void {
  pseudoLocales.set(name, transform);
}

function format(locale: string, descriptor: MessageDescriptor, values?: MessageValues): string {
  const english = () =>
    i18nFor(DEFAULT_LOCALE)._(descriptor.id, values as Record<string, unknown>, { message: descriptor.message as never });
  const pseudo = pseudoLocales.get(locale);
  if (pseudo) return pseudo(english());
  if (locale === DEFAULT_LOCALE) return english();
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
