import { IconButton, Stack } from '@chakra-ui/react';
import { useMessageText } from '@intambwe/i18n';
import { ArrowUp, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { CONTACT_DIALOG_ID } from '../contact/contact-dialog';
import { landingMessages } from '../messages';
import { SCROLL_TO_TOP_AFTER_PX } from '../shared/constants';
import { ANCHORS } from '../shared/links';
import { opensDialog } from '../shared/dialog-commands';

const m = landingMessages.floating;

export interface FloatingActionsProps {
  /** The host app's own buttons (the AI assistant launcher). */
  children?: ReactNode;
}

const shownPastThreshold = { '&:not([data-shown])': { display: 'none' } } as const;

/**
 * Buttons floating over the page (SPEC §2): back to top (after 300 px of
 * scroll), the host's AI assistant launcher, and the contact button. HTML and
 * CSS: the contact button opens its dialog natively, and Back to top is one of
 * the page's own behaviours.
 */
export function FloatingActions({ children }: FloatingActionsProps) {
  const text = useMessageText();
  return (
    <Stack position="fixed" insetEnd={{ base: '3', md: '6' }} bottom={{ base: '3', md: '6' }} zIndex="sticky" gap="3" align="center">
      <IconButton
        aria-label={text(m.scrollToTop)}
        title={text(m.scrollToTop)}
        variant="outline"
        bg="bg"
        borderRadius="full"
        size="md"
        boxShadow="md"
        css={shownPastThreshold}
        data-shown-after={SCROLL_TO_TOP_AFTER_PX}
        data-scroll-to={ANCHORS.hero}
      >
        <ArrowUp aria-hidden="true" />
      </IconButton>
      {children}
      <IconButton borderRadius="full" size="lg" boxShadow="lg" asChild>
        <button type="button" aria-label={text(m.contact)} title={text(m.contact)} aria-haspopup="dialog" {...opensDialog(CONTACT_DIALOG_ID)}>
          <Mail aria-hidden="true" />
        </button>
      </IconButton>
    </Stack>
  );
}
FloatingActions.displayName = 'FloatingActions';
