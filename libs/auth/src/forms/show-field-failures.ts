import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Shows a 400's field failures (words already chosen from their codes) under
 * the fields of the form they name, the first one focused; fields the form
 * does not have are left to the toast.
 */
export function showFieldFailures<Values extends FieldValues>(
  failures: Readonly<Record<string, string>>,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
): void {
  let first = true;
  for (const field of fields) {
    const message = failures[field];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
}
