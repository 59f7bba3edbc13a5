import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useComponentRecipes, useLightModal } from '@intambwe/ui';
import { useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';

export interface ProofDialogProps {
  title: string;
  /** `alertdialog` for a confirmation that destroys something. */
  role?: 'dialog' | 'alertdialog';
  /** While the proof is being checked: Escape, a click outside and Cancel do nothing. */
  busy: boolean;
  /** A selector of the control that takes the focus when the dialog opens, and again whenever it changes (another way to prove it). */
  focus: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The person gave up (Cancel, Escape, a click outside). */
  onCancel(): void;
  cancelLabel: string;
  /** The buttons after Cancel. */
  actions?: ReactNode;
  /** The note and the proof (a password field, a Google button...). */
  children: ReactNode;
}

/**
 * The modal in which a person proves it is them (their password, or a fresh
 * Google sign-in) before something that needs it: a form with a title, the
 * body, Cancel and the actions. Focus starts in `focus`, Escape cancels, and
 * focus returns to what opened it.
 */
export function ProofDialog({ title, role, busy, focus, onSubmit, onCancel, cancelLabel, actions, children }: ProofDialogProps) {
  useComponentRecipes();
  const content = useRef<HTMLDivElement>(null);
  const modal = useLightModal(true, { closeOnInteractOutside: !busy });
  // The control of the other way to prove it takes the focus when the way changes (the one that had it is gone).
  const focused = useRef(focus);
  useEffect(() => {
    if (focused.current === focus) return;
    focused.current = focus;
    content.current?.querySelector<HTMLElement>(focus)?.focus();
  }, [focus]);
  return (
    <Dialog.Root
      {...modal.root}
      open
      role={role}
      placement="center"
      size="sm"
      motionPreset="scale"
      initialFocusEl={() => content.current?.querySelector<HTMLElement>(focus) ?? null}
      closeOnEscape={!busy}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content ref={content} {...modal.content}>
            <form onSubmit={onSubmit} noValidate aria-label={title}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={busy}>
                    {cancelLabel}
                  </Button>
                </Dialog.ActionTrigger>
                {actions}
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
ProofDialog.displayName = 'ProofDialog';
