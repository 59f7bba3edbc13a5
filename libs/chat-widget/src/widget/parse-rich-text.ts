import { isSafeHref } from '@intambwe/contract';

/**
 * The small, safe subset of Markdown the assistant's replies use: paragraphs,
 * line breaks, "- " and "1. " lists, **bold**, [label](href) links, and bare
 * web addresses and emails. It returns plain data rendered as React text, so
 * nothing the server sends is ever parsed as HTML. Links are kept only for
 * http(s), mailto: and tel: addresses and same-site paths ("/#services");
 * anything else (javascript:, data:...) stays text.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'link'; text: string; href: string; external: boolean };

export type Block =
  | { type: 'paragraph'; lines: Inline[][] }
  | { type: 'list'; ordered: boolean; items: Inline[][] };

/**
 * A safe href (the contract's isSafeHref, the same rule the server applies to
 * a model's answer), or null: a same-site path ("/#services", never "//host" or
 * "/\\host", which browsers read as another host), http(s), mailto: or tel:.
 */
export function safeHref(raw: string): { href: string; external: boolean } | null {
  const href = raw.trim();
  if (!isSafeHref(href)) return null;
  return { href, external: /^https?:/i.test(href) };
}

const INLINE = /\[([^\]\n]{1,200})\]\(([^)\s]{1,2000})\)|\*\*([^*\n]{1,500})\*\*|(https?:\/\/[^\s<>()]+)|([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
const TRAILING_PUNCTUATION = /[.,;:!?'"”’]+$/;

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = parts.at(-1);
    if (last?.type === 'text') last.text += value;
    else parts.push({ type: 'text', text: value });
  };
  let cursor = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    pushText(text.slice(cursor, index));
    cursor = index + match[0].length;
    const [whole, label, target, bold, url, email] = match;
    if (label !== undefined && target !== undefined) {
      const safe = safeHref(target);
      if (safe) parts.push({ type: 'link', text: label, ...safe });
      else pushText(label);
    } else if (bold !== undefined) {
      parts.push({ type: 'strong', text: bold });
    } else if (url !== undefined) {
      const trailing = url.match(TRAILING_PUNCTUATION)?.[0] ?? '';
      const address = url.slice(0, url.length - trailing.length);
      const safe = safeHref(address);
      if (safe) parts.push({ type: 'link', text: address, ...safe });
      else pushText(address);
      pushText(trailing);
    } else if (email !== undefined) {
      parts.push({ type: 'link', text: email, href: `mailto:${email}`, external: false });
    } else {
      pushText(whole);
    }
  }
  pushText(text.slice(cursor));
  return parts;
}

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;

export function parseRichText(text: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: Inline[][] | null = null;
  let list: { ordered: boolean; items: Inline[][] } | null = null;
  const close = () => {
    if (paragraph) blocks.push({ type: 'paragraph', lines: paragraph });
    if (list) blocks.push({ type: 'list', ...list });
    paragraph = null;
    list = null;
  };
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (!line.trim()) {
      close();
      continue;
    }
    const bullet = line.match(BULLET);
    const numbered = bullet ? null : line.match(NUMBERED);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = Boolean(numbered);
      if (!list || list.ordered !== ordered) {
        close();
        list = { ordered, items: [] };
      }
      list.items.push(parseInline(item[1]));
      continue;
    }
    if (list) close();
    paragraph ??= [];
    paragraph.push(parseInline(line.trim()));
  }
  close();
  return blocks;
}

/** The reply as plain words, for the screen-reader announcement. */
export function plainText(text: string): string {
  return parseRichText(text)
    .flatMap((block) => (block.type === 'paragraph' ? block.lines : block.items))
    .map((line) => line.map((part) => part.text).join(''))
    .join(' ');
}
