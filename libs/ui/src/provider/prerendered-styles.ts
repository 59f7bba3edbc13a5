/**
 * The attribute that marks the style tags a prerendered page carries in its
 * head (the reset, token variables and every class its HTML uses), listing
 * emotion's ids of those styles. It is not emotion's own `data-emotion`: emotion
 * would move those tags on start-up, and moving a style tag makes the browser
 * restyle the whole page (over 100 ms on a cheap phone). The host app tells its
 * emotion cache that these styles are in place instead.
 */
export const PRERENDERED_STYLES_ATTRIBUTE = 'data-prerendered-styles';

/** Emotion's ids of the styles the page's HTML already holds (`css-global` tags are named the same way). */
export function prerenderedStyleIds(doc: Document = document): string[] {
  const ids: string[] = [];
  for (const tag of doc.querySelectorAll(`style[${PRERENDERED_STYLES_ATTRIBUTE}]`)) {
    const [, ...names] = (tag.getAttribute(PRERENDERED_STYLES_ATTRIBUTE) ?? '').split(' ');
    ids.push(...names.filter(Boolean));
  }
  return ids;
}

/** Whether this page came with its styles in the HTML (a prerendered page). */
export function hasPrerenderedStyles(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): boolean {
  return doc?.querySelector(`style[${PRERENDERED_STYLES_ATTRIBUTE}]`) != null;
}
