import { usePlatformConfig } from '@intambwe/api-client';
import { AuthPage } from '../../layout/auth-page-layout/auth-page';
import { SignInStart, useReturnPath } from '../sign-in-start/sign-in-start-screen';
import { RegisterCard } from './register-card';

/**
 * /register (SPEC §2, §4), the card (RegisterCard) in the auth frame: names, email, role ('I am a...'), password and
 * confirmation, terms, Create Account, Continue with Google. Success toasts
 * 'Registration successful!' and goes to /dashboard after 100 ms, which sends
 * the person on by role (or finishes the sign-in request of the platform that
 * sent them, `?interaction=…`). On a sister platform (`openId` in the
 * configuration) the screen opens the front door's sign-up screen through the
 * code flow instead (prompt=create).
 */
export function RegisterScreen() {
  const { openId } = usePlatformConfig();
  const returnTo = useReturnPath();
  if (openId) return <SignInStart screen="register" returnTo={returnTo} />;
  return (
    <AuthPage path="/register">
      <RegisterCard />
    </AuthPage>
  );
}
RegisterScreen.displayName = 'RegisterScreen';
