import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useComponentRecipes } from '@intambwe/ui';
import { Link as RouterLink } from 'react-router';
import { useLocalePath } from '@intambwe/i18n';
import { PasswordField } from '../../layout/form-field/password-field';
import { ProofDialog } from '../../layout/proof-dialog/proof-dialog';
import { useAuthMessages } from '../../messages';
import { useGoogleLinkForm } from './use-google-link-form';

export interface GoogleLinkDialogProps {
  /** Links and signs in; a rejection's message is shown under the field. */
  onLink(password: string): Promise<void>;
  /** The person gave up (Cancel, Escape, a click outside). */
  onCancel(): void;
}

/**
 * Asked when a Google address belongs to a password account Google cannot
 * vouch for (CONTRACT 409 GOOGLE_LINK_REQUIRES_PASSWORD): the account's
 * password links the two and signs in. A modal dialog: focus starts in the
 * password field, Escape cancels, focus returns to Continue with Google.
 */
export function GoogleLinkDialog({ onLink, onCancel }: GoogleLinkDialogProps) {
  const m = useAuthMessages().google.link;
  const pathFor = useLocalePath();
  useComponentRecipes();
  const { register, onSubmit, error, busy: isSubmitting } = useGoogleLinkForm(onLink);

  return (
    <ProofDialog
      title={m.title}
      busy={isSubmitting}
      focus='input[name="password"]'
      onSubmit={onSubmit}
      onCancel={onCancel}
      cancelLabel={m.cancel}
      actions={
        <Button type="submit" loading={isSubmitting} loadingText={m.submitting}>
          {m.submit}
        </Button>
      }
    >
      <Stack gap="4">
        <Text color="fg.muted">{m.note}</Text>
        <PasswordField label={m.password} error={error} name="password" register={register} />
        <Link asChild alignSelf="flex-start" color="brand.fg" fontSize="sm" fontWeight="medium">
          <RouterLink to={pathFor('/forgot-password')}>{m.forgotPassword}</RouterLink>
        </Link>
      </Stack>
    </ProofDialog>
  );
}
GoogleLinkDialog.displayName = 'GoogleLinkDialog';
export default GoogleLinkDialog;
