/**
 * The auth screens, one per route of SPEC §2, for the host app's router
 * (apps/web loads this entry lazily). Each renders inside the providers of
 * `@intambwe/auth` (AuthProvider) and `@intambwe/api-client` (PlatformProvider).
 */

export { LoginScreen as LoginPage } from './screens/login/login-screen';
export { RegisterScreen as RegisterPage } from './screens/register/register-screen';
export { ForgotPasswordScreen as ForgotPasswordPage } from './screens/forgot-password/forgot-password-screen';
export { ResetPasswordScreen as ResetPasswordPage } from './screens/reset-password/reset-password-screen';
export { DashboardScreen as DashboardPage } from './screens/dashboard/dashboard-screen';
export { SelectRoleScreen as SelectRolePage } from './screens/select-role/select-role-screen';
export { TestGoogleScreen as TestGooglePage } from './screens/test-google/test-google-screen';
export { UnlockScreen as UnlockPage } from './screens/unlock/unlock-screen';
export { AccountScreen as AccountPage } from './screens/account/account-screen';
export { VerifyEmailScreen as VerifyEmailPage, ConfirmEmailScreen as ConfirmEmailPage } from './screens/email-link/email-link-screen';
export {
  ElearningRedirectScreen as ElearningRedirectPage,
  JobPortalRedirectScreen as JobPortalRedirectPage,
} from './screens/platform-redirect/platform-redirect-screen';
export {
  AuthCallbackScreen as AuthCallbackPage,
  type AuthCallbackScreenProps as AuthCallbackPageProps,
} from './screens/auth-callback/auth-callback-screen';
export { AuthLoginScreen as AuthLoginPage } from './screens/sign-in-start/sign-in-start-screen';
