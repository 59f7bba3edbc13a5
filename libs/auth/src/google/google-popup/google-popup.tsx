import { Box, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useComponentRecipes, useLightModal } from '@intambwe/ui';
import { useAuthMessages } from '../../messages';
import { useGoogleButtonHost } from './use-google-button-host';

export interface GooglePopupProps {
  /** Draws Google's own button into the given element. */
  renderButton: (container: HTMLElement) => void;
  /** The person closed the popup (close button, Escape or a click outside). */
  onClose: () => void;
}

/**
 * The manual Google sign-in popup (SPEC §2): a centred modal dialog with the
 * heading 'Sign in with Google', Google's button and a close button. Shown
 * when One Tap is not displayed or skipped (WAI-ARIA dialog pattern: focus
 * moves in, Escape closes, focus returns to Continue with Google).
 */
export function GooglePopup({ renderButton, onClose }: GooglePopupProps) {
  const all = useAuthMessages();
  useComponentRecipes();
  const modal = useLightModal(true);
  const setContainer = useGoogleButtonHost(renderButton);

  return (
    <Dialog.Root
      {...modal.root}
      open
      placement="center"
      size="xs"
      motionPreset="scale"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content {...modal.content}>
            <Dialog.Header pe="12">
              <Dialog.Title>{all.google.popupTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Text color="fg.muted" mb="4">
                {all.google.popupNote}
              </Text>
              <Box ref={setContainer} display="flex" justifyContent="center" minH="11" data-testid="google-button-container" />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={all.google.popupClose} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
GooglePopup.displayName = 'GooglePopup';
export default GooglePopup;
