/**
 * The link targets an assistant answer may carry (the server drops others from
 * a language model's text; the chat widget renders only these as links):
 * a same-site path ("/#services", but not "//host" nor "/\host", which
 * browsers read as another host), http(s) addresses, mailto: and tel:.
 */
export function isSafeHref(raw: string): boolean {
  const href = raw.trim();
  if (/^\/(?![/\\])/.test(href)) return !/[\s\\]/.test(href);
  if (/^https?:\/\/[^\s/$.?#\\][^\s\\]*$/i.test(href)) return true;
  return /^mailto:[^\s@]+@[^\s@]+$/i.test(href) || /^tel:\+?[\d\s().-]+$/i.test(href);
}
