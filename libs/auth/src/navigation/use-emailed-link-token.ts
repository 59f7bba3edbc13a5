import { useHydrated } from '@intambwe/ui/static';
import { useEffect, useRef, useState } from 'react';
import { useScreenNavigation } from './screen-navigation';

export interface EmailedLinkTokenOptions {
  /**
   * Keep the token in the history entry's state under this name once it has
   * left the address, so a reload of the page still finds it (a form that is
   * filled in before the token is sent).
   */
  keepAs?: string;
}

/**
 * The `token` of a link the server emailed (`/unlock?token=…`,
 * `/verify-email?token=…`, `/reset-password?token=…`): read once the page is
 * interactive (so a prerendered page hydrates cleanly), then taken out of the
 * address at once (history, Referer, a shared screen), the rest of the address
 * kept. `null` until the page is interactive, `''` when there is no token.
 */
export function useEmailedLinkToken({ keepAs }: EmailedLinkTokenOptions = {}): string | null {
  const hydrated = useHydrated();
  const { search, state, replaceQuery } = useScreenNavigation();
  const token = useRef<string | null>(null);
  const params = new URLSearchParams(hydrated ? search : '');
  const inAddress = (params.get('token') ?? '').trim();
  if (hydrated && token.current === null) {
    const kept = keepAs ? (state as Record<string, unknown> | null)?.[keepAs] : undefined;
    token.current = inAddress || (typeof kept === 'string' ? kept : '');
  }
  const hasToken = params.has('token');
  useEffect(() => {
    if (!hasToken) return;
    const rest = new URLSearchParams(search);
    rest.delete('token');
    const query = rest.toString();
    replaceQuery(query ? `?${query}` : '', keepAs && inAddress ? { [keepAs]: inAddress } : undefined);
  }, [hasToken, search, inAddress, keepAs, replaceQuery]);
  return token.current;
}

export type EmailedLinkOutcome<T> = { kind: 'working' } | { kind: 'done'; value: T } | { kind: 'invalid' } | { kind: 'failed' };

/**
 * An emailed link that works by being opened: its token (see
 * `useEmailedLinkToken`) is sent once per attempt, even when an effect runs
 * twice (StrictMode): a second call would find the link used. No token is
 * `invalid` without a call; a refusal `isInvalid` names is `invalid`, any other
 * failure `failed`, which `retry` sends again with the same token.
 */
export function useEmailedLink<T>(
  send: (token: string) => Promise<T>,
  isInvalid: (error: unknown) => boolean,
): { outcome: EmailedLinkOutcome<T>; retry(): void } {
  const hydrated = useHydrated();
  const token = useEmailedLinkToken();
  const [outcome, setOutcome] = useState<EmailedLinkOutcome<T>>({ kind: 'working' });
  const [attempt, setAttempt] = useState(0);
  const sendRef = useRef(send);
  sendRef.current = send;
  const isInvalidRef = useRef(isInvalid);
  isInvalidRef.current = isInvalid;
  const calls = useRef(new Map<number, Promise<T>>());
  useEffect(() => {
    if (!hydrated) return;
    if (!token) {
      setOutcome({ kind: 'invalid' });
      return;
    }
    let current = true;
    setOutcome({ kind: 'working' });
    let call = calls.current.get(attempt);
    if (!call) {
      call = sendRef.current(token);
      calls.current.set(attempt, call);
    }
    call
      .then((value) => current && setOutcome({ kind: 'done', value }))
      .catch((error: unknown) => current && setOutcome({ kind: isInvalidRef.current(error) ? 'invalid' : 'failed' }));
    return () => {
      current = false;
    };
  }, [hydrated, token, attempt]);
  return { outcome, retry: () => setAttempt((count) => count + 1) };
}
