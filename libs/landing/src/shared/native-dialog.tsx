import { chakra, CloseButton, Heading, type HTMLChakraProps } from '@chakra-ui/react';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { closesDialog } from './dialog-commands';

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
  /** A panel at the right edge (the menu) or a centred box (full screen on phones). */
  placement?: 'end' | 'center';
  children: ReactNode;
}

const common = {
  m: 0,
  p: 0,
  border: 'none',
  bg: 'bg.panel',
  color: 'fg',
  boxShadow: 'lg',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  '&[open]': { display: 'flex', flexDirection: 'column' },
  '&::backdrop': { bg: 'blackAlpha.600' },
} as const;

const placements = {
  end: {
    ...common,
    position: 'fixed',
    insetBlock: '0',
    insetInlineStart: 'auto',
    insetInlineEnd: '0',
    h: '100dvh',
    maxH: '100dvh',
    w: 'xs',
    maxW: '100%',
    '&[open]': { ...common['&[open]'], animation: 'slide-from-right-full 0.2s ease-out' },
  },
  center: {
    ...common,
    position: 'fixed',
    inset: '0',
    m: 'auto',
    w: { base: '100vw', md: 'lg' },
    maxW: { base: '100vw', md: 'calc(100vw - 2rem)' },
    h: { base: '100dvh', md: 'fit-content' },
    maxH: { base: '100dvh', md: 'calc(100dvh - 4rem)' },
    borderRadius: { base: '0', md: 'l3' },
    '&[open]': { ...common['&[open]'], animation: 'fade-in 0.2s ease-out' },
  },
} as const;

export function NativeDialog({ id, title, description, closeLabel, placement = 'center', children, ...rest }: NativeDialogProps) {
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    // Chakra styles the element; the native <dialog> keeps attributes Chakra does not know (`closedby`: a press beside it closes it).
    <chakra.dialog css={placements[placement]} {...rest} asChild>
      <dialog id={id} aria-labelledby={titleId} aria-describedby={descriptionId} aria-modal="true" data-close-on-link="" {...{ closedby: 'any' }}>
      <chakra.div display="flex" alignItems="flex-start" justifyContent="space-between" gap="3" px="6" pt="5" pb="3">
        <chakra.div display="flex" flexDirection="column" gap="1">
          <Heading as="h2" id={titleId} size="lg">
            {title}
          </Heading>
          {description && (
            <chakra.p id={descriptionId} color="fg.muted">
              {description}
            </chakra.p>
          )}
        </chakra.div>
        <CloseButton size="sm" asChild>
          <button type="button" aria-label={closeLabel} {...closesDialog(id)}>
            <X aria-hidden="true" />
          </button>
        </CloseButton>
      </chakra.div>
      {children}
      </dialog>
    </chakra.dialog>
  );
}
NativeDialog.displayName = 'NativeDialog';
