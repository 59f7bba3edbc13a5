import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { isApiError } from '@intambwe/api-client';
import { ERROR_CODES } from '@intambwe/contract';
import { useLocalePath } from '@intambwe/i18n';
import { useComponentRecipes, useHydrated } from '@intambwe/ui';
import { LockOpen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthPageLayout } from '../../layout/auth-page-layout/auth-page-layout';
import { useAuthMessages } from '../../messages';
import { useAuthActions } from '../../state/auth-context';

type Outcome = 'working' | 'done' | 'invalid' | 'failed';

/**
 * /unlock?token=… (issue 22): the link emailed to the owner of an account that
 * had many failed sign-ins. Opening it gives this browser a device token, so it
 * signs in to the account without the automatic check strangers meet. The token
 * leaves the address at once; the link works once, for 24 hours.
 */
export function UnlockScreen() {
  const all = useAuthMessages();
  const m = all.unlock;
  useComponentRecipes();
  const pathFor = useLocalePath();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { unlock } = useAuthActions();
  const [outcome, setOutcome] = useState<Outcome>('working');
  const [attempt, setAttempt] = useState(0);
  const token = useRef<string | null>(null);

  // Read once, then the token leaves the address (history, Referer) before anything else happens.
  if (hydrated && token.current === null) token.current = (params.get('token') ?? '').trim();
  useEffect(() => {
    if (hydrated && params.has('token')) navigate({ pathname: location.pathname, search: '', hash: location.hash }, { replace: true });
  }, [hydrated, params, location.pathname, location.hash, navigate]);

  const unlockRef = useRef(unlock);
  unlockRef.current = unlock;
  // One call per attempt, even when an effect runs twice (StrictMode): a second call would find the link used.
  const calls = useRef(new Map<number, Promise<void>>());
  useEffect(() => {
    if (!hydrated) return;
    const value = token.current;
    if (!value) {
      setOutcome('invalid');
      return;
    }
    let current = true;
    setOutcome('working');
    let call = calls.current.get(attempt);
    if (!call) {
      call = unlockRef.current(value);
      calls.current.set(attempt, call);
    }
    call
      .then(() => current && setOutcome('done'))
      .catch((error: unknown) => {
        if (!current) return;
        const invalid = isApiError(error) && (error.code === ERROR_CODES.invalidUnlockToken || error.code === ERROR_CODES.validation);
        setOutcome(invalid ? 'invalid' : 'failed');
      });
    return () => {
      current = false;
    };
  }, [hydrated, attempt]);

  if (outcome === 'done') {
    return (
      <AuthPageLayout title={m.doneTitle} icon={<LockOpen />}>
        <Stack gap="4">
          <Text role="status">{m.doneNote}</Text>
          <Button asChild size="lg" width="full">
            <RouterLink to={pathFor('/login')}>{m.signIn}</RouterLink>
          </Button>
          <Button asChild size="lg" width="full" variant="outline">
            <RouterLink to={pathFor('/forgot-password')}>{m.newPassword}</RouterLink>
          </Button>
        </Stack>
      </AuthPageLayout>
    );
  }
  if (outcome === 'invalid' || outcome === 'failed') {
    return (
      <AuthPageLayout title={outcome === 'invalid' ? m.invalidTitle : m.title} icon={<LockOpen />}>
        <Stack gap="4">
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{outcome === 'invalid' ? m.invalidNote : m.failed}</Alert.Title>
          </Alert.Root>
          {outcome === 'failed' && (
            <Button size="lg" width="full" onClick={() => setAttempt((count) => count + 1)}>
              {m.tryAgain}
            </Button>
          )}
          <Button asChild size="lg" width="full" variant={outcome === 'failed' ? 'outline' : 'solid'}>
            <RouterLink to={pathFor('/login')}>{m.signIn}</RouterLink>
          </Button>
        </Stack>
      </AuthPageLayout>
    );
  }
  return (
    <AuthPageLayout title={m.title} icon={<LockOpen />}>
      <Stack gap="3" align="center" role="status" aria-live="polite">
        <Spinner size="lg" color="brand.solid" />
        <Text>{m.checking}</Text>
      </Stack>
    </AuthPageLayout>
  );
}
UnlockScreen.displayName = 'UnlockScreen';
