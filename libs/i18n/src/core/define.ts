import type { CompiledMessage } from './catalogs';

/**
 * Messages are defined in code, in English, as ICU messages (`'{count, plural,
 * one {# program} other {# programs}}'`), each under a stable id; translations
 * live in per-language catalogs (`locales/fr.po`...) a translator edits without
 * touching code. The build compiles both ahead of time (tools/vite/i18n.mts), so
 * no message parser ships to the browser.
 */
export type { CompiledMessage };

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

export const isDescriptor = (value: unknown): value is MessageDescriptor =>
  typeof value === 'object' && value !== null && 'id' in value && 'message' in value && !(DESCRIPTORS in value);

/** Every message of a tree (for catalogs, tests and tools). */
export function listMessages(tree: unknown): MessageDescriptor[] {
  if (isDescriptor(tree)) return [tree];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.values(tree).flatMap(listMessages);
}

export type TaggedPart = string | { readonly tag: string; readonly text: string };

/**
 * Splits a message with tagged parts ('I agree to the <terms>Terms</terms>')
 * into text and tagged pieces, so a whole sentence is translated as one and
 * its parts still become links. Tags do not nest; an unclosed tag stays text.
 */
export function splitTags(message: string): TaggedPart[] {
  const parts: TaggedPart[] = [];
  const pattern = /<(\w+)>([\s\S]*?)<\/\1>/g;
  let last = 0;
  for (const match of message.matchAll(pattern)) {
    if (match.index > last) parts.push(message.slice(last, match.index));
    parts.push({ tag: match[1] ?? '', text: match[2] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return parts;
}
