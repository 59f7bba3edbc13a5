export { AuthProvider, type AuthProviderProps } from './state/auth-provider';
export { useAuth, type AuthContextValue } from './state/auth-context';
export { destinationForRole, type RoleDestination, type PlatformUrls } from './rules/redirect-by-role';
