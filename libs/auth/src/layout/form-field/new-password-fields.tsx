import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useAuthMessages } from '../../messages';
import { PasswordField } from './password-field';

/** The form's values hold the two fields. */
type NewPasswordValues = FieldValues & { password: string; confirmPassword: string };

export interface NewPasswordFieldsProps<Values extends NewPasswordValues> {
  /** The form's `register`. */
  register: UseFormRegister<Values>;
  /** The form's errors: 'Passwords must match' comes on the confirmation whenever it differs (the schemas' rule). */
  errors: FieldErrors<Values>;
  /**
   * `signUp`: Password and Confirm Password, the rules under the first (registration);
   * `change`: New Password and Confirm New Password, the rules shown by the form (reset, account).
   */
  variant: 'signUp' | 'change';
}

/** The new password and its confirmation (SPEC §5), named `password` and `confirmPassword` in every form that sets one. */
export function NewPasswordFields<Values extends NewPasswordValues>({ register, errors, variant }: NewPasswordFieldsProps<Values>) {
  const m = useAuthMessages();
  const signUp = variant === 'signUp';
  const message = (field: 'password' | 'confirmPassword') => errors[field]?.message as string | undefined;
  return (
    <>
      <PasswordField
        label={signUp ? m.fields.password : m.fields.newPassword}
        error={message('password')}
        helperText={signUp ? m.resetPassword.rules : undefined}
        autoComplete="new-password"
        placeholder={m.fields.newPasswordPlaceholder}
        name={'password' as Path<Values>}
        register={register}
      />
      <PasswordField
        label={signUp ? m.fields.confirmPassword : m.fields.confirmNewPassword}
        error={message('confirmPassword')}
        autoComplete="new-password"
        placeholder={m.fields.confirmPasswordPlaceholder}
        name={'confirmPassword' as Path<Values>}
        register={register}
      />
    </>
  );
}
NewPasswordFields.displayName = 'NewPasswordFields';
