import { useEffect } from 'react';

let locks = 0;
let restore: (() => void) | undefined;

/** Keeps the page behind a modal from scrolling, touching only the root element's own style. */
function lockPageScroll(): () => void {
  locks += 1;
  if (locks === 1) {
    const root = document.documentElement;
    const scrollbar = window.innerWidth - root.clientWidth;
    const before = { overflow: root.style.overflow, paddingInlineEnd: root.style.paddingInlineEnd };
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingInlineEnd = `${scrollbar}px`; // the page does not shift as its scrollbar goes
    restore = () => {
      root.style.overflow = before.overflow;
      root.style.paddingInlineEnd = before.paddingInlineEnd;
    };
  }
  return () => {
    locks -= 1;
    if (locks === 0) restore?.();
  };
}

/** What `useLightModal` gives: spread `root` on Dialog.Root / Drawer.Root and `content` on their Content. */
export interface LightModalProps {
  root: { modal: false; trapFocus: true; preventScroll: false; closeOnInteractOutside: boolean };
  content: { 'aria-modal': true };
}

/**
 * A modal dialog or drawer (WAI-ARIA dialog pattern: focus trapped inside and
 * returned on close, Escape and a press outside close it, the page behind does
 * not scroll, `aria-modal`) that costs a cheap phone no restyle of the whole page
 * as it opens. Chakra's default modal sets `pointer-events: none` on <body>
 * and a custom property on <html>, and each makes the browser recompute the
 * style of every element of the page (about 50 ms each at 4x CPU on the landing
 * page; the backdrop already stops presses reaching the page); this keeps focus
 * and scroll handling and changes only the root's own overflow.
 */
export function useLightModal(open: boolean, { closeOnInteractOutside = true } = {}): LightModalProps {
  useEffect(() => (open ? lockPageScroll() : undefined), [open]);
  return {
    root: { modal: false, trapFocus: true, preventScroll: false, closeOnInteractOutside },
    content: { 'aria-modal': true },
  };
}
