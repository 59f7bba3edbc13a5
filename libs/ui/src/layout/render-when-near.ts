/**
 * Set on <html> by the host app once React has started on the page
 * (`data-app-started`). Public pages may be shown for a while from their
 * prerendered HTML alone; styles can tell the two phases apart.
 */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

const renderWhenNear = { contentVisibility: 'auto', containIntrinsicSize: 'auto 900px' } as const;

/**
 * Chakra `css` for a long part of a prerendered page that lies below the first
 * screen: until the app starts, the browser styles, lays out and paints it
 * only as it comes near the viewport (content-visibility), which roughly
 * halves the work of showing a long page on a cheap phone. `auto` remembers a
 * part's real height once shown; the content stays in the page for
 * find-in-page, anchors and assistive technology. Once the app has started,
 * everything is laid out normally, so measurements (scrolling to anchors,
 * accessibility checkers) see the real layout.
 *
 * `selector` picks the parts inside the styled element (`&` is the element itself).
 */
export function renderWhenNearUntilStarted(selector = '&'): Record<string, typeof renderWhenNear> {
  return { [`html:not([${APP_STARTED_ATTRIBUTE}]) ${selector}`]: renderWhenNear };
}
