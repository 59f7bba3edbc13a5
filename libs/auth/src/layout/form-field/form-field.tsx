import { Field } from '@chakra-ui/react';
import { useComponentRecipes } from '@intambwe/ui';
import { useId, type ReactNode } from 'react';
import { useFailureText } from '../../state/use-failure-text';

/** Props the control spreads so screen readers read the field's message with it. */
export interface FieldControlProps {
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  label: ReactNode;
  /**
   * What is wrong with the field: the code of the rule it broke (a form's check,
   * or a 400's `fieldCodes`), shown as SPEC §5's words in the page's language, or
   * words already chosen. When set the control is invalid and described by it.
   */
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The control (Input, PasswordInput, NativeSelect...), given the props that link it to the message. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, control and message in one Chakra Field. The field gives the control
 * its id, `aria-invalid` and `aria-errormessage`; `aria-describedby` is added
 * here too, because many screen readers (TalkBack among them) read only that.
 */
export function FormField({ label, error: problem, helperText, required, disabled, children }: FormFieldProps) {
  useComponentRecipes();
  const error = useFailureText().fieldError(problem);
  const id = useId();
  const errorTextId = `${id}-error`;
  const helperTextId = `${id}-helper`;
  const describedBy = error ? errorTextId : helperText ? helperTextId : undefined;
  return (
    <Field.Root
      invalid={Boolean(error)}
      required={required}
      disabled={disabled}
      ids={{ errorText: errorTextId, helperText: helperTextId }}
    >
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children({ 'aria-describedby': describedBy })}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
FormField.displayName = 'FormField';
