/**
 * @intambwe/auth: the auth front door, importable on its own by the sister
 * platforms. Screens live in the `@intambwe/auth/pages` entry; this entry is
 * the small, always-loaded part: state, guard and the redirect rule.
 */
export { AuthProvider, type AuthProviderProps } from './state/auth-provider';
export { useAuth, useAuthActions, useSignedInUser, type AuthContextValue, type AuthActions } from './state/auth-context';
export { RequireAuth, type RequireAuthProps } from './guards/require-auth/require-auth';
export { destinationForRole, type RoleDestination, type PlatformUrls } from './rules/redirect-by-role';
export { useRedirectByRole, useContinueToPlatform } from './navigation/use-redirect-by-role';
export { authTimings } from './constants';
export { authMessages, type AuthMessages } from './messages';
export { authCatalogs } from './catalogs';
export { authStorage, STORAGE_KEYS, type AuthStorage } from './session/auth-storage';
// The front door's account pages, for a host that renders each page's frame around its card's island (`authPageIslands`).
export { AuthPageFrame, type AuthPageFrameProps } from './layout/auth-page-layout/auth-page-layout';
export {
  AuthPage,
  AUTH_PAGE_PATHS,
  authPageIslands,
  isAuthPagePath,
  type AuthPagePath,
} from './layout/auth-page-layout/auth-page';
// How the screens move within a host's router (place it inside the router, around their routes); without it they load pages.
export { RouterScreenNavigation } from './navigation/router-screen-navigation';
