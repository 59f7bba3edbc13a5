import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { isApiError } from '@intambwe/api-client';
import { useComponentRecipes, useLightModal } from '@intambwe/ui';
import { useRef } from 'react';
import { DeleteAccountFormSchema } from '../../forms/auth-form-schemas';
import { useAuthForm } from '../../forms/use-auth-form';
import { PasswordField } from '../../layout/form-field/password-field';
import { useAuthMessages } from '../../messages';
import { useAccountMessages } from './account-messages';
import { useFailureText } from '../../state/use-failure-text';

export interface DeleteAccountDialogProps {
  /** Deletes the account; a rejection is shown under the password field. */
  onDelete(password: string): Promise<void>;
  /** The person kept their account (Keep my account, Escape, a click outside). */
  onCancel(): void;
}

/**
 * The confirmation of Delete account: what happens, in plain words, and the
 * password. A modal alert dialog: focus starts in the password field, Escape
 * keeps the account, and focus returns to the button that opened it.
 */
export function DeleteAccountDialog({ onDelete, onCancel }: DeleteAccountDialogProps) {
  const all = useAuthMessages();
  const a = useAccountMessages().account;
  const m = a.delete;
  const { failureText } = useFailureText();
  useComponentRecipes();
  const content = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useAuthForm(DeleteAccountFormSchema, { password: '' });
  const modal = useLightModal(true, { closeOnInteractOutside: !isSubmitting });
  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await onDelete(password);
    } catch (error) {
      const message = isApiError(error) && error.status === 401 ? a.password.wrongCurrent : failureText(error, a.loadFailed);
      setError('password', { message }, { shouldFocus: true });
    }
  });
  return (
    <Dialog.Root
      {...modal.root}
      open
      role="alertdialog"
      placement="center"
      size="sm"
      motionPreset="scale"
      initialFocusEl={() => content.current?.querySelector<HTMLInputElement>('input[name="password"]') ?? null}
      closeOnEscape={!isSubmitting}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content ref={content} {...modal.content}>
            <form onSubmit={onSubmit} noValidate aria-label={m.dialogTitle}>
              <Dialog.Header>
                <Dialog.Title>{m.dialogTitle}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description asChild>
                    <Text color="fg.muted">{m.dialogNote}</Text>
                  </Dialog.Description>
                  <PasswordField
                    label={m.password}
                    error={errors.password?.message}
                    autoComplete="current-password"
                    placeholder={all.fields.passwordPlaceholder}
                    name="password"
                    register={register}
                  />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={isSubmitting}>
                    {m.cancel}
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="red" loading={isSubmitting} loadingText={m.deleting}>
                  {m.confirm}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
DeleteAccountDialog.displayName = 'DeleteAccountDialog';
