type Path = readonly string[];

const indexes = new WeakMap<object, Map<string, Path>>();

/** English sentence -> where it is in a translated view of a message tree (the first place, when a sentence is in two). */
function indexOf(english: object): Map<string, Path> {
  const known = indexes.get(english);
  if (known) return known;
  const built = new Map<string, Path>();
  const visit = (node: object, path: Path) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') {
        if (!built.has(value)) built.set(value, [...path, key]);
      } else if (typeof value === 'object' && value !== null) visit(value, [...path, key]);
    }
  };
  visit(english, []);
  indexes.set(english, built);
  return built;
}

/**
 * A sentence known in English (a plain message of `english`, a view made by
 * `translate(tree, 'en')`) in the language of `translated` (the same tree's
 * view in another language); any other text as it came. For sentences that
 * reach a screen as English text: a server's `error`, a shared rule's message.
 */
export function knownSentence(text: string, english: object, translated: object): string {
  if (english === translated || !text) return text;
  const path = indexOf(english).get(text);
  if (!path) return text;
  let node: unknown = translated;
  for (const key of path) node = (node as Record<string, unknown>)[key];
  return typeof node === 'string' ? node : text;
}
