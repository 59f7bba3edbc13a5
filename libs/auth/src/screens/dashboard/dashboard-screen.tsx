import { Button, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { usePlatformConfig } from '@intambwe/api-client';
import { type User } from '@intambwe/contract';
import { ExternalLink } from '@intambwe/ui';
import { useEffect } from 'react';
import { authTimings } from '../../constants';
import { RequireAuth } from '../../guards/require-auth/require-auth';
import { AuthPageLayout } from '../../layout/auth-page-layout/auth-page-layout';
import { authMessages } from '../../messages';
import { browserNavigation } from '../../navigation/browser-navigation';
import { useLater } from '../../navigation/use-later';
import { destinationForRole } from '../../rules/redirect-by-role';
import { useSignedInUser } from '../../state/auth-context';

const m = authMessages.dashboard;

function PlatformLinks() {
  const { elearningUrl, jobPortalUrl } = usePlatformConfig();
  return (
    <HStack gap="3" flexWrap="wrap" justify="center">
      <Button asChild variant="outline">
        <ExternalLink href={elearningUrl}>{m.openPlatform(m.elearning)}</ExternalLink>
      </Button>
      <Button asChild variant="outline">
        <ExternalLink href={jobPortalUrl}>{m.openPlatform(m.jobPortal)}</ExternalLink>
      </Button>
    </HStack>
  );
}

function DashboardContent({ user }: { user: User }) {
  const { elearningUrl, jobPortalUrl } = usePlatformConfig();
  const later = useLater();
  const destination = destinationForRole(user.role, { elearningUrl, jobPortalUrl });
  const externalUrl = destination.kind === 'external' ? destination.url : null;

  useEffect(() => {
    if (!externalUrl) return; // any other role stays here (SPEC §6)
    later(() => browserNavigation.assign(externalUrl), authTimings.redirectDelayMs);
  }, [externalUrl, later]);

  if (destination.kind !== 'external') {
    return (
      <AuthPageLayout title={m.welcome(user.firstName)} back={null}>
        <Stack gap="4" align="center">
          <Text textAlign="center">{m.noPlatform}</Text>
          <PlatformLinks />
        </Stack>
      </AuthPageLayout>
    );
  }

  const platform = destination.platform === 'elearning' ? m.elearning : m.jobPortal;
  return (
    <AuthPageLayout title={m.welcome(user.firstName)} back={null}>
      <Stack gap="5" align="center" textAlign="center">
        <HStack gap="3" role="status" aria-live="polite">
          <Spinner size="sm" color="brand.solid" />
          <Text fontSize="lg">{m.redirecting(platform)}</Text>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {m.notRedirected}{' '}
          <Link href={destination.url} color="brand.fg" fontWeight="medium">
            {m.openPlatform(platform)}
          </Link>
        </Text>
      </Stack>
    </AuthPageLayout>
  );
}

/**
 * /dashboard (SPEC §2, §6): only for a signed-in person (otherwise /login).
 * Welcomes them by first name, says where they are going, and sends them to
 * their role's platform after 100 ms; any other role stays here with links.
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
