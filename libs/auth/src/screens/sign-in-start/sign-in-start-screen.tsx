import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { usePlatformConfig } from '@intambwe/api-client';
import { useLocale } from '@intambwe/i18n';
import { useComponentRecipes, useHydrated } from '@intambwe/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { AuthPageLayout } from '../../layout/auth-page-layout/auth-page-layout';
import { useAuthMessages } from '../../messages';
import { browserNavigation } from '../../navigation/browser-navigation';
import { isOurIssuer, safeReturnPath } from '../../openid/initiate-login';
import { useAuthActions } from '../../state/auth-context';

type StartState = { status: 'starting' } | { status: 'failed'; message: string };

export interface SignInStartProps {
  /** The front door's sign-in screen, or its sign-up screen. */
  screen: 'login' | 'register';
  /** Where to come back to once signed in (a path of this app). */
  returnTo: string;
  loginHint?: string;
  /** The request named another issuer than ours: ask before going on. */
  foreignIssuer?: boolean;
}

/**
 * On a sister platform, the front door's screens are the only place a
 * password is typed: this records a sign-in request (code flow, PKCE, state,
 * nonce) and goes to the front door, in the page's language. Shown for the
 * moment it takes; a failure stays on screen with Try again.
 */
export function SignInStart({ screen, returnTo, loginHint, foreignIssuer = false }: SignInStartProps) {
  const all = useAuthMessages();
  const m = all.signInStart;
  const { brand } = usePlatformConfig();
  useComponentRecipes();
  const locale = useLocale();
  const { startSignIn } = useAuthActions();
  const hydrated = useHydrated();
  const started = useRef(false);
  const [state, setState] = useState<StartState>({ status: 'starting' });
  // A request naming another issuer goes on only when the person says so.
  const [confirmed, setConfirmed] = useState(false);

  const start = useCallback(async () => {
    setState({ status: 'starting' });
    try {
      browserNavigation.assign(await startSignIn({ screen, returnTo, locale, loginHint }));
    } catch (error) {
      console.warn('Could not start signing in:', error);
      setState({ status: 'failed', message: m.failed });
    }
  }, [locale, loginHint, m, returnTo, screen, startSignIn]);

  useEffect(() => {
    if (!hydrated || started.current || (foreignIssuer && !confirmed)) return;
    started.current = true; // once, even when effects run twice
    void start();
  }, [confirmed, foreignIssuer, hydrated, start]);

  if (foreignIssuer && !confirmed) {
    return (
      <AuthPageLayout title={m.foreignIssuerTitle} back={null}>
        <Stack gap="5" align="center" textAlign="center">
          <Text role="alert">{m.foreignIssuer({ brand: brand.name })}</Text>
          <Button size="lg" width="full" onClick={() => setConfirmed(true)}>
            {m.continue({ brand: brand.name })}
          </Button>
        </Stack>
      </AuthPageLayout>
    );
  }
  if (state.status === 'failed') {
    return (
      <AuthPageLayout title={m.failedTitle} back={null}>
        <Stack gap="5" align="center" textAlign="center">
          <Text role="alert">{state.message}</Text>
          <Button size="lg" width="full" onClick={() => void start()}>
            {m.tryAgain}
          </Button>
        </Stack>
      </AuthPageLayout>
    );
  }
  return (
    <AuthPageLayout title={screen === 'register' ? m.registering : m.starting} back={null}>
      <Stack gap="4" align="center" role="status" aria-live="polite" py="4">
        <Spinner size="lg" color="brand.solid" aria-hidden="true" />
        <Text color="fg.muted" textAlign="center">
          {m.startingNote({ brand: brand.name })}
        </Text>
      </Stack>
    </AuthPageLayout>
  );
}
SignInStart.displayName = 'SignInStart';

/** Where a guard sent the person from (RequireAuth's `from`), as a path of this app. */
export function useReturnPath(): string {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && typeof window !== 'undefined' ? safeReturnPath(from, window.location.origin) : '/';
}

/**
 * `/auth/login` on a sister platform: its initiate-login URI (OpenID Connect
 * Core §4). The front door sends people here after a sign-in there
 * (`?iss=<front door>`); the platform starts the code flow, and a person
 * signed in on the front door passes through and arrives signed in.
 * `login_hint` and a `target_link_uri` of this origin are honoured; a request
 * naming another issuer asks before going on.
 */
export function AuthLoginScreen() {
  const { openId } = usePlatformConfig();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  if (!hydrated) return <SignInStart screen="login" returnTo="/" />;
  const origin = window.location.origin;
  return (
    <SignInStart
      screen="login"
      returnTo={safeReturnPath(params.get('target_link_uri'), origin)}
      loginHint={params.get('login_hint') ?? undefined}
      foreignIssuer={!openId || !isOurIssuer(params.get('iss'), openId.issuer)}
    />
  );
}
AuthLoginScreen.displayName = 'AuthLoginScreen';
