import { Button, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { usePlatformConfig } from '@intambwe/api-client';
import { useComponentRecipes } from '@intambwe/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { AuthPageLayout } from '../../layout/auth-page-layout/auth-page-layout';
import { useAuthMessages } from '../../messages';
import { useFailureText } from '../../state/use-failure-text';
import { useAuthActions } from '../../state/auth-context';

export interface AuthCallbackScreenProps {
  /** Where to go once signed in when the request named no page (a path of this app). Default `/`. */
  next?: string;
  /** Where "Sign in again" goes. Default `/login`. */
  signInUrl?: string;
}

type CallbackState = { status: 'exchanging' } | { status: 'expired' } | { status: 'denied' } | { status: 'failed'; message: string };

/** The relying-party module: loaded with this screen's first answer, never by the front door. */
const relyingParty = () => import('../../openid/relying-party');

/**
 * `/auth/callback` on a sister platform: the redirect URI of the code flow.
 * The answer leaves the address bar (and the history) at once; the screen
 * checks it against the request this tab made (state, issuer), exchanges the
 * code with its PKCE verifier, checks the ID token's nonce, stores the session
 * like any sign-in and goes on to the page the sign-in began for (or `next`).
 * An answer this tab did not ask for, a used or expired code: "This sign-in
 * link has expired" with Sign in again. The front door refusing (this
 * platform does not serve the account's type): says so, with a link to the
 * front door. No answer (offline): the message with Try again.
 */
export function AuthCallbackScreen({ next = '/', signInUrl = '/login' }: AuthCallbackScreenProps) {
  const { failureText } = useFailureText();
  const all = useAuthMessages();
  const m = all.callback;
  useComponentRecipes();
  const { brand, openId } = usePlatformConfig();
  const { completeSignIn } = useAuthActions();
  const navigate = useNavigate();
  const location = useLocation();
  const answer = useRef<URL | null>(null);
  const [state, setState] = useState<CallbackState>({ status: 'exchanging' });

  const complete = useCallback(async () => {
    const callback = answer.current;
    if (!callback) return;
    setState({ status: 'exchanging' });
    try {
      const { returnTo } = await completeSignIn(callback);
      navigate(returnTo === '/' ? next : returnTo, { replace: true });
    } catch (error) {
      const { signInFailure } = await relyingParty();
      const kind = signInFailure(error);
      if (kind === 'expired') setState({ status: 'expired' });
      else if (kind === 'denied') setState({ status: 'denied' });
      else {
        console.warn('Signing in failed:', error);
        setState({ status: 'failed', message: kind === 'network' ? all.forgotPassword.errors.network : failureText(error, all.login.failed) });
      }
    }
  }, [all, completeSignIn, failureText, navigate, next]);

  useEffect(() => {
    if (answer.current) return; // once: a code works once, even when effects run twice
    answer.current = new URL(`${location.pathname}${location.search}`, window.location.origin);
    // The code and state leave the address bar (and the history) before anything else happens.
    if (location.search) navigate(location.pathname, { replace: true });
    void complete();
  }, [complete, location.pathname, location.search, navigate]);

  if (state.status === 'expired') {
    return (
      <AuthPageLayout title={m.expiredTitle} back={null}>
        <Stack gap="5" align="center" textAlign="center" role="status">
          <Text color="fg.muted">{m.expiredNote}</Text>
          <Button asChild size="lg" width="full">
            <RouterLink to={signInUrl}>{m.signInAgain}</RouterLink>
          </Button>
        </Stack>
      </AuthPageLayout>
    );
  }
  if (state.status === 'denied') {
    return (
      <AuthPageLayout title={m.deniedTitle} back={null}>
        <Stack gap="5" align="center" textAlign="center">
          <Text role="alert">{m.deniedNote({ brand: brand.name })}</Text>
          <Button asChild size="lg" width="full">
            <RouterLink to={signInUrl}>{m.signInAgain}</RouterLink>
          </Button>
          {openId ? (
            <Link href={openId.issuer} color="brand.fg" fontWeight="medium">
              {m.openFrontDoor({ brand: brand.name })}
            </Link>
          ) : null}
        </Stack>
      </AuthPageLayout>
    );
  }
  if (state.status === 'failed') {
    return (
      <AuthPageLayout title={m.errorTitle} back={null}>
        <Stack gap="5" align="center" textAlign="center">
          <Text role="alert">{state.message}</Text>
          <Button size="lg" width="full" onClick={() => void complete()}>
            {m.tryAgain}
          </Button>
          <Button asChild size="lg" width="full" variant="outline">
            <RouterLink to={signInUrl}>{m.signInAgain}</RouterLink>
          </Button>
        </Stack>
      </AuthPageLayout>
    );
  }
  return (
    <AuthPageLayout title={m.signingIn} back={null}>
      <Stack gap="4" align="center" role="status" aria-live="polite" py="4">
        <Spinner size="lg" color="brand.solid" aria-hidden="true" />
        <Text color="fg.muted">{m.signingInNote}</Text>
      </Stack>
    </AuthPageLayout>
  );
}
AuthCallbackScreen.displayName = 'AuthCallbackScreen';
