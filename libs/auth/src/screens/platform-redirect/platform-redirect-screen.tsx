import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { usePlatformConfig } from '@intambwe/api-client';
import { platformUrl, type SisterPlatform } from '@intambwe/contract';
import { ExternalLink } from '@intambwe/ui';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AuthPageLayout } from '../../layout/auth-page-layout/auth-page-layout';
import { useLocalePath } from '@intambwe/i18n';
import { useAuthMessages } from '../../messages';
import { browserNavigation } from '../../navigation/browser-navigation';

export interface PlatformRedirectScreenProps {
  platform: SisterPlatform;
}

/**
 * /elearning and /jobs (SPEC §2): open the sister platform in a new tab and
 * send this tab to /. When the browser blocks the new tab, the page stays
 * with a link to open the platform instead.
 */
export function PlatformRedirectScreen({ platform }: PlatformRedirectScreenProps) {
  const pathFor = useLocalePath();
  const all = useAuthMessages();
  const m = all.platformRedirect;
  const config = usePlatformConfig();
  const navigate = useNavigate();
  const url = platformUrl(platform, config);
  const name = { platform };
  const [blocked, setBlocked] = useState(false);
  const opened = useRef(false);

  useEffect(() => {
    if (opened.current) return; // once, even when effects run twice
    opened.current = true;
    if (browserNavigation.openInNewTab(url)) navigate(pathFor('/'), { replace: true });
    else setBlocked(true);
  }, [navigate, url]);

  return (
    <AuthPageLayout title={m.opening(name)} back={null}>
      <Stack gap="4" align="center" textAlign="center" role="status" aria-live="polite">
        {blocked ? (
          <>
            <Text>{m.blocked(name)}</Text>
            <Button asChild size="lg" width="full">
              <ExternalLink href={url}>{m.open(name)}</ExternalLink>
            </Button>
            <Button asChild size="lg" width="full" variant="outline">
              <RouterLink to={pathFor('/')}>{m.backHome}</RouterLink>
            </Button>
          </>
        ) : (
          <Spinner size="lg" color="brand.solid" aria-hidden="true" />
        )}
      </Stack>
    </AuthPageLayout>
  );
}
PlatformRedirectScreen.displayName = 'PlatformRedirectScreen';

export const ElearningRedirectScreen = () => <PlatformRedirectScreen platform="elearning" />;
ElearningRedirectScreen.displayName = 'ElearningRedirectScreen';
export const JobPortalRedirectScreen = () => <PlatformRedirectScreen platform="job_portal" />;
JobPortalRedirectScreen.displayName = 'JobPortalRedirectScreen';
