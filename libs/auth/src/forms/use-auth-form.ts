import { valibotResolver } from '@hookform/resolvers/valibot';
import { useCallback, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type * as v from 'valibot';

type FormSchema = v.GenericSchema<FieldValues, FieldValues>;

export interface AuthForm<Input extends FieldValues, Output> extends UseFormReturn<Input, unknown, Output> {
  /**
   * The submit handler of the form: its checks, then `onValid` with the checked values, `sending`
   * set while it runs.
   */
  submitWith(onValid: (values: Output) => Promise<void> | void): (event?: BaseSyntheticEvent) => Promise<void>;
  /**
   * True while a submission that passed the form's checks is being sent, never for a try the checks
   * refused. (react-hook-form's `formState.isSubmitting` is true for every try, the refused ones too: a
   * form reading it rendered twice on an empty Sign In, and its button flashed its busy words.)
   */
  sending: boolean;
}

/**
 * The form of an auth screen: validated with its valibot schema, every rule
 * checked on each try (`criteriaMode: 'all'`). With react-hook-form's default
 * the resolver stops at the first broken rule of the form, so a check that
 * runs after the fields (the confirmation matching the password) was never
 * reached while another field was still wrong: 'Passwords must match' hid
 * behind empty names or an unticked box.
 *
 * Screens submit with `submitWith` and show `sending`, not `formState.isSubmitting`
 * (see `AuthForm.sending`): a refused try re-renders only what shows its messages.
 */
export function useAuthForm<Schema extends FormSchema>(
  schema: Schema,
  defaultValues: DefaultValues<v.InferInput<Schema>>,
): AuthForm<v.InferInput<Schema>, v.InferOutput<Schema>> {
  const form = useForm<v.InferInput<Schema>, unknown, v.InferOutput<Schema>>({
    resolver: valibotResolver(schema),
    defaultValues,
    criteriaMode: 'all',
  });
  const [sending, setSending] = useState(false);
  const { handleSubmit } = form;
  const submitWith = useCallback(
    (onValid: (values: v.InferOutput<Schema>) => Promise<void> | void) =>
      handleSubmit(async (values) => {
        setSending(true);
        try {
          await onValid(values);
        } finally {
          setSending(false);
        }
      }),
    [handleSubmit],
  );
  return { ...form, submitWith, sending };
}
