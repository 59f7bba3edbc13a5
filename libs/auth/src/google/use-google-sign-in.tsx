import { DesignSystemPresence, notify } from '@intambwe/ui/static';
import { lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { authTimings } from '../constants';
import { useLocalePath } from '@intambwe/i18n';
import { useAuthMessages } from '../messages';
import { useLater } from '../navigation/use-later';
import { useRedirectByRole } from '../navigation/use-redirect-by-role';
import { useScreenNavigation } from '../navigation/screen-navigation';
import { googleScreenMessage, type GoogleFlow } from '../rules/google-errors';
import { useAuthActions } from '../state/auth-context';
import { isAbortError } from './request-google-credential';
import { carryGoogleUserData, selectRoleState } from './select-role-state';
import { useGoogleCredential } from './use-google-credential';

/**
 * The password question of a Google address that belongs to a password account; fetched only when asked
 * (the design system's dialog in the account app, the browser's own in an island of a public page).
 */
const GoogleLinkDialog = lazy(() => import('./google-link-dialog/google-link-dialog'));
const StaticGoogleLinkDialog = lazy(() => import('./google-link-dialog/static-google-link-dialog'));

interface LinkQuestion {
  idToken: string;
}

export interface GoogleSignInApi {
  /** True from the press until it fails, or until the redirect after success. */
  busy: boolean;
  start(): void;
  /** Render this once on the screen: Google's manual popup, or the password question before linking. */
  popup: ReactNode;
}

/**
 * Continue with Google on the sign-in and sign-up screens (SPEC §4): an
 * existing account is signed in (welcome toast, redirect by role after
 * 100 ms); a new account goes to /select-role carrying the Google data; an
 * existing password account whose address Google does not vouch for asks for
 * its password first, then links and signs in; a failure shows the message
 * chosen from its code, for sign-in or sign-up.
 */
export function useGoogleSignIn(flow: GoogleFlow): GoogleSignInApi {
  const { requestCredential, popup } = useGoogleCredential();
  const { loginWithGoogle, linkGoogle } = useAuthActions();
  const { navigate } = useScreenNavigation();
  const redirectByRole = useRedirectByRole();
  const later = useLater();
  const [busy, setBusy] = useState(false);
  const [linkQuestion, setLinkQuestion] = useState<LinkQuestion | null>(null);
  const m = useAuthMessages();
  const pathFor = useLocalePath();

  const signedIn = useCallback(
    (role: string) => {
      notify.success(m.login.success);
      later(() => redirectByRole(role), authTimings.redirectDelayMs);
    },
    [later, m, redirectByRole],
  );

  const start = useCallback(async () => {
    setBusy(true);
    notify.info(m.google.opening, { duration: authTimings.googleNoticeDurationMs });
    try {
      const idToken = await requestCredential();
      const result = await loginWithGoogle(idToken);
      if ('requiresPassword' in result) {
        setLinkQuestion({ idToken: result.idToken });
        return;
      }
      if (result.requiresRoleSelection) {
        carryGoogleUserData(result.googleUserData);
        navigate(pathFor('/select-role'), { state: selectRoleState(result.googleUserData) });
        return;
      }
      signedIn(result.user.role);
    } catch (error) {
      if (isAbortError(error)) return;
      console.warn('Google sign-in failed:', error);
      const { status, message } = googleScreenMessage(error, flow, m.google.screen);
      if (status === 'info') notify.info(message);
      else notify.error(message);
      setBusy(false);
    }
  }, [flow, loginWithGoogle, m, navigate, pathFor, requestCredential, signedIn]);

  const LinkDialog = useContext(DesignSystemPresence) ? GoogleLinkDialog : StaticGoogleLinkDialog;
  const linkDialog = linkQuestion ? (
    <Suspense fallback={null}>
      <LinkDialog
        onLink={async (password) => {
          const user = await linkGoogle(linkQuestion.idToken, password);
          setLinkQuestion(null);
          signedIn(user.role);
        }}
        onCancel={() => {
          setLinkQuestion(null);
          setBusy(false);
        }}
      />
    </Suspense>
  ) : null;

  return {
    busy,
    start: () => void start(),
    popup: (
      <>
        {popup}
        {linkDialog}
      </>
    ),
  };
}
