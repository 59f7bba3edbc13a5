import { usePlatformConfig } from '@intambwe/api-client';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { destinationForRole } from '../rules/redirect-by-role';
import { browserNavigation } from './browser-navigation';

/**
 * Sends a signed-in person where their role belongs (SPEC §6): the e-learning
 * platform, the job portal, or /dashboard for any other role.
 */
export function useRedirectByRole(): (role: string | null | undefined) => void {
  const { elearningUrl, jobPortalUrl } = usePlatformConfig();
  const navigate = useNavigate();
  return useCallback(
    (role) => {
      const destination = destinationForRole(role, { elearningUrl, jobPortalUrl });
      if (destination.kind === 'external') browserNavigation.assign(destination.url);
      else navigate(destination.path, { replace: true });
    },
    [elearningUrl, jobPortalUrl, navigate],
  );
}
