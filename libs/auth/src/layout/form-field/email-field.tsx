import { Input } from '@chakra-ui/react';
import { useComponentRecipes } from '@intambwe/ui';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { FormField } from './form-field';

export interface EmailFieldProps<Values extends FieldValues> {
  label: string;
  error?: string;
  placeholder?: string;
  /** `username webauthn` where a sign-in offers passkeys in the field's autofill (conditional UI). */
  autoComplete?: 'email' | 'username webauthn';
  name: Path<Values>;
  /** The form's `register`: called as the control renders, so fields register (and get focus on errors) in page order. */
  register: UseFormRegister<Values>;
}

/** A required email address field (the phone's email keyboard), as the sign-in, sign-up and reset forms show it. */
export function EmailField<Values extends FieldValues>({
  label,
  error,
  placeholder,
  autoComplete = 'email',
  name,
  register,
}: EmailFieldProps<Values>) {
  useComponentRecipes();
  return (
    <FormField label={label} error={error} required>
      {(control) => (
        <Input
          {...control}
          type="email"
          size="lg"
          autoComplete={autoComplete}
          inputMode="email"
          placeholder={placeholder}
          {...register(name)}
        />
      )}
    </FormField>
  );
}
