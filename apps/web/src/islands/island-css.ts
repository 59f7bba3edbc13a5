/**
 * Rules of the page's stylesheet that belong to no component: what the page's
 * own behaviours and the islands' start-up rely on (page-behaviors.ts,
 * start-page-islands.tsx). Plain CSS with the design system's variables.
 */
export const PAGE_RULES = [
  // Who is signed in, as far as this browser knows (<html data-signed-in>): the right variant shows before any script.
  'html[data-signed-in] [data-viewer="visitor"],html:not([data-signed-in]) [data-viewer="user"]{display:none !important}',
  // A modal dialog holds the page still behind it.
  'html:has(dialog:modal){overflow:hidden}',
  // An island whose code could not be loaded says so below it, in the page's language.
  '.page-note{margin-block:var(--chakra-spacing-3);padding:var(--chakra-spacing-3) var(--chakra-spacing-4);border-radius:var(--chakra-radii-l2);border-inline-start:4px solid var(--chakra-colors-fg-warning);background:var(--chakra-colors-bg-muted);color:var(--chakra-colors-fg);font-size:var(--chakra-font-sizes-sm)}',
].join('');
