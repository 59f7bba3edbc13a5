import type { AuthMessages } from '../messages';

type Path = readonly string[];

const indexes = new WeakMap<object, Map<string, Path>>();

/** English sentence -> where it is in the message tree (the first place, when a sentence is in two). */
function indexOf(english: object): Map<string, Path> {
  let index = indexes.get(english);
  if (index) return index;
  index = new Map();
  const visit = (node: object, path: Path) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') {
        if (!index!.has(value)) index!.set(value, [...path, key]);
      } else if (typeof value === 'object' && value !== null) visit(value, [...path, key]);
    }
  };
  visit(english, []);
  indexes.set(english, index);
  return index;
}

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
  const path = indexOf(english).get(text);
  if (!path) return text;
  let node: unknown = messages;
  for (const key of path) node = (node as Record<string, unknown>)[key];
  return typeof node === 'string' ? node : text;
}
