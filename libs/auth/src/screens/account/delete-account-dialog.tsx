import { Alert, Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { isApiError, usePlatformConfig } from '@intambwe/api-client';
import { ERROR_CODES } from '@intambwe/contract';
import { useComponentRecipes } from '@intambwe/ui';
import { useState } from 'react';
import { GoogleButton } from '../../google/google-button/google-button';
import { isAbortError } from '../../google/request-google-credential';
import { useGoogleCredential } from '../../google/use-google-credential';
import { googleScreenMessage } from '../../rules/google-errors';
import { DeleteAccountFormSchema } from '../../forms/auth-form-schemas';
import { useAuthForm } from '../../forms/use-auth-form';
import { PasswordField } from '../../layout/form-field/password-field';
import { ProofDialog } from '../../layout/proof-dialog/proof-dialog';
import { useAuthMessages } from '../../messages';
import { useAccountMessages } from './account-messages';
import { useFailureText } from '../../state/use-failure-text';

/** What proves it is the person: the password, or for an account without one a fresh Google sign-in. */
export type DeleteProof = { password: string } | { idToken: string };

export interface DeleteAccountDialogProps {
  /** Deletes the account; a rejection is shown under the password field (or above the Google button). */
  onDelete(proof: DeleteProof): Promise<void>;
  /** The person kept their account (Keep my account, Escape, a click outside). */
  onCancel(): void;
}

/**
 * The confirmation of Delete account: what happens, in plain words, and the
 * password. A modal alert dialog: focus starts in the password field, Escape
 * keeps the account, and focus returns to the button that opened it.
 *
 * An account that signs in with Google only has no password (the server
 * answers PASSWORD_NOT_SET): the dialog then asks for a fresh Google sign-in
 * (its ID token proves it is the person), at once when the person says so
 * (I sign in with Google), or after a password was refused for that reason.
 */
export function DeleteAccountDialog({ onDelete, onCancel }: DeleteAccountDialogProps) {
  const all = useAuthMessages();
  const a = useAccountMessages().account;
  const m = a.delete;
  const { failureText } = useFailureText();
  const { googleClientId } = usePlatformConfig();
  const google = useGoogleCredential();
  useComponentRecipes();
  const [viaGoogle, setViaGoogle] = useState(false);
  const [googleBusy, setGoogleBusy] = useState(false);
  const [googleFailure, setGoogleFailure] = useState<string | null>(null);
  const {
    register,
    submitWith,
    sending,
    setError,
    formState: { errors },
  } = useAuthForm(DeleteAccountFormSchema, { password: '' });
  const busy = sending || googleBusy;
  const chooseGoogle = () => {
    setGoogleFailure(null);
    setViaGoogle(true);
  };
  const choosePassword = () => {
    setGoogleFailure(null);
    setViaGoogle(false);
  };
  const onSubmit = submitWith(async ({ password }) => {
    try {
      await onDelete({ password });
    } catch (error) {
      // No password on this account: it signs in with Google, which proves it is the person instead.
      if (isApiError(error) && error.code === ERROR_CODES.passwordNotSet) return chooseGoogle();
      const message = isApiError(error) && error.status === 401 ? a.password.wrongCurrent : failureText(error, a.loadFailed);
      setError('password', { message }, { shouldFocus: true });
    }
  });
  const confirmWithGoogle = async () => {
    setGoogleBusy(true);
    setGoogleFailure(null);
    try {
      await onDelete({ idToken: await google.requestCredential() });
    } catch (error) {
      setGoogleBusy(false);
      if (isAbortError(error)) return; // the dialog closed meanwhile
      // The server's refusal (INVALID_ID_TOKEN: another Google account...) in the words of its code; Google's own failures as on sign-in.
      if (isApiError(error) && error.code === ERROR_CODES.invalidIdToken) return setGoogleFailure(m.googleRefused);
      if (isApiError(error)) return setGoogleFailure(failureText(error, a.loadFailed));
      const { status, message } = googleScreenMessage(error, 'signIn', all.google.screen);
      if (status === 'error') setGoogleFailure(message); // a closed Google prompt is not a failure: the button is there again
    }
  };
  return (
    <>
      <ProofDialog
        title={m.dialogTitle}
        role="alertdialog"
        busy={busy}
        focus={viaGoogle ? 'button[data-google-confirm]' : 'input[name="password"]'}
        onSubmit={viaGoogle ? (event) => event.preventDefault() : onSubmit}
        onCancel={onCancel}
        cancelLabel={m.cancel}
        actions={
          !viaGoogle && (
            <Button type="submit" colorPalette="red" loading={sending} loadingText={m.deleting}>
              {m.confirm}
            </Button>
          )
        }
      >
        {viaGoogle ? (
          <Stack gap="4">
            <Dialog.Description asChild>
              <Text color="fg.muted">{m.googleNote}</Text>
            </Dialog.Description>
            {googleFailure && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{googleFailure}</Alert.Title>
              </Alert.Root>
            )}
            <GoogleButton
              data-google-confirm=""
              colorPalette="red"
              label={m.googleConfirm}
              busy={googleBusy}
              onClick={() => void confirmWithGoogle()}
            />
            <Button alignSelf="flex-start" variant="plain" color="brand.fg" px="0" disabled={googleBusy} onClick={choosePassword}>
              {m.withPassword}
            </Button>
          </Stack>
        ) : (
          <Stack gap="4">
            <Dialog.Description asChild>
              <Text color="fg.muted">{m.dialogNote}</Text>
            </Dialog.Description>
            <PasswordField label={m.password} error={errors.password?.message} name="password" register={register} />
            {googleClientId && (
              <Button
                alignSelf="flex-start"
                variant="plain"
                color="brand.fg"
                px="0"
                disabled={sending}
                onClick={chooseGoogle}
              >
                {m.withGoogle}
              </Button>
            )}
          </Stack>
        )}
      </ProofDialog>
      {google.popup}
    </>
  );
}
DeleteAccountDialog.displayName = 'DeleteAccountDialog';
