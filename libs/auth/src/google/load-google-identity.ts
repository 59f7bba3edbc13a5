import { authTimings } from '../constants';
import { GoogleSignInError, type GoogleFailureCode } from './google-sign-in-error';
import { readGoogleAccountsId, type GoogleAccountsId } from './google-identity';

const SCRIPT_MARK = 'data-intambwe-gsi';
let pending: Promise<GoogleAccountsId> | null = null;

export interface LoadOptions {
  /** How often readiness is checked (SPEC §9: 100 ms). */
  pollMs?: number;
  /** After the script has loaded, how long `google.accounts.id` may take to appear. */
  readyTimeoutMs?: number;
}

/**
 * Loads Google's script from the configured URL, once per page and only when
 * someone asks for Google sign-in, then polls every 100 ms until
 * `google.accounts.id` is ready. A script that fails to download is 'Failed to
 * load Google Identity Services'; one that loads without defining the API is
 * 'Google Identity Services not available'. A failed attempt can be retried.
 */
export function loadGoogleIdentity(scriptUrl: string, options: LoadOptions = {}): Promise<GoogleAccountsId> {
  const { pollMs = authTimings.googleReadyPollMs, readyTimeoutMs = authTimings.googleReadyTimeoutMs } = options;
  const ready = readGoogleAccountsId();
  if (ready) return Promise.resolve(ready);
  if (pending) return pending;

  pending = new Promise<GoogleAccountsId>((resolve, reject) => {
    let script = document.querySelector<HTMLScriptElement>(`script[${SCRIPT_MARK}]`);
    if (!script) {
      script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.defer = true;
      script.setAttribute(SCRIPT_MARK, '');
      document.head.appendChild(script);
    }
    const element = script;
    let loadedAt: number | null = element.dataset['loaded'] === 'true' ? Date.now() : null;

    const onLoad = () => {
      element.dataset['loaded'] = 'true';
      loadedAt = Date.now();
    };
    const finish = () => {
      clearInterval(timer);
      element.removeEventListener('load', onLoad);
      element.removeEventListener('error', onError);
    };
    const fail = (code: GoogleFailureCode) => {
      finish();
      element.remove(); // the next attempt downloads again
      pending = null;
      reject(new GoogleSignInError(code));
    };
    const onError = () => fail('GOOGLE_LOAD_FAILED');

    element.addEventListener('load', onLoad);
    element.addEventListener('error', onError);
    const timer = setInterval(() => {
      const id = readGoogleAccountsId();
      if (id) {
        finish();
        resolve(id);
      } else if (loadedAt !== null && Date.now() - loadedAt >= readyTimeoutMs) {
        fail('GOOGLE_NOT_AVAILABLE');
      }
    }, pollMs);
  });
  return pending;
}

/** Forgets a loaded or failed script (tests). */
export function resetGoogleIdentityLoader(): void {
  pending = null;
  document.querySelectorAll(`script[${SCRIPT_MARK}]`).forEach((element) => element.remove());
}
