import { IconButton, Stack } from '@chakra-ui/react';
import { useMessageText } from '@intambwe/i18n';
import { scrollToAnchor, useScrolledPast } from '@intambwe/ui';
import { ArrowUp, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { landingMessages } from '../messages';
import { SCROLL_TO_TOP_AFTER_PX } from '../shared/constants';
import { ANCHORS } from '../shared/links';

const m = landingMessages.floating;

export interface FloatingActionsProps {
  /** Opens the contact dialog. */
  onContact: () => void;
  /** Whether the contact dialog is open (for aria-expanded). */
  contactOpen?: boolean;
  /** The host app's own buttons (the AI assistant launcher). */
  children?: ReactNode;
}

/**
 * Buttons floating over the page (SPEC §2): back to top (after 300 px of
 * scroll), the host's AI assistant launcher, and the contact button.
 */
export function FloatingActions({ onContact, contactOpen = false, children }: FloatingActionsProps) {
  const showScrollTop = useScrolledPast(SCROLL_TO_TOP_AFTER_PX);
  const text = useMessageText();
  return (
    <Stack
      position="fixed"
      insetEnd={{ base: '3', md: '6' }}
      bottom={{ base: '3', md: '6' }}
      zIndex="sticky"
      gap="3"
      align="center"
    >
      {showScrollTop && (
        <IconButton
          aria-label={text(m.scrollToTop)}
          title={text(m.scrollToTop)}
          variant="outline"
          bg="bg"
          borderRadius="full"
          size="md"
          boxShadow="md"
          onClick={() => scrollToAnchor(ANCHORS.hero)}
        >
          <ArrowUp aria-hidden="true" />
        </IconButton>
      )}
      {children}
      <IconButton
        aria-label={text(m.contact)}
        title={text(m.contact)}
        aria-haspopup="dialog"
        aria-expanded={contactOpen}
        borderRadius="full"
        size="lg"
        boxShadow="lg"
        onClick={onContact}
      >
        <Mail aria-hidden="true" />
      </IconButton>
    </Stack>
  );
}
FloatingActions.displayName = 'FloatingActions';
