import { usePlatformConfig } from '@intambwe/api-client';
import type { HandoffPlatform } from '@intambwe/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLocalePath } from '@intambwe/i18n';
import { useAuthMessages } from '../messages';
import { destinationForRole, handOffAddress } from '../rules/redirect-by-role';
import { useAuthActions } from '../state/auth-context';
import { browserNavigation } from './browser-navigation';

/**
 * Sends the signed-in person to a sister platform signed in: asks the server
 * for a one-time code (CONTRACT POST /auth/handoff) and leaves for its
 * `redirectUrl` (`<platform>/auth/callback?code=…`). Rejects when no code came.
 */
export function useHandOff(): (platform: HandoffPlatform) => Promise<void> {
  const { handOff } = useAuthActions();
  const m = useAuthMessages();
  return useCallback(
    async (platform) => {
      const { redirectUrl } = await handOff(platform);
      const address = handOffAddress(redirectUrl);
      if (!address) throw new Error(m.dashboard.handOffFailed);
      browserNavigation.assign(address);
    },
    [handOff, m],
  );
}

/**
 * Sends a signed-in person where their role belongs (SPEC §6): the e-learning
 * platform or the job portal, signed in there through the hand-off; any other
 * role to /dashboard. When the hand-off cannot be made, /dashboard says why
 * and offers to try again.
 */
export function useRedirectByRole(): (role: string | null | undefined) => void {
  const { elearningUrl, jobPortalUrl } = usePlatformConfig();
  const navigate = useNavigate();
  const handOffTo = useHandOff();
  const pathFor = useLocalePath();
  return useCallback(
    (role) => {
      const destination = destinationForRole(role, { elearningUrl, jobPortalUrl });
      if (destination.kind !== 'external') {
        navigate(pathFor(destination.path), { replace: true });
        return;
      }
      handOffTo(destination.handoff).catch(() => navigate(pathFor('/dashboard'), { replace: true }));
    },
    [elearningUrl, handOffTo, jobPortalUrl, navigate, pathFor],
  );
}
