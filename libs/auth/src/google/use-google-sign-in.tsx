import { notify } from '@intambwe/ui';
import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { authTimings } from '../constants';
import { authMessages } from '../messages';
import { useLater } from '../navigation/use-later';
import { useRedirectByRole } from '../navigation/use-redirect-by-role';
import { googleScreenMessage, type GoogleFlow } from '../rules/google-errors';
import { useAuthActions } from '../state/auth-context';
import { isAbortError } from './request-google-credential';
import { selectRoleState } from './select-role-state';
import { useGoogleCredential } from './use-google-credential';

export interface GoogleSignInApi {
  /** True from the press until it fails, or until the redirect after success. */
  busy: boolean;
  start(): void;
  popup: ReactNode;
}

/**
 * Continue with Google on the sign-in and sign-up screens (SPEC §4): an
 * existing account is signed in (welcome toast, redirect by role after
 * 100 ms); a new account goes to /select-role carrying the Google data; a
 * failure shows the message chosen from its text, for sign-in or sign-up.
 */
export function useGoogleSignIn(flow: GoogleFlow): GoogleSignInApi {
  const { requestCredential, popup } = useGoogleCredential();
  const { loginWithGoogle } = useAuthActions();
  const navigate = useNavigate();
  const redirectByRole = useRedirectByRole();
  const later = useLater();
  const [busy, setBusy] = useState(false);

  const start = useCallback(async () => {
    setBusy(true);
    notify.info(authMessages.google.opening, { duration: authTimings.googleNoticeDurationMs });
    try {
      const idToken = await requestCredential();
      const result = await loginWithGoogle(idToken);
      if (result.requiresRoleSelection) {
        navigate('/select-role', { state: selectRoleState(result.googleUserData) });
        return;
      }
      notify.success(authMessages.login.success);
      later(() => redirectByRole(result.user.role), authTimings.redirectDelayMs);
    } catch (error) {
      if (isAbortError(error)) return;
      console.warn('Google sign-in failed:', error);
      const { status, message } = googleScreenMessage(error, flow);
      if (status === 'info') notify.info(message);
      else notify.error(message);
      setBusy(false);
    }
  }, [flow, later, loginWithGoogle, navigate, redirectByRole, requestCredential]);

  return { busy, start: () => void start(), popup };
}
