import { valibotResolver } from '@hookform/resolvers/valibot';
import { useCheckedSubmit, type CheckedSubmit } from '@intambwe/ui/static';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type * as v from 'valibot';

type FormSchema = v.GenericSchema<FieldValues, FieldValues>;

/** An auth screen's form, with `submitWith` and `sending` (`useCheckedSubmit`) in place of `formState.isSubmitting`. */
export type AuthForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> & CheckedSubmit<Output>;

/**
 * The form of an auth screen: validated with its valibot schema, every rule
 * checked on each try (`criteriaMode: 'all'`). With react-hook-form's default
 * the resolver stops at the first broken rule of the form, so a check that
 * runs after the fields (the confirmation matching the password) was never
 * reached while another field was still wrong: 'Passwords must match' hid
 * behind empty names or an unticked box.
 *
 * Screens submit with `submitWith` and show `sending`, not `formState.isSubmitting`
 * (see `CheckedSubmit.sending`): a refused try re-renders only what shows its messages.
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
  return { ...form, ...useCheckedSubmit<v.InferOutput<Schema>>(form.handleSubmit) };
}
