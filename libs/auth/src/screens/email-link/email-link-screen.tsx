import { Button, Stack, Text } from '@chakra-ui/react';
import { accountApi, isApiError, useApiClient } from '@intambwe/api-client';
import { ERROR_CODES, type User } from '@intambwe/contract';
import { useLocalePath, WithCatalogs } from '@intambwe/i18n';
import { useComponentRecipes } from '@intambwe/ui';
import { MailCheck } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { AuthPageLayout } from '../../layout/auth-page-layout/auth-page-layout';
import { EmailedLinkView } from '../../layout/emailed-link-view/emailed-link-view';
import { accountCatalogs, useAccountMessages } from '../account/account-messages';
import { useEmailedLink } from '../../navigation/use-emailed-link-token';
import { useAuthActions } from '../../state/auth-context';

const ACCOUNT_CATALOGS = [accountCatalogs];

type LinkKind = 'verifyEmail' | 'confirmEmail';

/** A link's token is refused: unknown, used or expired (one answer for all), or not even a token. */
const isInvalidLink = (error: unknown) =>
  isApiError(error) &&
  (error.code === 'INVALID_TOKEN' || error.code === ERROR_CODES.validation || error.code === ERROR_CODES.notFound);

/**
 * The screen an emailed account link opens: reads `token` once, takes it out
 * of the address at once (history, Referer), sends it, and says what came of
 * it; a signed-in person's stored copy of themselves follows the answer.
 */
function EmailLinkScreen({ kind, send }: { kind: LinkKind; send(token: string): Promise<User> }) {
  const m = useAccountMessages()[kind];
  useComponentRecipes();
  const pathFor = useLocalePath();
  const { acceptUser } = useAuthActions();
  // A signed-in person's stored copy of themselves follows the answer, once per call.
  const accepted = async (token: string) => {
    const user = await send(token);
    acceptUser(user);
    return user;
  };
  const { outcome, retry } = useEmailedLink(accepted, isInvalidLink);

  const toAccount = (variant: 'solid' | 'outline') => (
    <Button asChild size="lg" width="full" variant={variant}>
      <RouterLink to={pathFor('/account')}>{m.toAccount}</RouterLink>
    </Button>
  );

  if (outcome.kind === 'done') {
    return (
      <AuthPageLayout title={m.doneTitle} icon={<MailCheck />}>
        <Stack gap="4">
          <Text role="status" textAlign="center">
            {m.doneNote({ email: outcome.value.email })}
          </Text>
          {toAccount('solid')}
        </Stack>
      </AuthPageLayout>
    );
  }
  return <EmailedLinkView state={outcome.kind} words={m} icon={<MailCheck />} retry={retry} onward={toAccount} />;
}

/** /verify-email?token=… : the link emailed to confirm the person's address (POST /auth/verify-email). */
export function VerifyEmailScreen() {
  const api = useApiClient();
  return (
    <WithCatalogs catalogs={ACCOUNT_CATALOGS}>
      <EmailLinkScreen kind="verifyEmail" send={(token) => accountApi.verifyEmail(api, { token })} />
    </WithCatalogs>
  );
}
VerifyEmailScreen.displayName = 'VerifyEmailScreen';

/** /confirm-email?token=… : the link emailed to a new address; opening it changes the account's email (POST /auth/change-email/confirm). */
export function ConfirmEmailScreen() {
  const api = useApiClient();
  return (
    <WithCatalogs catalogs={ACCOUNT_CATALOGS}>
      <EmailLinkScreen kind="confirmEmail" send={(token) => accountApi.confirmEmailChange(api, { token })} />
    </WithCatalogs>
  );
}
ConfirmEmailScreen.displayName = 'ConfirmEmailScreen';
