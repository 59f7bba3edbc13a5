import { Button, Stack } from '@chakra-ui/react';
import { isApiError } from '@intambwe/api-client';
import { notify } from '@intambwe/ui';
import { ChangePasswordFormSchema } from '../../forms/auth-form-schemas';
import { showFieldFailures } from '../../forms/show-field-failures';
import { useAuthForm } from '../../forms/use-auth-form';
import { NewPasswordFields } from '../../layout/form-field/new-password-fields';
import { PasswordField } from '../../layout/form-field/password-field';
import { useAuthMessages } from '../../messages';
import { useAccountMessages } from './account-messages';
import { useAuthActions } from '../../state/auth-context';
import { useFailureText } from '../../state/use-failure-text';
import { AccountSection } from './account-section';

/**
 * The current password, then the new one twice (SPEC §5's rules). The server
 * ends every other session and gives this one fresh tokens; a wrong current
 * password is said under its field.
 */
export function PasswordSection() {
  const all = useAuthMessages();
  const a = useAccountMessages().account;
  const m = a.password;
  const { changePassword } = useAuthActions();
  const { failureText, fieldFailures } = useFailureText();
  const {
    register,
    submitWith,
    sending,
    setError,
    reset,
    formState: { errors },
  } = useAuthForm(ChangePasswordFormSchema, { currentPassword: '', password: '', confirmPassword: '' });
  const onSubmit = submitWith(async ({ currentPassword, password }) => {
    try {
      await changePassword(currentPassword, password);
      reset();
      notify.success(m.changed);
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        setError('currentPassword', { message: m.wrongCurrent }, { shouldFocus: true });
        return;
      }
      // The server names the new password `newPassword`; the form calls it `password`.
      const { newPassword, ...fields } = fieldFailures(error);
      const named = newPassword ? { ...fields, password: newPassword } : fields;
      if (named.currentPassword || named.password) showFieldFailures(named, setError, ['currentPassword', 'password']);
      else notify.error(failureText(error, a.loadFailed));
    }
  });
  return (
    <AccountSection title={m.title} note={all.resetPassword.rules}>
      <form onSubmit={onSubmit} noValidate aria-label={m.title} method="post">
        <Stack gap="4">
          <PasswordField label={m.current} error={errors.currentPassword?.message} name="currentPassword" register={register} />
          <NewPasswordFields variant="change" register={register} errors={errors} />
          <Button type="submit" alignSelf="flex-start" loading={sending} loadingText={m.submitting}>
            {m.submit}
          </Button>
        </Stack>
      </form>
    </AccountSection>
  );
}
PasswordSection.displayName = 'PasswordSection';
