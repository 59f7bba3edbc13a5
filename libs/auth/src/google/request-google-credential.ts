import { authTimings, GOOGLE_BUTTON_WIDTH } from '../constants';
import { GoogleSignInError, type GoogleFailureCode } from './google-sign-in-error';
import type { GoogleAccountsId, GoogleButtonConfiguration, PromptMomentNotification } from './google-identity';
import { loadGoogleIdentity } from './load-google-identity';

export interface CredentialRequest {
  clientId: string;
  scriptUrl: string;
  /** Asks our server for a single-use nonce (fetched while Google's script loads); the ID token carries it back. */
  getNonce?: () => Promise<string>;
  /** Shows the manual popup; `renderButton` draws Google's button in it, `onClose` is the person closing it. */
  showPopup(renderButton: (container: HTMLElement) => void, onClose: () => void): void;
  hidePopup(): void;
  /** Aborting ends the request quietly (the screen went away). */
  signal?: AbortSignal;
  buttonTheme?: GoogleButtonConfiguration['theme'];
  timeoutMs?: number;
  pollMs?: number;
}

const safely = (read: (() => boolean) | undefined): boolean => {
  try {
    return read ? read() : false;
  } catch {
    return false;
  }
};

/** One Tap was not shown, or the person closed it: offer Google's button instead. */
function wantsManualPopup(notification: PromptMomentNotification): boolean {
  return safely(notification.isNotDisplayed?.bind(notification)) || safely(notification.isSkippedMoment?.bind(notification));
}

export const isAbortError = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Asks Google for an ID token (SPEC §2, §8, §9): loads the script (and our
 * server's nonce for the token, at the same time), shows the
 * One Tap prompt, and when it is not displayed or skipped, the manual popup
 * with Google's button (300 px). Ends with the credential or a
 * `GoogleSignInError`: missing client id (a configuration error), failed to
 * load, not available, no credential, cancelled by the person, or the 30 s timeout.
 */
export function requestGoogleCredential(request: CredentialRequest): Promise<string> {
  const { clientId, scriptUrl, signal, timeoutMs = authTimings.googleTimeoutMs } = request;
  return new Promise<string>((resolve, reject) => {
    if (!clientId) {
      reject(new GoogleSignInError('GOOGLE_CLIENT_ID_MISSING'));
      return;
    }
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }

    let settled = false;
    let popupShown = false;
    let id: GoogleAccountsId | null = null;

    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (popupShown) request.hidePopup();
      try {
        id?.cancel();
      } catch {
        // One Tap already gone.
      }
      outcome();
    };
    const fail = (code: GoogleFailureCode) => settle(() => reject(new GoogleSignInError(code)));
    const onAbort = () => settle(() => reject(new DOMException('Aborted', 'AbortError')));
    const timer = setTimeout(() => fail('GOOGLE_TIMEOUT'), timeoutMs);
    signal?.addEventListener('abort', onAbort);

    Promise.all([loadGoogleIdentity(scriptUrl, { pollMs: request.pollMs }), request.getNonce?.()]).then(
      ([loaded, nonce]) => {
        if (settled) return;
        id = loaded;
        loaded.initialize({
          client_id: clientId,
          ...(nonce ? { nonce } : {}),
          callback: (response) => {
            const credential = response?.credential;
            if (credential) settle(() => resolve(credential));
            else fail('GOOGLE_NO_CREDENTIAL');
          },
          auto_select: false,
          cancel_on_tap_outside: true,
          context: 'signin',
          ux_mode: 'popup',
          itp_support: true,
          use_fedcm_for_prompt: true,
        });
        loaded.prompt((notification) => {
          if (settled || popupShown || !wantsManualPopup(notification)) return;
          popupShown = true;
          request.showPopup(
            (container) =>
              loaded.renderButton(container, {
                type: 'standard',
                theme: request.buttonTheme ?? 'outline',
                size: 'large',
                text: 'continue_with',
                shape: 'rectangular',
                logo_alignment: 'left',
                width: GOOGLE_BUTTON_WIDTH,
              }),
            () => fail('GOOGLE_CANCELLED'),
          );
        });
      },
      (error: unknown) => settle(() => reject(error)),
    );
  });
}
