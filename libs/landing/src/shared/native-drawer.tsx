import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { closesDrawer } from './dialog-commands';
import { DialogHeader } from './dialog-header';

/** What marks a drawer for the page's own script (apps/web page-behaviors.ts) and the scroll lock (libs/ui's global CSS). */
export const MODAL_POPOVER_ATTRIBUTE = 'data-modal-popover';

/**
 * A panel at the right edge that the browser opens by itself: a `<dialog>`
 * that is a popover, opened by a button with `popoverTarget={id}` before and
 * without any script, closed by Escape, its close button, a press beside it or
 * a link chosen inside.
 *
 * A popover, not a modal `<dialog>`: showing a modal makes the whole page
 * behind it inert, and the browser restyles every element of the page to do
 * so, in the very frame that should show the panel (on a slow phone the
 * longest part of the press). Showing a popover restyles only the panel. It
 * stays modal all the same:
 * - the press beside it lands on its own scrim (a close button the size of the
 *   screen, hidden from assistive technology), never on the page behind;
 * - the page behind does not scroll (a global rule on `[data-modal-popover]`);
 * - focus moves in as it opens and Tab stays inside (the page's inline script),
 *   and it goes back to the menu button as it closes (the browser);
 * - `aria-modal` tells assistive technology the page behind is out of reach.
 */
export interface NativeDrawerProps {
  id: string;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
}

const drawerCss = {
  position: 'fixed',
  inset: '0',
  w: '100vw',
  h: '100dvh',
  maxW: '100vw',
  maxH: '100dvh',
  m: 0,
  p: 0,
  border: 'none',
  bg: 'transparent',
  color: 'fg',
  overflow: 'hidden',
  // Kept apart from each other: a browser without popovers drops a rule whose selector it does not know.
  '&:popover-open': { display: 'flex', justifyContent: 'flex-end' },
  // Where a browser has no popovers, the page's script opens it as a modal dialog.
  '&[open]': { display: 'flex', justifyContent: 'flex-end' },
  '&::backdrop': { bg: 'transparent' },
} as const;

const scrimCss = {
  position: 'absolute',
  inset: '0',
  w: 'full',
  h: 'full',
  p: 0,
  border: 'none',
  bg: 'blackAlpha.600',
  cursor: 'default',
  _focusVisible: { outline: 'none' },
} as const;

const panelCss = {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  h: 'full',
  w: 'xs',
  maxW: '100%',
  bg: 'bg.panel',
  boxShadow: 'lg',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  // It slides in by a little, so its first frame already shows it (a whole width would show nothing yet).
  animation: 'slide-from-right 0.2s ease-out',
} as const;

export function NativeDrawer({ id, title, closeLabel, children }: NativeDrawerProps) {
  const titleId = `${id}-title`;
  return (
    <chakra.dialog css={drawerCss} asChild>
      <dialog id={id} popover="auto" aria-labelledby={titleId} aria-modal="true" data-close-on-link="" {...{ [MODAL_POPOVER_ATTRIBUTE]: '' }}>
        <chakra.button type="button" css={scrimCss} tabIndex={-1} aria-hidden="true" {...closesDrawer(id)} />
        <chakra.div css={panelCss}>
          <DialogHeader titleId={titleId} title={title} closeLabel={closeLabel} closeProps={closesDrawer(id)} />
          {children}
        </chakra.div>
      </dialog>
    </chakra.dialog>
  );
}
NativeDrawer.displayName = 'NativeDrawer';
