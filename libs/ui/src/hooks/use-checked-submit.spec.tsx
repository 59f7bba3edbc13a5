import { act, renderHook } from '@testing-library/react';
import { useCheckedSubmit } from './use-checked-submit';

/** A form's submit wrapper whose checks pass or refuse as told. */
const checksThat = (pass: boolean) => (onValid: (values: { email: string }) => Promise<void>) => async () => {
  if (pass) await onValid({ email: 'aline@example.com' });
};

describe('useCheckedSubmit', () => {
  it('is sending while a submission that passed the checks runs, and not after', async () => {
    let finish = () => undefined as void;
    const sent: string[] = [];
    const { result } = renderHook(() => useCheckedSubmit(checksThat(true)));
    let submitting: Promise<void> = Promise.resolve();
    act(() => {
      submitting = result.current.submitWith(
        (values) =>
          new Promise<void>((resolve) => {
            sent.push(values.email);
            finish = resolve;
          }),
      )();
    });
    await act(async () => undefined);
    expect(sent).toEqual(['aline@example.com']);
    expect(result.current.sending).toBe(true);
    await act(async () => {
      finish();
      await submitting;
    });
    expect(result.current.sending).toBe(false);
  });

  it('is never sending for a try the checks refuse', async () => {
    const { result } = renderHook(() => useCheckedSubmit(checksThat(false)));
    const seen: boolean[] = [];
    await act(async () => {
      await result.current.submitWith(() => undefined)();
      seen.push(result.current.sending);
    });
    expect([...seen, result.current.sending]).toEqual([false, false]);
  });

  it('ends sending when the submission fails', async () => {
    const { result } = renderHook(() => useCheckedSubmit(checksThat(true)));
    await act(async () => {
      await expect(result.current.submitWith(() => Promise.reject(new Error('offline')))()).rejects.toThrow('offline');
    });
    expect(result.current.sending).toBe(false);
  });
});
