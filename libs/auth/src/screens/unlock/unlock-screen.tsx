import { Button, Stack, Text } from '@chakra-ui/react';
import { isApiError } from '@intambwe/api-client';
import { ERROR_CODES } from '@intambwe/contract';
import { useLocalePath } from '@intambwe/i18n';
import { useComponentRecipes } from '@intambwe/ui';
import { LockOpen } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { AuthPageLayout } from '../../layout/auth-page-layout/auth-page-layout';
import { EmailedLinkView } from '../../layout/emailed-link-view/emailed-link-view';
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
  const signIn = (variant: 'solid' | 'outline') => (
    <Button asChild size="lg" width="full" variant={variant}>
      <RouterLink to={pathFor('/login')}>{m.signIn}</RouterLink>
    </Button>
  );

  if (outcome === 'done') {
    return (
      <AuthPageLayout title={m.doneTitle} icon={<LockOpen />}>
        <Stack gap="4">
          <Text role="status">{m.doneNote}</Text>
          {signIn('solid')}
          <Button asChild size="lg" width="full" variant="outline">
            <RouterLink to={pathFor('/forgot-password')}>{m.newPassword}</RouterLink>
          </Button>
        </Stack>
      </AuthPageLayout>
    );
  }
  return <EmailedLinkView state={outcome} words={m} icon={<LockOpen />} retry={retry} onward={signIn} />;
}
UnlockScreen.displayName = 'UnlockScreen';
