import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { isApiError } from '@intambwe/api-client';
import { ERROR_CODES } from '@intambwe/contract';
import { useLocalePath } from '@intambwe/i18n';
import { useComponentRecipes } from '@intambwe/ui';
import { LockOpen } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { AuthPageLayout } from '../../layout/auth-page-layout/auth-page-layout';
import { useAuthMessages } from '../../messages';
import { useEmailedLink } from '../../navigation/use-emailed-link-token';
import { useAuthActions } from '../../state/auth-context';

/** The link's token is refused: unknown, used or expired (one answer for all), or not even a token. */
const isInvalidUnlockLink = (error: unknown) =>
  isApiError(error) && (error.code === ERROR_CODES.invalidUnlockToken || error.code === ERROR_CODES.validation);

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
  const { unlock } = useAuthActions();
  const { outcome: link, retry } = useEmailedLink(unlock, isInvalidUnlockLink);
  const outcome = link.kind;

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
            <Button size="lg" width="full" onClick={retry}>
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
