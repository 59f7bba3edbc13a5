import { accountApi, useApiClient, type WebAuthnResponseJSON } from '@intambwe/api-client';
import type { PasskeyOptions, User } from '@intambwe/contract';
import { notify, StaticButton, whenIdle } from '@intambwe/ui/static';
import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useAuthMessages } from '../../messages';
import { isCancelledCeremony, offersPasskeyAutofill } from '../../rules/account-rules';
import { useAuthActions } from '../../state/auth-context';
import { useFailureText } from '../../state/use-failure-text';

type WebAuthnHelper = typeof import('@simplewebauthn/browser');

/** The WebAuthn helper, fetched once and only when a passkey sign-in starts. */
let helper: Promise<WebAuthnHelper> | null = null;
const loadHelper = () =>
  (helper ??= import('@simplewebauthn/browser').catch((error: unknown) => {
    helper = null; // a dropped connection: the next press fetches it again
    throw error;
  }));

/** Asks the browser for one of the person's passkeys (in the email field's autofill, or in its own prompt). */
async function askForPasskey(
  { startAuthentication }: WebAuthnHelper,
  options: PasskeyOptions,
  autofill: boolean,
): Promise<WebAuthnResponseJSON> {
  // The server's options are WebAuthn Level 3 JSON, as the helper expects them; the contract checks only the challenge.
  const optionsJSON = options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'];
  return (await startAuthentication({ optionsJSON, useBrowserAutofill: autofill })) as unknown as WebAuthnResponseJSON;
}

/** A field whose autofill lists passkeys (`autocomplete="… webauthn"`). */
const listsPasskeys = (element: unknown): boolean =>
  element instanceof HTMLInputElement && element.autocomplete.split(/\s+/).includes('webauthn');

/**
 * Calls `then` after the next frame, once the page has nothing more pressing to do (what a press set
 * in motion, the frame that shows it, included); at most a second later on a page that is never idle.
 */
const afterNextPaintWhenIdle = (then: () => void) =>
  requestAnimationFrame(() => whenIdle(then, { timeout: 1_000, fallbackDelay: 0 }));

/**
 * Resolves once the person is in a field that lists passkeys (at once if they are already), so a
 * passkey challenge is asked for only by someone about to sign in, not by every view of /login:
 * the server limits these requests per address, and many phones share one. When the focus comes
 * with a press (Sign In with an empty field focuses it, with its message), the challenge is asked
 * for after the frame that shows the message, when the page is idle: its code and request are not
 * the press's wait.
 */
function untilPasskeyFieldFocused(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (listsPasskeys(document.activeElement)) return resolve();
    const onFocus = (event: FocusEvent) => {
      if (!listsPasskeys(event.target)) return;
      document.removeEventListener('focusin', onFocus);
      afterNextPaintWhenIdle(resolve);
    };
    document.addEventListener('focusin', onFocus);
    signal.addEventListener('abort', () => document.removeEventListener('focusin', onFocus), { once: true });
  });
}

export interface PasskeySignInProps {
  /** Another sign-in is under way (password, Google): the button waits. */
  disabled?: boolean;
  /** True while the person's passkey prompt is open or being checked. */
  onBusyChange?(busy: boolean): void;
  /** Signed in (the session is stored): the screen goes on as after a password sign-in. */
  onSignedIn(user: User): void;
}

/**
 * Sign in with a passkey on /login, loaded once the page is interactive (this
 * code and `@simplewebauthn/browser` are not part of the page's first
 * download). Where the browser offers passkeys in autofill (conditional UI),
 * the email field (`autocomplete="username webauthn"`) lists them once the
 * person is in it (the challenge is asked for then, not on every view); the button opens the browser's own prompt everywhere else too. A
 * closed prompt is not a failure: nothing is said, and autofill is offered
 * again. A refused passkey is told in the words of its code.
 */
export function PasskeySignIn({ disabled = false, onBusyChange, onSignedIn }: PasskeySignInProps) {
  const m = useAuthMessages().login;
  const api = useApiClient();
  const { loginWithPasskey } = useAuthActions();
  const { failureText } = useFailureText();
  const [busy, setBusy] = useState(false);
  // Each round of autofill is started after the last ended without a sign-in (a button prompt replaces it).
  const [round, setRound] = useState(0);
  const latest = useRef({ onBusyChange, onSignedIn, failureText, failed: m.passkeyFailed });
  latest.current = { onBusyChange, onSignedIn, failureText, failed: m.passkeyFailed };

  const finish = async (response: WebAuthnResponseJSON) => {
    const user = await loginWithPasskey(response);
    latest.current.onSignedIn(user);
  };

  // Conditional UI: the person's passkeys wait in the email field's autofill.
  useEffect(() => {
    let active = true;
    const left = new AbortController();
    void (async () => {
      if (!(await offersPasskeyAutofill()) || !active) return;
      await untilPasskeyFieldFocused(left.signal);
      if (!active) return;
      let response: WebAuthnResponseJSON;
      try {
        const [webAuthn, options] = await Promise.all([loadHelper(), accountApi.passkeyLoginOptions(api)]);
        if (!active) return; // left meanwhile: a request now would replace the next one
        response = await askForPasskey(webAuthn, options, true);
      } catch {
        return; // closed, replaced by the button's prompt, or unreachable: the person did not ask for anything yet
      }
      if (!active) return;
      latest.current.onBusyChange?.(true);
      try {
        await finish(response);
      } catch (error) {
        latest.current.onBusyChange?.(false);
        notify.error(latest.current.failureText(error, latest.current.failed));
        setRound((count) => count + 1);
      }
    })();
    return () => {
      active = false;
      left.abort();
      // Leaving the page (or starting again) ends the waiting request, so the next one can start.
      void helper?.then(({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one request per round; the callbacks are read from `latest`
  }, [api, round]);

  const start = async () => {
    setBusy(true);
    onBusyChange?.(true);
    try {
      const [webAuthn, options] = await Promise.all([loadHelper(), accountApi.passkeyLoginOptions(api)]);
      await finish(await askForPasskey(webAuthn, options, false));
    } catch (error) {
      setBusy(false);
      onBusyChange?.(false);
      if (!isCancelledCeremony(error)) notify.error(failureText(error, m.passkeyFailed));
      setRound((count) => count + 1); // autofill again
    }
  };

  return (
    <StaticButton
      variant="outline"
      size="lg"
      full
      loading={busy}
      loadingText={m.passkeyBusy}
      disabled={disabled}
      onClick={() => void start()}
    >
      <KeyRound aria-hidden="true" size={18} />
      {m.passkey}
    </StaticButton>
  );
}
PasskeySignIn.displayName = 'PasskeySignIn';
