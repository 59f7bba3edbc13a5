import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { closesDialog } from './dialog-commands';
import { DialogHeader } from './dialog-header';

/**
 * A modal dialog the browser runs by itself (`<dialog>`): opened by a button
 * with `commandfor={id} command="show-modal"` and closed by Escape, its close
 * button or a press beside it, before and without any script. The browser
 * keeps focus inside, makes the page behind inert and returns focus to the
 * button that opened it (WAI-ARIA dialog pattern). Links inside close it.
 */
export interface NativeDialogProps extends Omit<HTMLChakraProps<'dialog'>, 'title'> {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
}

/** A centred box, full screen on phones. */
const dialogCss = {
  position: 'fixed',
  inset: '0',
  m: 'auto',
  p: 0,
  border: 'none',
  bg: 'bg.panel',
  color: 'fg',
  boxShadow: 'lg',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  w: { base: '100vw', md: 'lg' },
  maxW: { base: '100vw', md: 'calc(100vw - 2rem)' },
  h: { base: '100dvh', md: 'fit-content' },
  maxH: { base: '100dvh', md: 'calc(100dvh - 4rem)' },
  borderRadius: { base: '0', md: 'l3' },
  '&[open]': { display: 'flex', flexDirection: 'column', animation: 'fade-in 0.2s ease-out' },
  '&::backdrop': { bg: 'blackAlpha.600' },
} as const;

export function NativeDialog({ id, title, description, closeLabel, children, ...rest }: NativeDialogProps) {
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    // Chakra styles the element; the native <dialog> keeps attributes Chakra does not know (`closedby`: a press beside it closes it).
    <chakra.dialog css={dialogCss} {...rest} asChild>
      <dialog id={id} aria-labelledby={titleId} aria-describedby={descriptionId} aria-modal="true" data-close-on-link="" {...{ closedby: 'any' }}>
        <DialogHeader titleId={titleId} title={title} descriptionId={descriptionId} description={description} closeLabel={closeLabel} closeProps={closesDialog(id)} />
        {children}
      </dialog>
    </chakra.dialog>
  );
}
NativeDialog.displayName = 'NativeDialog';
