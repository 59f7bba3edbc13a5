import { createElement, useId, useState, type ReactNode } from 'react';

/** The attribute that marks a static region in prerendered HTML (its value is the region's React id). */
export const STATIC_CONTENT_ATTRIBUTE = 'data-static';

export interface StaticContentProps {
  children?: ReactNode;
  /** The wrapper element: `div` (default) for blocks, `span` inside text, `li` inside a list... It lays nothing out (`display: contents`). */
  as?: 'div' | 'span' | 'li';
}

const wrapperStyle = { display: 'contents' } as const;

/**
 * True when the element rendered for this region came with the page's HTML: the
 * region is being hydrated. React gives a component the same `useId` while
 * prerendering and while hydrating that HTML, and a new one when it mounts later
 * (a route shown in the browser, a key that changed), so finding the prerendered
 * wrapper with this id tells the two apart.
 */
function cameWithThePage(id: string): boolean {
  if (typeof document === 'undefined') return false;
  return document.querySelector(`[${STATIC_CONTENT_ATTRIBUTE}="${CSS.escape(id)}"]`) !== null;
}

/**
 * Content that never changes once shown (headings, text, pictures, plain links):
 * on a prerendered page the browser keeps its HTML as it is and React never
 * renders, hydrates or styles it, so it costs a phone no script time at all.
 * Where it mounts in the browser (another route shown first, a `key` that
 * changed) it renders its children as usual.
 *
 * Its children must not depend on anything that changes after the page starts
 * (who is signed in, the colour mode in script, the clock): put such parts
 * beside it, or give it a `key` that changes with them. Lazy components inside it
 * load only when it renders in the browser.
 */
export function StaticContent({ children, as = 'div' }: StaticContentProps) {
  const id = useId();
  const [keepHtml] = useState(() => cameWithThePage(id));
  const marker = { [STATIC_CONTENT_ATTRIBUTE]: id, style: wrapperStyle };
  if (keepHtml) {
    // An element with inner HTML has no child fibers: React neither hydrates nor replaces what the page holds.
    return createElement(as, { ...marker, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: '' } });
  }
  return createElement(as, marker, children);
}
StaticContent.displayName = 'StaticContent';
