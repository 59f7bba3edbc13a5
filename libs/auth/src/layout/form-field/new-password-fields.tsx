import { useNewPasswordFieldProps, type NewPasswordFieldsProps, type NewPasswordValues } from './new-password-field-props';
import { PasswordField } from './password-field';

export type { NewPasswordFieldsProps } from './new-password-field-props';

/** The new password and its confirmation (SPEC §5), named `password` and `confirmPassword` in every form that sets one. */
export function NewPasswordFields<Values extends NewPasswordValues>(props: NewPasswordFieldsProps<Values>) {
  const fields = useNewPasswordFieldProps(props);
  return (
    <>
      <PasswordField {...fields.password} />
      <PasswordField {...fields.confirmPassword} />
    </>
  );
}
NewPasswordFields.displayName = 'NewPasswordFields';
