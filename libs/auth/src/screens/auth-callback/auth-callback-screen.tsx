import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { isApiError } from '@intambwe/api-client';
import type { HandoffPlatform } from '@intambwe/contract';
import { useComponentRecipes } from '@intambwe/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AuthPageLayout } from '../../layout/auth-page-layout/auth-page-layout';
import { useAuthMessages } from '../../messages';
import { useFailureText } from '../../state/use-failure-text';
import { useAuthActions } from '../../state/auth-context';

export interface AuthCallbackScreenProps {
  /** Which sister platform this is (the code works for one platform only). */
  platform: HandoffPlatform;
  /** Where to go once signed in (a path of this app). Default `/`. */
  next?: string;
  /** Where "Sign in again" goes when the code is missing, used or expired. Default `/login`. */
  signInUrl?: string;
}

type CallbackState = { status: 'exchanging' } | { status: 'expired' } | { status: 'failed'; message: string };

/** A code the server refused (unknown, used, expired, other platform: one answer for all) or a malformed one. */
const isRefusedCode = (error: unknown) => isApiError(error) && error.status === 400;

/**
 * `/auth/callback?code=…` on a sister platform: the front door sent the
 * person here with a one-time code (CONTRACT POST /auth/handoff). The screen
 * trades it for a session of this platform's own (POST /auth/handoff/exchange),
 * stores it like any sign-in, and goes on to `next`. The code leaves the
 * address bar at once and is used once. A missing, used or expired code shows
 * "This sign-in link has expired" with Sign in again; a failure without an
 * answer (offline, server error) shows its message with Try again.
 */
export function AuthCallbackScreen({ platform, next = '/', signInUrl = '/login' }: AuthCallbackScreenProps) {
  const { failureText } = useFailureText();
  const all = useAuthMessages();
  const m = all.callback;
  useComponentRecipes();
  const { exchangeHandoff } = useAuthActions();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const code = useRef<string | null | undefined>(undefined);
  const [state, setState] = useState<CallbackState>({ status: 'exchanging' });

  const exchange = useCallback(async () => {
    const current = code.current;
    if (!current) {
      setState({ status: 'expired' });
      return;
    }
    setState({ status: 'exchanging' });
    try {
      await exchangeHandoff(current, platform);
      navigate(next, { replace: true });
    } catch (error) {
      if (isRefusedCode(error)) setState({ status: 'expired' });
      else setState({ status: 'failed', message: failureText(error, all.login.failed) });
    }
  }, [exchangeHandoff, navigate, next, platform]);

  useEffect(() => {
    if (code.current !== undefined) return; // once: the code works once, even when effects run twice
    code.current = searchParams.get('code');
    // The code leaves the address bar (and the history) before anything else happens.
    if (searchParams.has('code')) {
      const rest = new URLSearchParams(searchParams);
      rest.delete('code');
      setSearchParams(rest, { replace: true });
    }
    void exchange();
  }, [exchange, searchParams, setSearchParams]);

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
  if (state.status === 'failed') {
    return (
      <AuthPageLayout title={m.errorTitle} back={null}>
        <Stack gap="5" align="center" textAlign="center">
          <Text role="alert">{state.message}</Text>
          <Button size="lg" width="full" onClick={() => void exchange()}>
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
