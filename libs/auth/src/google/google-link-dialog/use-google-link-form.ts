import { GoogleLinkFormSchema } from '../../forms/auth-form-schemas';
import { useAuthForm } from '../../forms/use-auth-form';
import { useAuthMessages } from '../../messages';
import { useFailureText } from '../../state/use-failure-text';

/**
 * The password question's form, for both kinds of the dialog (GoogleLinkDialog,
 * StaticGoogleLinkDialog): the password links Google to the account and signs
 * in; a refusal's words go under the field, which gets the focus again.
 */
export function useGoogleLinkForm(onLink: (password: string) => Promise<void>) {
  const { failureText } = useFailureText();
  const m = useAuthMessages().google.link;
  const {
    register,
    submitWith,
    sending,
    setError,
    formState: { errors },
  } = useAuthForm(GoogleLinkFormSchema, { password: '' });
  const onSubmit = submitWith(async ({ password }) => {
    try {
      await onLink(password);
    } catch (error) {
      setError('password', { message: failureText(error, m.failed) }, { shouldFocus: true });
    }
  });
  return { register, onSubmit, error: errors.password?.message, busy: sending };
}
