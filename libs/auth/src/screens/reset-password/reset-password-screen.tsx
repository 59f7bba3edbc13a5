import { AuthPage } from '../../layout/auth-page-layout/auth-page';
import { ResetPasswordCard } from './reset-password-card';

/**
 * /reset-password?token=… (SPEC §2, §4, §8): new password and confirmation
 * with the rules note. No token, or a token the server calls invalid or
 * expired: Invalid Reset Link. Success: the person is signed in, sees Password
 * Reset Successful and a toast, and goes to / after 2 seconds (to /dashboard,
 * which finishes it, when a sister platform's sign-in request is pending in
 * this tab). The query is read after hydration, so the prerendered page (the
 * form) hydrates cleanly, and the token is then taken out of the address
 * (history.replaceState). The card (ResetPasswordCard) in the auth frame: the
 * web app prerenders the frame and makes the card an island of its own, which
 * runs without the design system; here, as a screen of a host's router, both
 * render together.
 */
export function ResetPasswordScreen() {
  return (
    <AuthPage path="/reset-password">
      <ResetPasswordCard />
    </AuthPage>
  );
}
ResetPasswordScreen.displayName = 'ResetPasswordScreen';
