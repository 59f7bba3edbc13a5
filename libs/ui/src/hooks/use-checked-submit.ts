import { useCallback, useState, type BaseSyntheticEvent } from 'react';

/** A form library's submit wrapper (react-hook-form's `handleSubmit`): its checks, then `onValid` with the values. */
type HandleSubmit<Values> = (onValid: (values: Values) => Promise<void>) => (event?: BaseSyntheticEvent) => Promise<void>;

export interface CheckedSubmit<Values> {
  /** The form's submit handler: its checks, then `onValid` with the checked values, `sending` set while it runs. */
  submitWith(onValid: (values: Values) => Promise<void> | void): (event?: BaseSyntheticEvent) => Promise<void>;
  /**
   * True while a submission that passed the form's checks is being sent, never for a try the checks
   * refused. (react-hook-form's `formState.isSubmitting` is true for every try, the refused ones too: a
   * form reading it rendered twice when pressed empty, and its button flashed its busy words.)
   */
  sending: boolean;
}

/** What a form shows as "sending": only submissions that passed its checks (see `CheckedSubmit.sending`). */
export function useCheckedSubmit<Values>(handleSubmit: HandleSubmit<Values>): CheckedSubmit<Values> {
  const [sending, setSending] = useState(false);
  const submitWith = useCallback(
    (onValid: (values: Values) => Promise<void> | void) =>
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
  return { submitWith, sending };
}
