import { Button, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { QueryClientBoundary, usePlatformConfig } from '@intambwe/api-client';
import { useComponentRecipes } from '@intambwe/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { SignInFailure } from '../../openid/relying-party';
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

/** Why the exchange failed, as the screen tells it (the relying party's reading of the error). */
class CallbackFailure extends Error {
  constructor(
    readonly kind: SignInFailure,
    override readonly cause: unknown,
  ) {
    super(`Signing in failed (${kind})`);
  }
}

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
export function AuthCallbackScreen(props: AuthCallbackScreenProps) {
  return (
    <QueryClientBoundary>
      <CallbackExchange {...props} />
    </QueryClientBoundary>
  );
}
AuthCallbackScreen.displayName = 'AuthCallbackScreen';

function CallbackExchange({ next = '/', signInUrl = '/login' }: AuthCallbackScreenProps) {
  const { failureText } = useFailureText();
  const all = useAuthMessages();
  const m = all.callback;
  useComponentRecipes();
  const { brand, openId } = usePlatformConfig();
  const { completeSignIn } = useAuthActions();
  const navigate = useNavigate();
  const location = useLocation();
  const answer = useRef<URL | null>(null);
  // A code works once: never retried behind the person's back, only by Try again; a request made offline fails (and says so) rather than waits.
  const exchange = useMutation({
    mutationFn: async (callback: URL) => {
      try {
        return await completeSignIn(callback);
      } catch (error) {
        const { signInFailure } = await relyingParty();
        throw new CallbackFailure(signInFailure(error), error);
      }
    },
    retry: false,
    networkMode: 'always',
    onSuccess: ({ returnTo }) => navigate(returnTo === '/' ? next : returnTo, { replace: true }),
    onError: (failure) => {
      if (failure instanceof CallbackFailure && (failure.kind === 'expired' || failure.kind === 'denied')) return;
      console.warn('Signing in failed:', failure instanceof CallbackFailure ? failure.cause : failure);
    },
  });
  const { mutate } = exchange;
  const complete = () => {
    if (answer.current) mutate(answer.current);
  };

  useEffect(() => {
    if (answer.current) return; // once: a code works once, even when effects run twice
    answer.current = new URL(`${location.pathname}${location.search}`, window.location.origin);
    // The code and state leave the address bar (and the history) before anything else happens.
    if (location.search) navigate(location.pathname, { replace: true });
    mutate(answer.current);
  }, [location.pathname, location.search, mutate, navigate]);

  const failure = exchange.error instanceof CallbackFailure ? exchange.error : exchange.error ? new CallbackFailure('failed', exchange.error) : null;
  if (failure?.kind === 'expired') {
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
  if (failure?.kind === 'denied') {
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
  if (failure) {
    return (
      <AuthPageLayout title={m.errorTitle} back={null}>
        <Stack gap="5" align="center" textAlign="center">
          <Text role="alert">{failure.kind === 'network' ? all.forgotPassword.errors.network : failureText(failure.cause, all.login.failed)}</Text>
          <Button size="lg" width="full" onClick={complete}>
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
