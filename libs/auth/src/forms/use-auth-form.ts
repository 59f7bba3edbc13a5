import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type * as v from 'valibot';

type FormSchema = v.GenericSchema<FieldValues, FieldValues>;

/**
 * The form of an auth screen: validated with its valibot schema, every rule
 * checked on each try (`criteriaMode: 'all'`). With react-hook-form's default
 * the resolver stops at the first broken rule of the form, so a check that
 * runs after the fields (the confirmation matching the password) was never
 * reached while another field was still wrong: 'Passwords must match' hid
 * behind empty names or an unticked box.
 */
export function useAuthForm<Schema extends FormSchema>(
  schema: Schema,
  defaultValues: DefaultValues<v.InferInput<Schema>>,
): UseFormReturn<v.InferInput<Schema>, unknown, v.InferOutput<Schema>> {
  return useForm<v.InferInput<Schema>, unknown, v.InferOutput<Schema>>({
    resolver: valibotResolver(schema),
    defaultValues,
    criteriaMode: 'all',
  });
}
