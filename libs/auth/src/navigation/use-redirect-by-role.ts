import { isApiError, usePlatformConfig } from '@intambwe/api-client';
import { ERROR_CODES } from '@intambwe/contract';
import { useLocalePath } from '@intambwe/i18n';
import { useCallback } from 'react';
import { forgetInteraction, pendingInteraction } from '../openid/pending-interaction';
import { destinationForRole } from '../rules/redirect-by-role';
import { useAuthActions } from '../state/auth-context';
import { browserNavigation } from './browser-navigation';
import { useScreenNavigation } from './screen-navigation';

/**
 * On to a sister platform, signed in: when a platform's sign-in request is
 * pending in this tab (the person came from `/login?interaction=…`), it is
 * finished for the signed-in person and the browser goes back into the code
 * flow; otherwise the person's role decides, and the browser goes to that
 * platform's initiate-login URI, where the platform starts the code flow and
 * the front door passes them through. Resolves `false` when the role has no
 * platform (the caller stays or goes to /dashboard); rejects when a pending
 * request could not be finished (offline), for the screen to offer Try again.
 */
/**
 * The page is already leaving for a platform: a second press (or a second
 * screen) must not send it again, since the provider's resume address works
 * once. Forgotten after LEAVING_MS, in case the navigation was stopped.
 */
let leaving: Promise<boolean> | null = null;
const LEAVING_MS = 15_000;

export function useContinueToPlatform(): (role: string | null | undefined) => Promise<boolean> {
  const { elearningUrl, jobPortalUrl, siteUrl } = usePlatformConfig();
  const { finishInteraction } = useAuthActions();
  const go = useCallback(
    async (role: string | null | undefined) => {
      const uid = pendingInteraction();
      if (uid) {
        try {
          const { redirectTo } = await finishInteraction(uid);
          forgetInteraction();
          browserNavigation.assign(redirectTo);
          return true;
        } catch (error) {
          // A request that has expired (or began in another browser) is dropped: the role decides instead.
          if (!(isApiError(error) && error.code === ERROR_CODES.interactionExpired)) throw error;
          forgetInteraction();
        }
      }
      const destination = destinationForRole(role, { elearningUrl, jobPortalUrl, siteUrl });
      if (destination.kind !== 'external') return false;
      browserNavigation.assign(destination.signInUrl);
      return true;
    },
    [elearningUrl, finishInteraction, jobPortalUrl, siteUrl],
  );
  return useCallback(
    (role) => {
      if (leaving) return leaving;
      const attempt = go(role);
      leaving = attempt;
      // Only a departure that happened stays in force; a failure (or a role without a platform) lets the next try go.
      attempt.then(
        (left) => {
          if (!left && leaving === attempt) leaving = null;
          if (left) {
            setTimeout(() => {
              if (leaving === attempt) leaving = null;
            }, LEAVING_MS);
          }
        },
        () => {
          if (leaving === attempt) leaving = null;
        },
      );
      return attempt;
    },
    [go],
  );
}

/** Tests and stories: the page stayed (browserNavigation was replaced), so it may leave again. */
export function resetLeaving(): void {
  leaving = null;
}

/**
 * Sends a signed-in person where their role belongs (SPEC §6), signed in: a
 * pending platform sign-in request first, else the platform of their role
 * (see useContinueToPlatform); any other role, or a failure, to /dashboard,
 * which says why and offers to try again.
 */
export function useRedirectByRole(): (role: string | null | undefined) => void {
  const { navigate } = useScreenNavigation();
  const continueToPlatform = useContinueToPlatform();
  const pathFor = useLocalePath();
  return useCallback(
    (role) => {
      const toDashboard = () => navigate(pathFor('/dashboard'), { replace: true });
      continueToPlatform(role).then((left) => (left ? undefined : toDashboard()), toDashboard);
    },
    [continueToPlatform, navigate, pathFor],
  );
}
