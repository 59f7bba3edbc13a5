import { isSafeHref } from '@intambwe/contract';

/**
 * A language model's text is not ours: before it is sent, a Markdown link
 * whose target is not safe (the contract's isSafeHref) keeps only its label.
 */
const MARKDOWN_LINK = /\[([^\]\n]{1,200})\]\(([^)\n]{0,2000})\)/g;

/** The text with every unsafe Markdown link replaced by its label. */
export function withSafeLinks(text: string): string {
  return text.replace(MARKDOWN_LINK, (whole, label: string, href: string) => (isSafeHref(href) ? whole : label));
}
