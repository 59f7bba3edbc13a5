import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useComponentRecipes, useLightModal } from '@intambwe/ui';
import { useRef } from 'react';
import { ContactForm } from './contact-form';
import { useMessages } from '@intambwe/i18n';
import { contactMessages } from './messages';

export interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The contact dialog (WAI-ARIA dialog pattern): focus moves to the name field,
 * stays inside while open, and returns to the button that opened it.
 */
export function ContactDialog({ open, onOpenChange }: ContactDialogProps) {
  useComponentRecipes();
  const modal = useLightModal(open);
  const m = useMessages(contactMessages);
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root
      {...modal.root}
      initialFocusEl={() => contentRef.current?.querySelector<HTMLElement>('input, textarea, button') ?? null}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      size={{ mdDown: 'full', md: 'md' }}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={contentRef} {...modal.content}>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe="12">
              <Dialog.Title>{m.title}</Dialog.Title>
              <Dialog.Description color="fg.muted">{m.description}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <ContactForm onDone={() => onOpenChange(false)} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={m.closeDialog} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
ContactDialog.displayName = 'ContactDialog';
