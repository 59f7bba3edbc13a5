import { PasswordInput, useComponentRecipes } from '@intambwe/ui';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useAuthMessages } from '../../messages';
import { passwordInputWords } from './password-words';
import { FormField } from './form-field';

export interface PasswordFieldProps<Values extends FieldValues> {
  label: string;
  error?: string;
  helperText?: string;
  /** `current-password` (the default) or `new-password`: password managers fill the one and offer to save the other. */
  autoComplete?: 'current-password' | 'new-password';
  /** By default the words for the person's current password, or for a new one. */
  placeholder?: string;
  name: Path<Values>;
  /** The form's `register`: called as the control renders, so fields register (and get focus on errors) in page order. */
  register: UseFormRegister<Values>;
}

/** A required password field with its show/hide toggle, as every account form shows it. */
export function PasswordField<Values extends FieldValues>({
  label,
  error,
  helperText,
  autoComplete = 'current-password',
  placeholder,
  name,
  register,
}: PasswordFieldProps<Values>) {
  useComponentRecipes();
  const m = useAuthMessages();
  return (
    <FormField label={label} error={error} helperText={helperText} required>
      {(control) => (
        <PasswordInput
          {...control}
          size="lg"
          autoComplete={autoComplete}
          {...passwordInputWords(m, autoComplete, placeholder)}
          {...register(name)}
        />
      )}
    </FormField>
  );
}
