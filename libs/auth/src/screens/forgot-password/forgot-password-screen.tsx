import { AuthPage } from '../../layout/auth-page-layout/auth-page';
import { ForgotPasswordCard } from './forgot-password-card';

/**
 * /forgot-password (SPEC §2, §4, §8): an email form, then Check Your Email with
 * Resend Email and Back to Login. Failures of Send and Resend are explained
 * in the card with the SPEC §8 mapping (they stay until the next try). The
 * card (ForgotPasswordCard) in the auth frame: the web app prerenders the
 * frame and makes the card an island of its own, which runs without the
 * design system; here, as a screen of a host's router, both render together.
 */
export function ForgotPasswordScreen() {
  return (
    <AuthPage path="/forgot-password">
      <ForgotPasswordCard />
    </AuthPage>
  );
}
ForgotPasswordScreen.displayName = 'ForgotPasswordScreen';
