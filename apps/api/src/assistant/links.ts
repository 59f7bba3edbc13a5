/**
 * The links an answer may carry. A language model's text is not ours: before
 * it is sent, a Markdown link whose target is not safe keeps only its label.
 * Safe: a same-site path ("/#services", but not "//host" nor "/\host", which
 * browsers read as another host), http(s) addresses, mailto: and tel:.
 */
export function isSafeHref(raw: string): boolean {
  const href = raw.trim();
  if (/^\/(?![/\\])/.test(href)) return !/[\s\\]/.test(href);
  if (/^https?:\/\/[^\s/$.?#\\][^\s\\]*$/i.test(href)) return true;
  return /^mailto:[^\s@]+@[^\s@]+$/i.test(href) || /^tel:\+?[\d\s().-]+$/i.test(href);
}

const MARKDOWN_LINK = /\[([^\]\n]{1,200})\]\(([^)\n]{0,2000})\)/g;

/** The text with every unsafe Markdown link replaced by its label. */
export function withSafeLinks(text: string): string {
  return text.replace(MARKDOWN_LINK, (whole, label: string, href: string) => (isSafeHref(href) ? whole : label));
}
