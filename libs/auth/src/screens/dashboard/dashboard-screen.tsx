import { Button, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLocalePath } from '@intambwe/i18n';
import { UserRound } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { usePlatformConfig } from '@intambwe/api-client';
import { type User } from '@intambwe/contract';
import { ExternalLink, StatusMessage, useComponentRecipes } from '@intambwe/ui';
import { useCallback, useEffect, useState } from 'react';
import { authTimings } from '../../constants';
import { RequireAuth } from '../../guards/require-auth/require-auth';
import { AuthPageLayout } from '../../layout/auth-page-layout/auth-page-layout';
import { useAuthMessages } from '../../messages';
import { useFailureText } from '../../state/use-failure-text';
import { useLater } from '../../navigation/use-later';
import { useContinueToPlatform } from '../../navigation/use-redirect-by-role';
import { destinationForRole, type RoleDestination } from '../../rules/redirect-by-role';
import { useSignedInUser } from '../../state/auth-context';

function PlatformLinks() {
  const all = useAuthMessages();
  const m = all.dashboard;
  const { elearningUrl, jobPortalUrl } = usePlatformConfig();
  return (
    <HStack gap="3" flexWrap="wrap" justify="center">
      <Button asChild variant="outline">
        <ExternalLink href={elearningUrl}>{m.openPlatform({ platform: 'elearning' })}</ExternalLink>
      </Button>
      <Button asChild variant="outline">
        <ExternalLink href={jobPortalUrl}>{m.openPlatform({ platform: 'job_portal' })}</ExternalLink>
      </Button>
    </HStack>
  );
}

type ContinueState = { status: 'redirecting' } | { status: 'failed'; message: string };

/**
 * Sends the person on to their platform, signed in, after 100 ms (a pending
 * platform sign-in request of this tab first); a failure stays on screen with Try again.
 */
function Continuing({ destination, role }: { destination: Extract<RoleDestination, { kind: 'external' }>; role: string }) {
  const { failureText } = useFailureText();
  const all = useAuthMessages();
  const m = all.dashboard;
  useComponentRecipes();
  const continueToPlatform = useContinueToPlatform();
  const later = useLater();
  const [state, setState] = useState<ContinueState>({ status: 'redirecting' });
  const platform = { platform: destination.platform };

  const go = useCallback(() => {
    setState({ status: 'redirecting' });
    continueToPlatform(role).catch((error: unknown) => {
      console.warn('Could not continue to the platform:', error);
      setState({ status: 'failed', message: failureText(error, m.continueFailed) });
    });
  }, [continueToPlatform, role]);

  useEffect(() => later(go, authTimings.redirectDelayMs), [go, later]);

  if (state.status === 'failed') {
    return (
      <StatusMessage
        role="alert"
        py="2"
        headingLevel="h2"
        title={m.continueFailedTitle(platform)}
        description={state.message}
        action={
          <Stack gap="3" align="center">
            <Button onClick={go}>{m.tryAgain}</Button>
            <ExternalLink href={destination.url} color="brand.fg" fontSize="sm">
              {m.openSignedOut(platform)}
            </ExternalLink>
          </Stack>
        }
      />
    );
  }
  return (
    <Stack gap="5" align="center" textAlign="center">
      <HStack gap="3" role="status" aria-live="polite">
        <Spinner size="sm" color="brand.solid" />
        <Text fontSize="lg">{m.redirecting(platform)}</Text>
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        {m.notRedirected}{' '}
        <Button variant="plain" size="sm" color="brand.fg" fontWeight="medium" px="0" height="auto" onClick={go}>
          {m.openPlatform(platform)}
        </Button>
      </Text>
    </Stack>
  );
}

function DashboardContent({ user }: { user: User }) {
  const all = useAuthMessages();
  const pathFor = useLocalePath();
  const m = all.dashboard;
  const { elearningUrl, jobPortalUrl, siteUrl } = usePlatformConfig();
  const destination = destinationForRole(user.role, { elearningUrl, jobPortalUrl, siteUrl });
  return (
    <AuthPageLayout
      title={m.welcome({ firstName: user.firstName })}
      back={null}
      footer={
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={pathFor('/account')}>
            <UserRound aria-hidden="true" size="1em" />
            {m.accountLink}
          </RouterLink>
        </Link>
      }
    >
      {destination.kind === 'external' ? (
        <Continuing destination={destination} role={user.role} />
      ) : (
        <Stack gap="4" align="center">
          <Text textAlign="center">{m.noPlatform}</Text>
          <PlatformLinks />
        </Stack>
      )}
    </AuthPageLayout>
  );
}

/**
 * /dashboard (SPEC §2, §6): only for a signed-in person (otherwise /login).
 * Welcomes them by first name, says where they are going, and after 100 ms
 * sends them to their role's platform signed in (its initiate-login URI, or
 * the platform's pending sign-in request of this tab); if that fails, says so
 * with Try again. Any other role stays here with links to both platforms.
 */
export function DashboardScreen() {
  return (
    <RequireAuth>
      <DashboardUser />
    </RequireAuth>
  );
}
DashboardScreen.displayName = 'DashboardScreen';

function DashboardUser() {
  const user = useSignedInUser();
  return user ? <DashboardContent user={user} /> : null;
}
