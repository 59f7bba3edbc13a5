import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useAuthMessages } from '../../messages';

/** The form's values hold the two fields. */
export type NewPasswordValues = FieldValues & { password: string; confirmPassword: string };

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

/**
 * What each of the two fields shows and is (labels, rules, message, name), for
 * NewPasswordFields and its design-system-free twin on public pages.
 */
export function useNewPasswordFieldProps<Values extends NewPasswordValues>({ register, errors, variant }: NewPasswordFieldsProps<Values>) {
  const m = useAuthMessages();
  const signUp = variant === 'signUp';
  const message = (field: 'password' | 'confirmPassword') => (errors as FieldErrors)[field]?.message as string | undefined;
  const common = { autoComplete: 'new-password' as const, register };
  return {
    password: {
      ...common,
      label: signUp ? m.fields.password : m.fields.newPassword,
      error: message('password'),
      helperText: signUp ? m.resetPassword.rules : undefined,
      placeholder: m.fields.newPasswordPlaceholder,
      name: 'password' as Path<Values>,
    },
    confirmPassword: {
      ...common,
      label: signUp ? m.fields.confirmPassword : m.fields.confirmNewPassword,
      error: message('confirmPassword'),
      placeholder: m.fields.confirmPasswordPlaceholder,
      name: 'confirmPassword' as Path<Values>,
    },
  };
}

